/**
 * Respond facts shared by the API, the screens and the seed (DOMAIN.md › Areas › Leads, Messages,
 * Customers, Notifications; › Decisions › Leads, Messages): lead statuses and their flow, sources,
 * reasons, timeline kinds, notification kinds, limits. One place, so the server and the screens agree.
 */
import type { LeadSource, LeadStatus } from './respond-vocabularies';

// Lead statuses and sources and the tag length live in respond-vocabularies.ts so the route registry
// can read them without the labels and rules here (issue 14); they are part of these facts all the same.
export { LEAD_SOURCES, LEAD_STATUSES, TAG_MAX, type LeadSource, type LeadStatus } from './respond-vocabularies';

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  negotiating: 'Negotiating',
  converted: 'Converted',
  lost: 'Lost',
  junk: 'Junk',
};

/** Closed statuses: the response timer stops counting and the lead leaves the open views. */
export const CLOSED_LEAD_STATUSES: readonly LeadStatus[] = ['converted', 'lost', 'junk'];
export const isClosedLead = (status: LeadStatus) => CLOSED_LEAD_STATUSES.includes(status);

/**
 * new → contacted → appointment → negotiating → converted | lost (reason) | junk. Any open lead may
 * skip ahead (a walk-in books straight into an appointment) or close as lost or junk; a step back
 * is allowed between open stages (an appointment missed goes back to contacted). A lost or junk
 * lead may be reopened (the shopper came back) as contacted; converted is final (a deal exists).
 */
export const LEAD_STATUS_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'appointment', 'negotiating', 'converted', 'lost', 'junk'],
  contacted: ['appointment', 'negotiating', 'converted', 'lost', 'junk'],
  appointment: ['contacted', 'negotiating', 'converted', 'lost', 'junk'],
  negotiating: ['contacted', 'appointment', 'converted', 'lost', 'junk'],
  converted: [],
  lost: ['contacted'],
  junk: ['contacted'],
};
export const canMoveLead = (from: LeadStatus, to: LeadStatus) => LEAD_STATUS_TRANSITIONS[from].includes(to);

/** Statuses that need a reason (the list's "why" column and the funnel report read it). */
export const LEAD_STATUSES_WITH_REASON: readonly LeadStatus[] = ['lost', 'junk'];

export const LEAD_LOST_REASONS = [
  'bought_elsewhere',
  'price',
  'financing',
  'vehicle_sold',
  'no_response',
  'changed_mind',
  'other',
] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];
export const LEAD_JUNK_REASONS = ['spam', 'duplicate', 'wrong_contact', 'test', 'other'] as const;
export type LeadJunkReason = (typeof LEAD_JUNK_REASONS)[number];
export const LEAD_REASON_LABELS: Readonly<Record<LeadLostReason | LeadJunkReason, string>> = {
  bought_elsewhere: 'Bought elsewhere',
  price: 'Price',
  financing: 'Financing fell through',
  vehicle_sold: 'Vehicle sold',
  no_response: 'Stopped responding',
  changed_mind: 'Changed their mind',
  spam: 'Spam',
  duplicate: 'Duplicate',
  wrong_contact: 'Wrong contact details',
  test: 'Test',
  other: 'Other',
};

export const MANUAL_LEAD_SOURCES = ['walk_in', 'phone', 'other'] as const;
export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  marketplace: 'Marketplace',
  walk_in: 'Walk-in',
  phone: 'Phone',
  other: 'Other',
};

/** The response timer's flag for an open lead (DOMAIN.md › Decisions › Leads). */
export const RESPONSE_FLAGS = ['ok', 'overdue', 'critical'] as const;
export type ResponseFlag = (typeof RESPONSE_FLAGS)[number];

export const LEAD_ROUTING_MODES = ['round_robin', 'unassigned'] as const;
export type LeadRouting = (typeof LEAD_ROUTING_MODES)[number];
export const LEAD_ROUTING_LABELS: Readonly<Record<LeadRouting, string>> = {
  round_robin: 'Round robin over sales members',
  unassigned: 'Leave new leads unassigned',
};
export const DEFAULT_OVERDUE_MINUTES = 15;
export const DEFAULT_CRITICAL_MINUTES = 60;
export const RESPONSE_MINUTES_MAX = 7 * 24 * 60;

/**
 * The flag of a lead at `now`: once answered (or closed) it is never late; otherwise minutes since
 * it arrived against the dealership's thresholds.
 */
export const responseFlag = (
  lead: { createdAt: string; firstResponseAt: string | null; status: LeadStatus },
  thresholds: { overdueMinutes: number; criticalMinutes: number },
  now = Date.now(),
): ResponseFlag => {
  if (lead.firstResponseAt || isClosedLead(lead.status)) return 'ok';
  const minutes = (now - Date.parse(lead.createdAt)) / 60_000;
  if (minutes >= thresholds.criticalMinutes) return 'critical';
  if (minutes >= thresholds.overdueMinutes) return 'overdue';
  return 'ok';
};

/** What a lead's timeline records by itself, newest first. */
export const LEAD_EVENT_KINDS = [
  'created',
  'message_in',
  'message_out',
  'status',
  'assigned',
  'follow_up',
  'note',
  'call',
  'price_change',
  'merged',
  /** A deal of this lead opened or changed stage (the customer's timeline shows the sale). */
  'deal',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const CALL_DIRECTIONS = ['outbound', 'inbound'] as const;
export const CALL_OUTCOMES = ['connected', 'voicemail', 'no_answer', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Readonly<Record<CallOutcome, string>> = {
  connected: 'Connected',
  voicemail: 'Left a voicemail',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
};

/** Messages: plain text (DOMAIN.md › Decisions › Messages). 20,000 characters ≈ the 20 kB. */
export const MESSAGE_BODY_MAX = 20_000;
export const MESSAGES_PAGE_SIZE = 50;
export const CONVERSATIONS_PAGE_SIZE = 30;
/** Per person: this many sends in the window, then 429 with Retry-After. */
export const MESSAGE_RATE_LIMIT = 30;
export const MESSAGE_RATE_WINDOW_MS = 60_000;
/** The Idempotency-Key header: a retried send with the same key answers the first send's result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 200;
export const IDEMPOTENCY_TTL_HOURS = 24;

export const LEADS_PAGE_SIZE = 25;
export const CUSTOMERS_PAGE_SIZE = 25;
export const NOTIFICATIONS_PAGE_SIZE = 30;
export const RESPOND_BULK_MAX = 200;
export const NOTE_MAX = 5_000;

/** Customers: several ways to reach one person. */
export const CUSTOMER_EMAILS_MAX = 5;
export const CUSTOMER_PHONES_MAX = 5;
export const CUSTOMER_TAGS_MAX = 20;
export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
/** Where a consent was given or withdrawn (kept with its time: the proof a regulator asks for). */
export const CONSENT_SOURCES = ['marketplace', 'in_person', 'phone', 'email', 'import', 'unsubscribe_link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CUSTOMER_IMPORT_ROWS_MAX = 5_000;
export const CUSTOMER_IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'country',
  'tags',
  'notes',
  'emailConsent',
  'smsConsent',
] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];

/** Notifications (DOMAIN.md › Areas › Notifications). */
export const NOTIFICATION_KINDS = [
  'lead_new',
  'message_new',
  'lead_assigned',
  'lead_overdue',
  'price_drop',
  'plan_limit',
  'deal_stage',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  lead_new: 'New lead',
  message_new: 'New message',
  lead_assigned: 'Lead assigned to you',
  lead_overdue: 'Lead overdue',
  price_drop: 'Price drop on a favorite',
  plan_limit: 'Plan limit reached',
  deal_stage: 'Deal stage changed',
};
export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Defaults before a person changes anything: everything in-app; email for what needs a reply. */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<
  Record<NotificationKind, Readonly<Record<NotificationChannel, boolean>>>
> = {
  lead_new: { inApp: true, email: true },
  message_new: { inApp: true, email: true },
  lead_assigned: { inApp: true, email: true },
  lead_overdue: { inApp: true, email: false },
  price_drop: { inApp: true, email: true },
  plan_limit: { inApp: true, email: true },
  // A colleague moved one of my deals: worth seeing, rarely worth an email.
  deal_stage: { inApp: true, email: false },
};

/** Live events (GET /api/events, server-sent events). */
export const LIVE_EVENT_TYPES = [
  'message.created',
  'conversation.read',
  'unread.changed',
  'lead.created',
  'lead.updated',
  'notification.created',
  'notifications.read',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export const LIVE_HEARTBEAT_MS = 15_000;
/** The client waits this long before reconnecting (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 2_000;

/** Where a notification about a lead or a conversation takes the person (the screens read these params). */
export const leadLink = (leadId: string) => `/dashboard/leads?lead=${encodeURIComponent(leadId)}`;
/** A vehicle on the marketplace (what a shopper's favorite links to). */
export const vehicleLink = (vehicleId: string) => `/dashboard/vehicles/${encodeURIComponent(vehicleId)}`;
export const conversationLink = (conversationId: string) =>
  `/dashboard/messages?c=${encodeURIComponent(conversationId)}`;
