/**
 * Dealerships: better-auth's organization plugin tables (organizations, members, invitations), with
 * our plan and address columns on organizations.
 */
import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
