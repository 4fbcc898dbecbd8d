import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function InventoryScreen() {
  const route = routeById['inventory'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="No vehicles in stock yet"
        description="Add a vehicle by its VIN or import a CSV to start building your inventory."
      />
    </DashboardPage>
  );
}
