import { Alert, Stack } from '@chakra-ui/react';
import { routeById } from '../../registry/routes';
import { DashboardPage, headingOf } from '../components/layout/page';
import { useViewer } from '../lib/session';
import { InvitationsSection } from '../features/auth/components/invitations-panel';
import { InventorySettingsSection } from '../features/inventory/settings/inventory-settings-panel';
import { LeadSettingsSection } from '../features/leads/settings/lead-settings-panel';
import { AuditSection, DealershipSections, TeamSection } from '../features/settings/components/dealership-sections';
import { PersonalPreferences } from '../features/settings/components/personal-preferences';
import { SettingsSection } from '../features/settings/components/section';

/**
 * Settings: the dealership's part for its owners and managers (DOMAIN.md › Decisions › Who may open
 * what; the API answers 403 to anyone else), and the personal part for everyone.
 */
export function SettingsScreen() {
  const route = routeById['settings'];
  const viewer = useViewer();
  const roles = viewer?.roles ?? [];
  const isOwner = roles.includes('owner');
  const manages = isOwner || roles.includes('manager');
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <Stack gap="6">
        {manages && (
          <>
            <DealershipSections />
            <TeamSection isOwner={isOwner} />
            <InvitationsSection />
            <InventorySettingsSection />
            <LeadSettingsSection />
            <AuditSection />
          </>
        )}
        {roles.includes('sales') && (
          <Alert.Root status="info" data-testid="sales-note">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{viewer?.dealershipName ?? 'Your dealership'}&apos;s settings</Alert.Title>
              <Alert.Description>
                The dealership&apos;s profile, team, lead routing and inventory rules are managed by its owners and
                managers. Ask one of them for a change.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SettingsSection
          id="settings-personal"
          title="Personal preferences"
          description="How Lotline looks and what it tells you, in this browser and on your account."
          testId="personal-preferences"
        >
          <PersonalPreferences />
        </SettingsSection>
      </Stack>
    </DashboardPage>
  );
}
