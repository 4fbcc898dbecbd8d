import { Badge, HStack, Text } from '@chakra-ui/react';
import { AlarmClock, CheckCheck, Hourglass } from 'lucide-react';
import { RowBadge } from '../../../components/ui/list-table';
import {
  isClosedLead,
  LEAD_STATUS_LABELS,
  responseFlag,
  type LeadStatus,
  type ResponseFlag,
} from '../../../shared/respond';
import type { LeadSettings, LeadSummary } from '../../../shared/schemas/leads';
import { formatDuration, LEAD_STATUS_PALETTE, RESPONSE_FLAG_LABELS, secondsSince } from '../format';

/** The lead's stage in a list's plain row. */
export function RowLeadStatus({ status }: { status: LeadStatus }) {
  return (
    <RowBadge palette={LEAD_STATUS_PALETTE[status]} data-testid="lead-status">
      {LEAD_STATUS_LABELS[status]}
    </RowBadge>
  );
}

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge colorPalette={LEAD_STATUS_PALETTE[status]} variant="subtle" data-testid="lead-status">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

type TimerLead = Pick<LeadSummary, 'createdAt' | 'firstResponseAt' | 'responseSeconds' | 'status'>;
type TimerSettings = Pick<LeadSettings, 'overdueMinutes' | 'criticalMinutes'>;

/** What a lead's response timer says: one reading for the detail's Chakra badge and the list's plain row. */
export type TimerReading =
  | { readonly kind: 'replied' | 'closed' | 'waiting'; readonly text: string }
  | { readonly kind: 'flag'; readonly flag: Exclude<ResponseFlag, 'ok'>; readonly text: string };

export function readTimer(lead: TimerLead, settings: TimerSettings, now: number): TimerReading {
  if (lead.firstResponseAt) {
    const took = lead.responseSeconds ?? secondsSince(lead.createdAt, Date.parse(lead.firstResponseAt));
    return { kind: 'replied', text: `Replied in ${formatDuration(took)}` };
  }
  if (isClosedLead(lead.status)) return { kind: 'closed', text: 'No reply recorded' };
  const flag = responseFlag(lead, settings, now);
  const waited = formatDuration(secondsSince(lead.createdAt, now));
  if (flag === 'ok') return { kind: 'waiting', text: `Waiting ${waited}` };
  return { kind: 'flag', flag, text: `${RESPONSE_FLAG_LABELS[flag]} · ${waited}` };
}

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
  settings: TimerSettings;
  now: number;
  size?: 'sm' | 'md';
}) {
  const timer = readTimer(lead, settings, now);
  switch (timer.kind) {
    case 'replied':
      return (
        <HStack gap="1" color="fg.muted" fontSize={size} data-testid="response-timer">
          <CheckCheck size={14} aria-hidden />
          <Text as="span">{timer.text}</Text>
        </HStack>
      );
    case 'closed':
      return (
        <Text as="span" color="fg.muted" fontSize={size} data-testid="response-timer">
          {timer.text}
        </Text>
      );
    case 'waiting':
      return (
        <HStack gap="1" fontSize={size} data-testid="response-timer">
          <Hourglass size={14} aria-hidden />
          <Text as="span">{timer.text}</Text>
        </HStack>
      );
    case 'flag':
      return (
        <Badge
          colorPalette={timer.flag === 'critical' ? 'red' : 'orange'}
          variant={timer.flag === 'critical' ? 'solid' : 'subtle'}
          size={size === 'md' ? 'md' : 'sm'}
          data-testid="response-timer"
          data-flag={timer.flag}
        >
          <AlarmClock size={12} aria-hidden />
          {timer.text}
        </Badge>
      );
  }
}

/** The same timer in a list's plain row (src/components/ui/list-table.tsx). */
export function RowResponseTimer({ lead, settings, now }: { lead: TimerLead; settings: TimerSettings; now: number }) {
  const timer = readTimer(lead, settings, now);
  switch (timer.kind) {
    case 'replied':
      return (
        <span data-inline="" data-muted="" data-testid="response-timer">
          <CheckCheck size={14} aria-hidden />
          <span>{timer.text}</span>
        </span>
      );
    case 'closed':
      return (
        <span data-muted="" data-testid="response-timer">
          {timer.text}
        </span>
      );
    case 'waiting':
      return (
        <span data-inline="" data-testid="response-timer">
          <Hourglass size={14} aria-hidden />
          <span>{timer.text}</span>
        </span>
      );
    case 'flag':
      return (
        <RowBadge
          palette={timer.flag === 'critical' ? 'red' : 'orange'}
          solid={timer.flag === 'critical'}
          data-testid="response-timer"
          data-flag={timer.flag}
        >
          <AlarmClock size={12} aria-hidden />
          {timer.text}
        </RowBadge>
      );
  }
}
