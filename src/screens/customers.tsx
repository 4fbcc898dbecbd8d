import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function CustomersScreen() {
  const route = routeById['customers'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="No customers yet"
        description="Your dealership's contacts appear here, with their timeline and consent."
      />
    </DashboardPage>
  );
}
