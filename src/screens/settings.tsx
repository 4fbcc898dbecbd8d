import { Stack } from '@chakra-ui/react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { InvitationsSection } from '../features/auth/components/invitations-panel';

export function SettingsScreen() {
  const route = routeById['settings'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <Stack gap="6">
        {/* Team invitations: owners and managers only (the API answers 403 to others). */}
        <InvitationsSection />
        <EmptyPanel
          title="Settings not loaded"
          description="Dealership profile, team and roles, lead routing and your preferences."
        />
      </Stack>
    </DashboardPage>
  );
}
