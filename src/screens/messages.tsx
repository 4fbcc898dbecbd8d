import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function MessagesScreen() {
  const route = routeById['messages'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="No conversations yet"
        description="Messages between shoppers and dealers about a vehicle appear here."
      />
    </DashboardPage>
  );
}
