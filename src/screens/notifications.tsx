import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function NotificationsScreen() {
  const route = routeById['notifications'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="You're all caught up"
        description="New leads, messages, assignments and price drops will be listed here."
      />
    </DashboardPage>
  );
}
