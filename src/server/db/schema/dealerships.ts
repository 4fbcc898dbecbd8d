/**
 * Dealerships: better-auth's organization plugin tables (organizations, members, invitations), with
 * our plan and address columns on organizations.
 */
import { relations } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { createdAt } from './columns';

/** A dealership. Plan columns are ours; better-auth owns id, name, slug, logo, metadata. */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: createdAt(),
  phone: text('phone'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  region: text('region'),
  postalCode: text('postal_code'),
  country: text('country'),
  website: text('website'),
  plan: text('plan', { enum: ['starter', 'dealer', 'pro'] }),
  planStatus: text('plan_status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
  billingInterval: text('billing_interval', { enum: ['month', 'year'] })
    .notNull()
    .default('month'),
  /** End of the paid period in force (renewal date); null on a trial. */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
  /** Stripe's customer and subscription, when Stripe runs checkout. */
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
  /** Why a platform admin suspended the dealership: its staff see it (issue 11 › Dealers). */
  suspensionReason: text('suspension_reason'),
  /** A short public description for the dealer's page and the directory. */
  about: text('about'),
  /** Opening hours, one entry per weekday (Mon..Sun): closed, or opens/closes as "HH:MM". */
  hours: jsonb('hours').$type<DealershipHours>(),
  /** Stock numbers: prefix + the last sequence handed out (never reused; DOMAIN.md › Decisions). */
  stockPrefix: text('stock_prefix'),
  stockSequence: integer('stock_sequence').notNull().default(0),
  /** Whether sales staff see cost, pack and gross (the owner decides; off by default). */
  salesSeeCost: boolean('sales_see_cost').notNull().default(false),
  defaultPackCents: integer('default_pack_cents').notNull().default(0),
  /** A new deal sheet's doc fee (DOMAIN.md › Areas › Settings) and tax rate (thousandths of a percent). */
  defaultDocFeeCents: integer('default_doc_fee_cents').notNull().default(0),
  defaultTaxRateThousandths: integer('default_tax_rate_thousandths').notNull().default(0),
});

export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('sales'),
    createdAt: createdAt(),
    /** A deactivated member keeps their history (leads, deals) but no longer acts for the dealership. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('members_organization_id_idx').on(t.organizationId),
    uniqueIndex('members_org_user_uq').on(t.organizationId, t.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('invitations_organization_id_idx').on(t.organizationId), index('invitations_email_idx').on(t.email)],
);

/** One day of opening hours; `null` opens/closes means closed that day. */
export type DealershipDayHours = { opens: string | null; closes: string | null };
/** Seven days, Monday first. */
export type DealershipHours = DealershipDayHours[];

/**
 * Every change to a dealership's settings, team or status: who, when, what, before and after
 * (issue 11 › Settings). Written in the same transaction as the change it records; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null when the actor's account was deleted since (the entry stays). */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name at the time, so the log reads the same after they leave. */
    actorName: text('actor_name').notNull(),
    /** What changed, e.g. "dealership.profile", "team.role", "lead.settings", "dealer.suspended". */
    action: text('action').notNull(),
    /** What it changed, in words a reader understands (a person's name, "Lead routing"). */
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * A shopper's rating of a dealership they messaged (issue 11 › Dealers): 1–5 stars and an optional
 * comment, one per shopper and dealership (a new rating replaces the old one).
 */
export const dealerRatings = pgTable(
  'dealer_ratings',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealer_ratings_org_user_uq').on(t.organizationId, t.userId),
    check('dealer_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export const organizationsRelations = relations(organizations, ({ many }) => ({
  members: many(members),
  invitations: many(invitations),
}));
export const membersRelations = relations(members, ({ one }) => ({
  organization: one(organizations, { fields: [members.organizationId], references: [organizations.id] }),
  user: one(users, { fields: [members.userId], references: [users.id] }),
}));
export const invitationsRelations = relations(invitations, ({ one }) => ({
  organization: one(organizations, { fields: [invitations.organizationId], references: [organizations.id] }),
  inviter: one(users, { fields: [invitations.inviterId], references: [users.id] }),
}));
