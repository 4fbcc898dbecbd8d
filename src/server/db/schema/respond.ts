/**
 * Respond (DOMAIN.md › Areas › Leads, Messages, Customers, Notifications): a dealership's customers
 * (several emails and phones, consent with its time and source), leads with their timeline,
 * conversations per (vehicle, shopper, dealership) with messages and per-person read state,
 * notifications and their preferences, idempotency keys for sends, and the live-event log the
 * event stream resumes from. Times are UTC (timestamptz).
 */
import { relations, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ConsentSource,
  LeadEventKind,
  LeadRouting,
  LeadSource,
  LeadStatus,
  NotificationKind,
} from '../../../shared/respond';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { organizations } from './dealerships';
import { vehicles } from './vehicles';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const orgId = () =>
  text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** Per dealership; a dealership without a row has the defaults (DOMAIN.md › Decisions › Leads). */
export const leadSettings = pgTable('lead_settings', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  routing: text('routing').$type<LeadRouting>().notNull().default('round_robin'),
  overdueMinutes: integer('overdue_minutes').notNull().default(15),
  criticalMinutes: integer('critical_minutes').notNull().default(60),
  /** Round robin: the member who got the last lead (the next one goes to whoever follows). */
  lastAssignedUserId: text('last_assigned_user_id'),
});

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country'),
    notes: text('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The marketplace account this customer wrote from (one per dealership: see the unique index). */
    shopperUserId: text('shopper_user_id').references(() => users.id, { onDelete: 'set null' }),
    emailConsent: boolean('email_consent').notNull().default(false),
    emailConsentAt: at('email_consent_at'),
    emailConsentSource: text('email_consent_source').$type<ConsentSource>(),
    smsConsent: boolean('sms_consent').notNull().default(false),
    smsConsentAt: at('sms_consent_at'),
    smsConsentSource: text('sms_consent_source').$type<ConsentSource>(),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_org_activity_idx').on(t.organizationId, t.lastActivityAt),
    index('customers_org_name_idx').on(t.organizationId, sql`lower(first_name)`, sql`lower(coalesce(last_name, ''))`),
    index('customers_tags_idx').using('gin', t.tags),
    uniqueIndex('customers_org_shopper_uq').on(t.organizationId, t.shopperUserId),
  ],
);

/** Emails, lower case; one customer per email within a dealership (the match of a returning shopper). */
export const customerEmails = pgTable(
  'customer_emails',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_emails_org_email_uq').on(t.organizationId, t.email),
    index('customer_emails_customer_idx').on(t.customerId),
  ],
);

/** Phones as typed, with their digits for matching (dedupe and search ignore punctuation). */
export const customerPhones = pgTable(
  'customer_phones',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    digits: text('digits').notNull(),
    label: text('label').notNull().default('mobile'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_phones_org_digits_idx').on(t.organizationId, t.digits),
    index('customer_phones_customer_idx').on(t.customerId),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    source: text('source').$type<LeadSource>().notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** Why it was lost or is junk (LEAD_LOST_REASONS, LEAD_JUNK_REASONS), with an optional note. */
    reason: text('reason'),
    reasonNote: text('reason_note'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    nextFollowUpAt: at('next_follow_up_at'),
    /** The first reply by the dealership (a message or a call logged): the response timer stops. */
    firstResponseAt: at('first_response_at'),
    firstResponseBy: text('first_response_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set once the overdue notification went out, so it goes out once. */
    overdueNotifiedAt: at('overdue_notified_at'),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_org_created_idx').on(t.organizationId, t.createdAt),
    index('leads_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    index('leads_org_assignee_idx').on(t.organizationId, t.assigneeId, t.createdAt),
    index('leads_org_vehicle_idx').on(t.organizationId, t.vehicleId),
    index('leads_customer_idx').on(t.customerId),
    // The overdue sweep and the overdue filter: open leads still waiting for a first reply.
    index('leads_awaiting_reply_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`first_response_at is null and status not in ('converted', 'lost', 'junk')`),
  ],
);

/** A lead's timeline, written by the code that does the thing (never by hand). */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_at_idx').on(t.leadId, t.at, t.id)],
);

/** One per (vehicle, shopper, dealership): a shopper writing again about a vehicle continues it. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    shopperId: text('shopper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_vehicle_shopper_org_uq').on(t.vehicleId, t.shopperId, t.organizationId),
    index('conversations_org_last_idx').on(t.organizationId, t.lastMessageAt),
    index('conversations_shopper_last_idx').on(t.shopperId, t.lastMessageAt),
    index('conversations_lead_idx').on(t.leadId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: text('sender_side').$type<'shopper' | 'dealer'>().notNull(),
    /** Plain text, never HTML (the screen escapes it and makes links clickable). */
    body: text('body').notNull(),
    /** Per conversation, 1, 2, 3…: orders the thread and lets read state compare "up to". */
    seq: integer('seq').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('messages_conversation_seq_uq').on(t.conversationId, t.seq)],
);

/** Per participant: how far they have read (unread = the other side's messages after it). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').$type<'shopper' | 'dealer'>().notNull(),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    lastReadAt: at('last_read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: at('read_at'),
    emailedAt: at('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/** A row only where a person changed a default (DEFAULT_NOTIFICATION_PREFERENCES). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A retried request with the same Idempotency-Key answers what the first one answered (a double
 * click or a retry after a timeout never sends twice). The row is written in the same transaction
 * as the effect, so an effect exists exactly when its key does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request body: the same key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The live-event log (GET /api/events): one row per recipient. The serial id is the SSE event id,
 * increasing across every server instance on one database, so a stream resumes (Last-Event-ID)
 * after a drop or a restart, on any instance. Rows older than a day are pruned.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);

export const customersRelations = relations(customers, ({ many }) => ({
  emails: many(customerEmails),
  phones: many(customerPhones),
  leads: many(leads),
}));
export const customerEmailsRelations = relations(customerEmails, ({ one }) => ({
  customer: one(customers, { fields: [customerEmails.customerId], references: [customers.id] }),
}));
export const customerPhonesRelations = relations(customerPhones, ({ one }) => ({
  customer: one(customers, { fields: [customerPhones.customerId], references: [customers.id] }),
}));
export const leadsRelations = relations(leads, ({ one, many }) => ({
  customer: one(customers, { fields: [leads.customerId], references: [customers.id] }),
  vehicle: one(vehicles, { fields: [leads.vehicleId], references: [vehicles.id] }),
  events: many(leadEvents),
}));
export const leadEventsRelations = relations(leadEvents, ({ one }) => ({
  lead: one(leads, { fields: [leadEvents.leadId], references: [leads.id] }),
}));
export const conversationsRelations = relations(conversations, ({ one, many }) => ({
  vehicle: one(vehicles, { fields: [conversations.vehicleId], references: [vehicles.id] }),
  lead: one(leads, { fields: [conversations.leadId], references: [leads.id] }),
  messages: many(messages),
}));
export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
}));
