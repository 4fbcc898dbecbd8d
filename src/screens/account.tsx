import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function AccountScreen() {
  const route = routeById['account'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="Profile not loaded" description="Your profile, email, password and active sessions." />
    </DashboardPage>
  );
}
