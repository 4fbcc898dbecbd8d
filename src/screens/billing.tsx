import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function BillingScreen() {
  const route = routeById['billing'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="No plan details yet" description="Your plan, usage meters and invoices appear here." />
    </DashboardPage>
  );
}
