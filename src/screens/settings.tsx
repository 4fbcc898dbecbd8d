import { Alert, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, headingOf } from '../components/layout/page';
import { useViewer } from '../lib/session';
import { AuditSection, DealershipSections, TeamSection } from '../features/settings/components/dealership-sections';
import {
  LazyInvitationsSection,
  LazyInventorySettingsSection,
  LazyLeadSettingsSection,
  preloadManagerParts,
} from '../features/settings/components/lazy-manager-parts';
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
  // Their forms' code downloads beside the sections' requests, not after them (idempotent).
  if (manages) preloadManagerParts();
  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <Stack gap="6">
        {manages && (
          <>
            <DealershipSections />
            <TeamSection isOwner={isOwner} />
            {/* Below the dealership's profile, off screen when the page opens: nothing to hold their place. */}
            <Suspense fallback={null}>
              <LazyInvitationsSection />
              <LazyInventorySettingsSection />
              <LazyLeadSettingsSection />
            </Suspense>
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
