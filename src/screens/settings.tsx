import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';

export function SettingsScreen() {
  const route = routeById['settings'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <EmptyPanel title="Settings not loaded" description="Dealership profile, team and roles, invitations and your preferences." />
    </DashboardPage>
  );
}
