import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function DashboardScreen() {
  const route = routeById['dashboard'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="Nothing needs you yet"
        description="New leads, messages and deals will appear here as they come in."
      />
    </DashboardPage>
  );
}
