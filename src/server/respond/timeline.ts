/** The sentence of each lead-timeline entry, written from its facts (as vehicleEventSummary does for vehicles). */
import type { LeadEvent } from '../../shared/schemas/leads';
import type { listLeadEvents } from '../db/queries/leads';
import {
  CALL_OUTCOME_LABELS,
  LEAD_REASON_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  type CallOutcome,
  type LeadEventKind,
  type LeadSource,
  type LeadStatus,
} from '../../shared/respond';
import { DEAL_STAGE_LABELS, type DealStage } from '../../shared/deals';

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const label = <T extends string>(labels: Readonly<Record<T, string>>, value: unknown) =>
  typeof value === 'string' && value in labels ? labels[value as T] : String(value ?? '');

const minutes = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} min${s ? ` ${s} s` : ''}` : `${s} s`;
};

export const leadEventSummary = (kind: LeadEventKind, data: Record<string, unknown>): string => {
  switch (kind) {
    case 'created':
      return `Lead created (${label<LeadSource>(LEAD_SOURCE_LABELS, data.source)})`;
    case 'message_in':
      return 'Message from the customer';
    case 'message_out':
      return 'Reply sent';
    case 'status': {
      const base = `Status changed from ${label<LeadStatus>(LEAD_STATUS_LABELS, data.from)} to ${label<LeadStatus>(LEAD_STATUS_LABELS, data.to)}`;
      const reason = data.reason ? `: ${label(LEAD_REASON_LABELS, data.reason)}` : '';
      return `${base}${reason}${data.automatic ? ' (on first reply)' : ''}`;
    }
    case 'assigned':
      if (!data.to) return 'Unassigned';
      return `Assigned to ${typeof data.toName === 'string' ? data.toName : 'a team member'}${data.routing ? ' (round robin)' : ''}`;
    case 'follow_up':
      return data.at ? `Follow-up set for ${new Date(String(data.at)).toUTCString()}` : 'Follow-up cleared';
    case 'note':
      return 'Note added';
    case 'call': {
      const outcome = label<CallOutcome>(CALL_OUTCOME_LABELS, data.outcome);
      const duration = typeof data.durationSeconds === 'number' ? `, ${minutes(data.durationSeconds)}` : '';
      return `${data.direction === 'inbound' ? 'Inbound' : 'Outbound'} call logged: ${outcome}${duration}`;
    }
    case 'price_change': {
      const from = typeof data.from === 'number' ? data.from : null;
      const to = typeof data.to === 'number' ? data.to : null;
      if (from !== null && to !== null)
        return `Vehicle price ${to < from ? 'dropped' : 'raised'} from ${money(from)} to ${money(to)}`;
      if (to !== null) return `Vehicle priced at ${money(to)}`;
      return 'Vehicle price removed';
    }
    case 'merged':
      return 'Customer merged with a duplicate';
    case 'deal': {
      const to = label<DealStage>(DEAL_STAGE_LABELS, data.stage);
      return data.from
        ? `Deal moved from ${label<DealStage>(DEAL_STAGE_LABELS, data.from)} to ${to}`
        : `Deal opened (${to})`;
    }
    default:
      return kind;
  }
};

type LeadEventRow = Awaited<ReturnType<typeof listLeadEvents>>['items'][number];

/** A timeline row as the API answers it: its sentence, its facts, who and when. */
export const toLeadEvent = (e: LeadEventRow): LeadEvent => ({
  id: e.id,
  leadId: e.leadId,
  kind: e.kind,
  summary: leadEventSummary(e.kind, e.data),
  data: e.data,
  actor: e.actorId ? { id: e.actorId, name: e.actorName ?? '' } : null,
  at: e.at.toISOString(),
});

/** A page of a timeline (a lead's or a customer's), with where the next page starts. */
export const toTimelinePage = (page: { items: LeadEventRow[]; more: boolean }) => ({
  items: page.items.map(toLeadEvent),
  nextBefore: page.more ? (page.items.at(-1)?.id ?? null) : null,
});
