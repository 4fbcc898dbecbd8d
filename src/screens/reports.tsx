import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function ReportsScreen() {
  const route = routeById['reports'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="No figures yet"
        description="Units sold, revenue, gross, days to sell and lead response appear once you sell."
      />
    </DashboardPage>
  );
}
