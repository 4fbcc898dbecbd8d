import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function LeadsScreen() {
  const route = routeById['leads'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="No leads yet"
        description="Every shopper message about a vehicle becomes a lead here, and so can walk-ins and calls."
      />
    </DashboardPage>
  );
}
