import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function DealsScreen() {
  const route = routeById['deals'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="No deals yet" description="Turn a lead into a deal to follow it from negotiation to sold." />
    </DashboardPage>
  );
}
