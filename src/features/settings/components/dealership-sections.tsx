import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { settingsQueries } from '../queries';
import { AuditLog } from './audit-log';
import { DealDefaultsForm } from './deal-defaults';
import { DealershipProfile } from './dealership-profile';
import { SectionError, SettingsSection } from './section';
import { TeamList } from './team-list';

function SectionLoading({ what }: { what: string }) {
  return (
    <Stack gap="3" aria-busy="true" data-testid="section-loading">
      <VisuallyHidden>Loading {what}…</VisuallyHidden>
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="10" />
    </Stack>
  );
}

/** Profile and deal defaults read the same dealership answer: one request, two sections. */
export function DealershipSections() {
  const dealership = useQuery(settingsQueries.dealership());
  const body = (render: (d: NonNullable<typeof dealership.data>) => ReactNode, what: string) =>
    dealership.isPending ? (
      <SectionLoading what={what} />
    ) : dealership.isError ? (
      <SectionError title={`We could not load ${what}.`} onRetry={() => void dealership.refetch()} />
    ) : (
      render(dealership.data)
    );
  return (
    <>
      <SettingsSection
        id="settings-dealership"
        title="Dealership"
        description="Your logo, contact details, address and opening hours, as shoppers see them."
        testId="dealership-profile"
      >
        {body(
          (d) => (
            <DealershipProfile key={d.id} dealership={d} />
          ),
          'the dealership profile',
        )}
      </SettingsSection>
      <SettingsSection
        id="settings-deal-defaults"
        title="Deal defaults"
        description="What every new deal sheet starts with."
        testId="deal-defaults"
      >
        {body(
          (d) => (
            <DealDefaultsForm key={d.id} dealership={d} />
          ),
          'the deal defaults',
        )}
      </SettingsSection>
    </>
  );
}

export function TeamSection({ isOwner }: { isOwner: boolean }) {
  const team = useQuery(settingsQueries.team());
  return (
    <SettingsSection
      id="settings-team"
      title="Team"
      description={
        isOwner
          ? 'Change roles, or deactivate someone who left: their history stays. There is always at least one owner.'
          : 'Move people between sales and manager, or deactivate someone who left. Owners change owners.'
      }
      testId="team"
    >
      {team.isPending ? (
        <SectionLoading what="the team" />
      ) : team.isError ? (
        <SectionError title="We could not load the team." onRetry={() => void team.refetch()} />
      ) : (
        <TeamList members={team.data.members} />
      )}
    </SettingsSection>
  );
}

export function AuditSection() {
  return (
    <SettingsSection
      id="settings-audit"
      title="Audit log"
      description="Every change to these settings and the team: who, when, before and after."
      testId="audit-log"
    >
      <AuditLog />
    </SettingsSection>
  );
}
