import { Badge, HStack, Text } from '@chakra-ui/react';
import { AlarmClock, CheckCheck, Hourglass } from 'lucide-react';
import { isClosedLead, LEAD_STATUS_LABELS, responseFlag, type LeadStatus } from '../../../shared/respond';
import type { LeadSettings, LeadSummary } from '../../../shared/schemas/leads';
import { formatDuration, LEAD_STATUS_PALETTE, RESPONSE_FLAG_LABELS, secondsSince } from '../format';

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge colorPalette={LEAD_STATUS_PALETTE[status]} variant="subtle" data-testid="lead-status">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

type TimerLead = Pick<LeadSummary, 'createdAt' | 'firstResponseAt' | 'responseSeconds' | 'status'>;

/**
 * The response timer of a lead: how long the first reply took, or, while it waits, how long it
 * has waited with the dealership's overdue / critical flag. Computed from `now`, so it ticks.
 */
export function ResponseTimer({
  lead,
  settings,
  now,
  size = 'sm',
}: {
  lead: TimerLead;
  settings: Pick<LeadSettings, 'overdueMinutes' | 'criticalMinutes'>;
  now: number;
  size?: 'sm' | 'md';
}) {
  if (lead.firstResponseAt) {
    const took = lead.responseSeconds ?? secondsSince(lead.createdAt, Date.parse(lead.firstResponseAt));
    return (
      <HStack gap="1" color="fg.muted" fontSize={size} data-testid="response-timer">
        <CheckCheck size={14} aria-hidden />
        <Text as="span">Replied in {formatDuration(took)}</Text>
      </HStack>
    );
  }
  if (isClosedLead(lead.status))
    return (
      <Text as="span" color="fg.muted" fontSize={size} data-testid="response-timer">
        No reply recorded
      </Text>
    );
  const flag = responseFlag(lead, settings, now);
  const waited = formatDuration(secondsSince(lead.createdAt, now));
  if (flag === 'ok')
    return (
      <HStack gap="1" fontSize={size} data-testid="response-timer">
        <Hourglass size={14} aria-hidden />
        <Text as="span">Waiting {waited}</Text>
      </HStack>
    );
  return (
    <Badge
      colorPalette={flag === 'critical' ? 'red' : 'orange'}
      variant={flag === 'critical' ? 'solid' : 'subtle'}
      size={size === 'md' ? 'md' : 'sm'}
      data-testid="response-timer"
      data-flag={flag}
    >
      <AlarmClock size={12} aria-hidden />
      {RESPONSE_FLAG_LABELS[flag]} · {waited}
    </Badge>
  );
}
