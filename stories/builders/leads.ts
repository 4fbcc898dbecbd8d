/**
 * Typed builders for the Respond › Leads stories (the list, a lead, its timeline, the vehicle's
 * activity). Shapes come from the shared answer schemas, so a contract change breaks the stories
 * at compile time. Times are counted back from STORY_NOW, and `leadStoryApi` runs the story's
 * clock at STORY_NOW, so response timers ("waiting 25 min") read the same in every picture.
 */
import type { QueryClient } from '@tanstack/react-query';
import { leadQueries } from '../../src/features/leads/queries';
import {
  DEFAULT_CRITICAL_MINUTES,
  DEFAULT_OVERDUE_MINUTES,
  LEAD_STATUS_TRANSITIONS,
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  responseFlag,
  type LeadStatus,
} from '../../src/shared/respond';
import type {
  Lead,
  LeadEvent,
  LeadQuery,
  LeadSettings,
  LeadsPage,
  LeadSummary,
  TimelinePage,
  VehicleCard,
} from '../../src/shared/schemas/leads';
import type { VehicleEvent } from '../../src/shared/schemas/vehicles';
import { mockApi, ok, type MockRoutes } from './auth';
import { buildVehicleEvents, buildVehicleSummary, STORY_NOW } from './vehicles';

const NOW = Date.parse(STORY_NOW);
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

export const buildLeadSettings = (overrides: Partial<LeadSettings> = {}): LeadSettings => ({
  routing: 'round_robin',
  overdueMinutes: DEFAULT_OVERDUE_MINUTES,
  criticalMinutes: DEFAULT_CRITICAL_MINUTES,
  ...overrides,
});

/** The dealership's people (the assignee selects). */
export const STORY_TEAM = [
  { id: 'usr_story_owner', name: 'Dana Dealer', role: 'owner' },
  { id: 'usr_story_manager', name: 'Elena Ortiz', role: 'manager' },
  { id: 'usr_story_sales', name: 'Jordan Kim', role: 'sales' },
  { id: 'usr_story_sales_2', name: 'Aisha Patel', role: 'sales' },
] as const;
const person = (i: number) => ({ id: STORY_TEAM[i]!.id, name: STORY_TEAM[i]!.name });
export const buildAssignees = () => STORY_TEAM.map((m) => ({ ...m }));

export const buildVehicleCard = (index = 0, overrides: Partial<VehicleCard> = {}): VehicleCard => {
  const v = buildVehicleSummary({}, index);
  return {
    id: v.id,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    stockNumber: v.stockNumber,
    priceCents: v.priceCents,
    status: v.status,
    listed: v.listed,
    coverUrl: null,
    ...overrides,
  };
};

/**
 * A mix a real list has: a fresh lead, an overdue and a critical one still waiting, answered ones
 * at each stage, a walk-in without a vehicle, one lost with its reason.
 */
const SAMPLE_LEADS: readonly {
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly status: LeadStatus;
  readonly source: LeadSummary['source'];
  readonly vehicle: number | null;
  readonly assignee: number | null;
  readonly arrivedMinutesAgo: number;
  readonly repliedAfterSeconds: number | null;
  readonly followUpInMinutes?: number;
  readonly reason?: string;
  readonly reasonNote?: string;
}[] = [
  {
    name: 'Tom Nguyen',
    email: 'tom.nguyen@example.com',
    phone: null,
    status: 'new',
    source: 'marketplace',
    vehicle: 0,
    assignee: 3,
    arrivedMinutesAgo: 6,
    repliedAfterSeconds: null,
  },
  {
    name: 'Rachel Greene',
    email: 'rachel.greene@example.com',
    phone: '(512) 555-0148',
    status: 'new',
    source: 'marketplace',
    vehicle: 1,
    assignee: 2,
    arrivedMinutesAgo: 25,
    repliedAfterSeconds: null,
  },
  {
    name: 'Marcus Webb',
    email: 'm.webb@example.com',
    phone: null,
    status: 'new',
    source: 'marketplace',
    vehicle: 2,
    assignee: null,
    arrivedMinutesAgo: 135,
    repliedAfterSeconds: null,
  },
  {
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    phone: '(512) 555-0102',
    status: 'contacted',
    source: 'marketplace',
    vehicle: 4,
    assignee: 2,
    arrivedMinutesAgo: 60 * 26,
    repliedAfterSeconds: 8 * 60 + 12,
    followUpInMinutes: 60 * 20,
  },
  {
    name: 'Luis Ortega',
    email: null,
    phone: '(737) 555-0190',
    status: 'appointment',
    source: 'phone',
    vehicle: 0,
    assignee: 3,
    arrivedMinutesAgo: 60 * 50,
    repliedAfterSeconds: 0,
    followUpInMinutes: 60 * 44,
  },
  {
    name: 'Hannah Brooks',
    email: 'hbrooks@example.com',
    phone: null,
    status: 'negotiating',
    source: 'walk_in',
    vehicle: null,
    assignee: 2,
    arrivedMinutesAgo: 60 * 72,
    repliedAfterSeconds: 0,
  },
  {
    name: 'Grace Kim',
    email: 'grace.kim@example.com',
    phone: null,
    status: 'converted',
    source: 'marketplace',
    vehicle: 5,
    assignee: 3,
    arrivedMinutesAgo: 60 * 24 * 9,
    repliedAfterSeconds: 42 * 60,
  },
  {
    name: 'Owen Price',
    email: 'owen.price@example.com',
    phone: null,
    status: 'lost',
    source: 'marketplace',
    vehicle: 1,
    assignee: 2,
    arrivedMinutesAgo: 60 * 24 * 12,
    repliedAfterSeconds: 3 * 3600 + 5 * 60,
    reason: 'bought_elsewhere',
    reasonNote: 'Found a 2016 with lower miles across town.',
  },
];

export function buildLeadSummary(overrides: Partial<LeadSummary> = {}, index = 0): LeadSummary {
  const sample = SAMPLE_LEADS[index % SAMPLE_LEADS.length]!;
  const round = Math.floor(index / SAMPLE_LEADS.length);
  const createdAt = minutesAgo(sample.arrivedMinutesAgo + round * 60 * 24 * 14);
  const firstResponseAt =
    sample.repliedAfterSeconds === null
      ? null
      : new Date(Date.parse(createdAt) + sample.repliedAfterSeconds * 1000).toISOString();
  const base: LeadSummary = {
    id: `lead_story_${index + 1}`,
    status: sample.status,
    source: sample.source,
    customer: {
      id: `cus_story_${index + 1}`,
      name: sample.name,
      email: sample.email,
      phone: sample.phone,
    },
    vehicle: sample.vehicle === null ? null : buildVehicleCard(sample.vehicle),
    assignee: sample.assignee === null ? null : person(sample.assignee),
    conversationId: sample.source === 'marketplace' ? `conv_story_${index + 1}` : null,
    reason: sample.reason ?? null,
    reasonNote: sample.reasonNote ?? null,
    nextFollowUpAt: sample.followUpInMinutes ? new Date(NOW + sample.followUpInMinutes * 60_000).toISOString() : null,
    firstResponseAt,
    responseSeconds: sample.repliedAfterSeconds,
    responseFlag: 'ok',
    lastActivityAt: firstResponseAt ?? createdAt,
    createdAt,
  };
  const lead = { ...base, ...overrides };
  return { ...lead, responseFlag: overrides.responseFlag ?? responseFlag(lead, buildLeadSettings(), NOW) };
}

export const buildLeadSummaries = (count: number = SAMPLE_LEADS.length): LeadSummary[] =>
  Array.from({ length: count }, (_, i) => buildLeadSummary({}, i));

export function buildLeadStatusCounts(
  items: readonly LeadSummary[] = [],
  overrides: Partial<Record<LeadStatus, number>> = {},
): Record<LeadStatus, number> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const l of items) counts[l.status]++;
  return { ...counts, ...overrides };
}

export function buildLeadsPage(overrides: Partial<LeadsPage> = {}): LeadsPage {
  const items = overrides.items ?? buildLeadSummaries();
  const settings = overrides.settings ?? buildLeadSettings();
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: LEADS_PAGE_SIZE,
    statusCounts: buildLeadStatusCounts(items),
    overdueCount: items.filter((l) => responseFlag(l, settings, NOW) !== 'ok').length,
    settings,
    ...overrides,
  };
}

export const emptyLeadsPage = (): LeadsPage => buildLeadsPage({ items: [], total: 0, overdueCount: 0 });

/** A lead as GET /api/leads/{id} answers it (default: the overdue marketplace lead, Rachel Greene). */
export function buildLead(overrides: Partial<Lead> = {}, index = 1): Lead {
  const summary = buildLeadSummary({}, index);
  const status = overrides.status ?? summary.status;
  return {
    ...summary,
    nextStatuses: [...LEAD_STATUS_TRANSITIONS[status]],
    createdBy: summary.source === 'marketplace' ? null : person(1),
    canEdit: true,
    ...overrides,
  };
}

/** Rachel Greene's lead a day and a half on (buildLeadTimeline's story): answered within the hour, negotiating. */
export const buildWorkedLead = (overrides: Partial<Lead> = {}): Lead =>
  buildLead({
    status: 'negotiating',
    nextStatuses: [...LEAD_STATUS_TRANSITIONS.negotiating],
    createdAt: minutesAgo(60 * 32),
    firstResponseAt: minutesAgo(60 * 31),
    responseSeconds: 3600,
    responseFlag: 'ok',
    lastActivityAt: minutesAgo(60),
    nextFollowUpAt: new Date(NOW + 60 * 60_000 * 20).toISOString(),
    ...overrides,
  });

/** A lead that went all the way and was lost, with its reason and note. */
export const buildLostLead = (overrides: Partial<Lead> = {}): Lead => buildLead(overrides, 7);

const event = (
  id: number,
  kind: LeadEvent['kind'],
  summary: string,
  minutes: number,
  actor: number | null,
  data: Record<string, unknown> = {},
): LeadEvent => ({
  id: `lev_story_${id}`,
  leadId: 'lead_story_2',
  kind,
  summary,
  data,
  actor: actor === null ? null : person(actor),
  at: minutesAgo(minutes),
});

/** A worked lead's history, newest first: every kind of entry the timeline shows. */
export function buildLeadTimeline(leadId = 'lead_story_2', customerName = 'Rachel Greene'): LeadEvent[] {
  const shopper = { id: 'usr_story_shopper', name: customerName };
  const rows: LeadEvent[] = [
    event(16, 'status', 'Status changed from Negotiating to Lost: Bought elsewhere', 5, 2, {
      from: 'negotiating',
      to: 'lost',
      reason: 'bought_elsewhere',
      reasonNote: 'Found a 2016 with lower miles across town.',
    }),
    event(15, 'call', 'Outbound call logged: Connected, 6 min 30 s', 60, 2, {
      direction: 'outbound',
      outcome: 'connected',
      durationSeconds: 390,
      note: 'She is comparing with a dealer in Round Rock. Offered to match the trade-in value.',
    }),
    event(14, 'price_change', 'Vehicle price dropped from $29,990 to $28,990', 60 * 3, 1, {
      from: 2_999_000,
      to: 2_899_000,
    }),
    {
      ...event(13, 'message_in', 'Message from the customer', 60 * 5, null, {
        preview: 'Any room on the price? I saw one for $27.5k.',
      }),
      actor: shopper,
    },
    event(12, 'message_out', 'Reply sent', 60 * 6, 2, {
      preview: 'Thanks for coming by! Here is the out-the-door quote we talked about.',
    }),
    event(11, 'status', 'Status changed from Appointment to Negotiating', 60 * 7, 2, {
      from: 'appointment',
      to: 'negotiating',
    }),
    event(10, 'note', 'Note added', 60 * 24, 2, {
      body: 'Test drive went well. Wants the winter tires included.\nTrade-in: 2012 Civic, ~140k miles.',
    }),
    event(9, 'follow_up', 'Follow-up set for Thu, 19 Nov 2026 17:00:00 GMT', 60 * 26, 2, {
      at: '2026-11-19T17:00:00.000Z',
    }),
    event(8, 'status', 'Status changed from Contacted to Appointment', 60 * 27, 2, {
      from: 'contacted',
      to: 'appointment',
    }),
    event(7, 'call', 'Inbound call logged: Connected, 3 min', 60 * 28, 2, {
      direction: 'inbound',
      outcome: 'connected',
      durationSeconds: 180,
    }),
    {
      ...event(6, 'message_in', 'Message from the customer', 60 * 30, null, {
        preview: 'Could I see it Saturday morning?',
      }),
      actor: shopper,
    },
    event(5, 'message_out', 'Reply sent', 60 * 31, 2, {
      preview: 'Yes, it is available. Would you like to come for a test drive?',
    }),
    event(4, 'status', 'Status changed from New to Contacted (on first reply)', 60 * 31, 2, {
      from: 'new',
      to: 'contacted',
      automatic: true,
    }),
    event(3, 'assigned', 'Assigned to Jordan Kim (round robin)', 60 * 32, null, {
      from: null,
      to: STORY_TEAM[2].id,
      toName: 'Jordan Kim',
      routing: true,
    }),
    {
      ...event(2, 'message_in', 'Message from the customer', 60 * 32, null, {
        preview: 'Hi! Is the Tesla still available? Does it have the autopilot package?',
      }),
      actor: shopper,
    },
    event(1, 'created', 'Lead created (Marketplace)', 60 * 32, null, { source: 'marketplace' }),
  ];
  return rows.map((r) => ({ ...r, leadId }));
}

/** A lead just in (Rachel Greene's, 25 minutes ago): created, the shopper's first message, routed. */
export function buildShortTimeline(leadId = 'lead_story_2', arrivedMinutesAgo = 25): LeadEvent[] {
  const at = minutesAgo(arrivedMinutesAgo);
  return buildLeadTimeline(leadId)
    .slice(-3)
    .map((e) => ({ ...e, at }));
}

export const buildTimelinePage = (
  items: LeadEvent[] = buildLeadTimeline(),
  nextBefore: string | null = null,
): TimelinePage => ({
  items,
  nextBefore,
});

/** Seeds for the story's QueryClient, under the screens' own query keys. */
export const seedLeads = {
  list:
    (page: LeadsPage = buildLeadsPage(), query: Partial<LeadQuery> = {}) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(leadQueries.list(query).queryKey, page),
};

/**
 * The story's network (mockApi) plus its clock at STORY_NOW: `Date.now()` runs on from there, so
 * response timers and flags read the same in every picture. Returns the cleanup for both.
 */
export function leadStoryApi(routes: MockRoutes) {
  const api = mockApi(routes);
  return () => {
    const realNow = Date.now.bind(Date);
    const offset = NOW - realNow();
    Date.now = () => realNow() + offset;
    const restoreApi = api();
    return () => {
      restoreApi();
      Date.now = realNow;
    };
  };
}

/** Answers for the leads list screen: the page, the team, and the lead settings. */
export const leadsListAnswers = (page: LeadsPage = buildLeadsPage(), extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/leads': ok(page),
  'GET /api/leads/assignees': ok({ members: buildAssignees() }),
  'GET /api/leads/settings': ok({ settings: buildLeadSettings() }),
  ...extra,
});

/** Answers for one lead's screen: the lead, its timeline, the team and the settings. */
export const leadDetailAnswers = (
  lead: Lead = buildLead(),
  timeline: LeadEvent[] = buildShortTimeline(lead.id),
  extra: MockRoutes = {},
): MockRoutes => ({
  [`GET /api/leads/${lead.id}`]: ok({ lead }),
  [`GET /api/leads/${lead.id}/timeline`]: ok(buildTimelinePage(timeline)),
  'GET /api/leads/assignees': ok({ members: buildAssignees() }),
  'GET /api/leads/settings': ok({ settings: buildLeadSettings() }),
  ...extra,
});

/**
 * A vehicle's Activity with what Respond recorded about it (issue 10 item 6): its own changes, and
 * a lead with its messages and a favorite, newest first as GET /api/inventory/{id}/events answers.
 */
export function buildVehicleActivity(): VehicleEvent[] {
  const respond: VehicleEvent[] = [
    {
      id: 'message:msg_story_2',
      kind: 'message',
      summary: 'Reply to Tom Nguyen',
      at: minutesAgo(60 * 24 * 2 - 20),
      actor: 'Jordan Kim',
      leadId: 'lead_story_1',
    },
    {
      id: 'message:msg_story_1',
      kind: 'message',
      summary: 'Message from Tom Nguyen',
      at: minutesAgo(60 * 24 * 2),
      actor: 'Tom Nguyen',
      leadId: 'lead_story_1',
    },
    {
      id: 'lead:lead_story_1',
      kind: 'lead',
      summary: 'New lead from Tom Nguyen (Marketplace)',
      at: minutesAgo(60 * 24 * 2),
      actor: null,
      leadId: 'lead_story_1',
    },
    {
      id: 'favorite:1',
      kind: 'favorite',
      summary: 'Saved as a favorite by a shopper',
      at: minutesAgo(60 * 24 * 3),
      actor: null,
      leadId: null,
    },
  ];
  return [...buildVehicleEvents(), ...respond].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
