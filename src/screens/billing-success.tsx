import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function BillingSuccessScreen() {
  const route = routeById['billing-success'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="Plan change confirmed"
        description="Your new plan is active. Usage and invoices are on the billing page."
      />
    </DashboardPage>
  );
}
