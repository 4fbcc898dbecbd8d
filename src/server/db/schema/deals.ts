/**
 * Deals (DOMAIN.md › Areas › Deals): a sale in the making, from a lead or by hand, moving through
 * the pipeline's stages, with its sheet (sale type, price, down payment, trade-in, doc fee, tax)
 * and the figures computed from it, and its history. Money in integer cents; times UTC.
 */
import { relations, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DealStage, SaleType } from '../../../shared/deals';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { organizations } from './dealerships';
import { customers, leads } from './respond';
import { vehicles } from './vehicles';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => integer(name).notNull().default(0);

export const deals = pgTable(
  'deals',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null only once the vehicle itself is purged (a deal keeps its figures). */
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    salespersonId: text('salesperson_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage').$type<DealStage>().notNull().default('negotiation'),
    stageChangedAt: at('stage_changed_at').notNull().defaultNow(),
    lostReason: text('lost_reason'),
    lostNote: text('lost_note'),
    saleType: text('sale_type').$type<SaleType>().notNull().default('cash'),
    priceCents: integer('price_cents'),
    downPaymentCents: money('down_payment_cents'),
    tradeVin: text('trade_vin'),
    tradeDescription: text('trade_description'),
    tradeAllowanceCents: money('trade_allowance_cents'),
    tradePayoffCents: money('trade_payoff_cents'),
    docFeeCents: money('doc_fee_cents'),
    /** Sales tax in thousandths of a percent (6875 = 6.875 %). */
    taxRateThousandths: integer('tax_rate_thousandths').notNull().default(0),
    /**
     * The computed figures (shared/deals.ts computeDeal), written with every change so lists,
     * totals and reports sum them in SQL. Gross reads the vehicle's cost at the time and is frozen
     * when the deal is sold (a later cost edit does not rewrite a closed sale).
     */
    taxCents: money('tax_cents'),
    totalCents: money('total_cents'),
    frontGrossCents: integer('front_gross_cents'),
    soldAt: at('sold_at'),
    /** Optimistic concurrency: every write names the version it read; a stale one is a 409. */
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deals_org_stage_idx').on(t.organizationId, t.stage, t.updatedAt),
    index('deals_org_salesperson_idx').on(t.organizationId, t.salespersonId, t.updatedAt),
    index('deals_org_created_idx').on(t.organizationId, t.createdAt),
    index('deals_org_sold_idx')
      .on(t.organizationId, t.soldAt)
      .where(sql`stage = 'sold'`),
    index('deals_customer_idx').on(t.customerId),
    index('deals_vehicle_idx').on(t.vehicleId),
    index('deals_lead_idx').on(t.leadId),
  ],
);

export type DealEventKind = 'created' | 'stage' | 'sheet' | 'salesperson';

/** A deal's history, written by the code that changes it (every stage change is here). */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DealEventKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('deal_events_deal_at_idx').on(t.dealId, t.at, t.id)],
);

export const dealsRelations = relations(deals, ({ one, many }) => ({
  customer: one(customers, { fields: [deals.customerId], references: [customers.id] }),
  vehicle: one(vehicles, { fields: [deals.vehicleId], references: [vehicles.id] }),
  lead: one(leads, { fields: [deals.leadId], references: [leads.id] }),
  events: many(dealEvents),
}));
export const dealEventsRelations = relations(dealEvents, ({ one }) => ({
  deal: one(deals, { fields: [dealEvents.dealId], references: [deals.id] }),
}));
