import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function VehiclesScreen() {
  const route = routeById['vehicles'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="No listed vehicles yet"
        description="Vehicles that dealers list on Lotline appear here for shoppers to browse."
      />
    </DashboardPage>
  );
}
