/**
 * Billing: checkouts (a plan change on its way through the payment provider) and invoices (what
 * was charged, printable). The plan in force lives on organizations (dealerships.ts).
 */
import { index, integer, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { organizations } from './dealerships';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: ['starter', 'dealer', 'pro'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'completed', 'expired'] })
      .notNull()
      .default('open'),
    /** 'test' (the built-in checkout) or 'stripe'. */
    mode: text('mode', { enum: ['test', 'stripe'] }).notNull(),
    /** Stripe's Checkout Session id, when Stripe runs it. */
    providerRef: text('provider_ref'),
    url: text('url').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [index('checkouts_organization_idx').on(t.organizationId, t.createdAt)],
);

/** INV-YYYY-NNNNNN: the number part comes from this platform-wide sequence, never reused. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1, increment: 1 });

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    planId: text('plan_id', { enum: ['starter', 'dealer', 'pro'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['paid', 'open', 'void'] }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    issuedAt: at('issued_at').notNull(),
    paidAt: at('paid_at'),
    checkoutId: text('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
  },
  (t) => [index('invoices_organization_idx').on(t.organizationId, t.issuedAt)],
);
