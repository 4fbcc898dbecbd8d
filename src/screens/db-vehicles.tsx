import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function DbVehiclesScreen() {
  const route = routeById['db-vehicles'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="Reference data not loaded"
        description="Makes, models, years and manufacturer codes, with a VIN breakdown tool."
      />
    </DashboardPage>
  );
}
