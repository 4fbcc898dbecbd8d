import { Stack } from '@chakra-ui/react';
import { routeById } from '../../registry/routes';
import { ComingSoonPanel } from '../components/layout/coming-soon';
import { DashboardPage, headingOf } from '../components/layout/page';
import { InvitationsSection } from '../features/auth/components/invitations-panel';
import { InventorySettingsSection } from '../features/inventory/settings/inventory-settings-panel';
import { LeadSettingsSection } from '../features/leads/settings/lead-settings-panel';

export function SettingsScreen() {
  const route = routeById['settings'];
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <Stack gap="6">
        {/* Team invitations: owners and managers only (the API answers 403 to others). */}
        <InvitationsSection />
        {/* Stock numbers, default pack and cost visibility: owners and managers (the API checks too). */}
        <InventorySettingsSection />
        {/* Lead routing and the response-time thresholds: owners and managers (the API checks too). */}
        <LeadSettingsSection />
        {/* The rest of Settings is not built yet: say so rather than look like an empty finished screen. */}
        <ComingSoonPanel summary="The dealership's profile and team roles." />
      </Stack>
    </DashboardPage>
  );
}
