import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function CustomerEditScreen() {
  const route = routeById['customer-edit'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel
        title="Customer not loaded"
        description="Contact details, consent flags, tags and assignee for this customer."
      />
    </DashboardPage>
  );
}
