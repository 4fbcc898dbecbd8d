import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function InventoryDetailScreen() {
  const route = routeById['inventory-detail'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="Vehicle not loaded"
        description="Specs, photos, pricing and activity for this vehicle appear here."
      />
    </DashboardPage>
  );
}
