/**
 * SQL of deals: the row with its customer, vehicle and salesperson, the list (filters, sort, page,
 * totals and stage counts under the same filters), the board (each stage's newest cards with its
 * count and sums), versioned writes, and the history. Every query names the dealership, and sales
 * see only their own deals: another's deal is not found.
 */
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { DEALS_PAGE_SIZE, type DealStage } from '../../../shared/deals';
import type { DealQuery, DealSort } from '../../../shared/schemas/deals';
import type { Db } from '../client';
import { customers, dealEvents, deals, organizations, users, vehiclePhotos, vehicles } from '../schema';
import type { DealEventKind } from '../schema/deals';
import { newId } from './ids';

export interface DealScope {
  organizationId: string;
  userId: string;
  role: string;
}

/** Sales see their own deals only (DOMAIN.md › Who uses it); owners and managers every deal. */
const visibility = (scope: DealScope): SQL | undefined =>
  scope.role === 'sales' ? eq(deals.salespersonId, scope.userId) : undefined;

/** The sheet's defaults and the cost rule of the dealership. */
export const findDealSettings = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({
      docFeeCents: organizations.defaultDocFeeCents,
      taxRateThousandths: organizations.defaultTaxRateThousandths,
      salesSeeCost: organizations.salesSeeCost,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? { docFeeCents: 0, taxRateThousandths: 0, salesSeeCost: false };
};

/** A vehicle's cost side for the gross: cost, the sum of its added costs, pack. */
export const findVehicleCosts = async (db: Db, organizationId: string, vehicleId: string) => {
  const [row] = await db
    .select({
      costCents: vehicles.costCents,
      packCents: vehicles.packCents,
      addedCostsCents: sql<number>`coalesce((select sum((c->>'amountCents')::int) from jsonb_array_elements(${vehicles.addedCosts}) c), 0)::int`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.organizationId, organizationId)));
  return row ? { ...row, addedCostsCents: Number(row.addedCostsCents) } : undefined;
};

const coverPhoto = sql<string | null>`(select p.id from ${vehiclePhotos} p where p.vehicle_id = ${vehicles.id}
  order by (p.id = ${vehicles.coverPhotoId}) desc, p.position asc limit 1)`;

const summaryColumns = {
  id: deals.id,
  organizationId: deals.organizationId,
  stage: deals.stage,
  saleType: deals.saleType,
  leadId: deals.leadId,
  priceCents: deals.priceCents,
  totalCents: deals.totalCents,
  frontGrossCents: deals.frontGrossCents,
  lostReason: deals.lostReason,
  soldAt: deals.soldAt,
  stageChangedAt: deals.stageChangedAt,
  updatedAt: deals.updatedAt,
  createdAt: deals.createdAt,
  version: deals.version,
  salespersonId: deals.salespersonId,
  salespersonName: sql<string | null>`(select u.name from ${users} u where u.id = ${deals.salespersonId})`,
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  vehicleId: vehicles.id,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  vehicleTrim: vehicles.trim,
  vehicleStock: vehicles.stockNumber,
  vehiclePrice: vehicles.priceCents,
  vehicleStatus: vehicles.status,
  vehicleListed: vehicles.listed,
  vehicleCoverId: coverPhoto,
};

const detailColumns = {
  ...summaryColumns,
  downPaymentCents: deals.downPaymentCents,
  tradeVin: deals.tradeVin,
  tradeDescription: deals.tradeDescription,
  tradeAllowanceCents: deals.tradeAllowanceCents,
  tradePayoffCents: deals.tradePayoffCents,
  docFeeCents: deals.docFeeCents,
  taxRateThousandths: deals.taxRateThousandths,
  taxCents: deals.taxCents,
  lostNote: deals.lostNote,
  createdById: deals.createdBy,
  createdByName: sql<string | null>`(select u.name from ${users} u where u.id = ${deals.createdBy})`,
};

export type DealSummaryRow = Awaited<ReturnType<typeof listDeals>>['items'][number];
export type DealRow = NonNullable<Awaited<ReturnType<typeof findDeal>>>;

/** The deal if the scope may see it (sales: only their own). */
export const findDeal = async (db: Db, scope: DealScope, id: string) => {
  const [row] = await db
    .select(detailColumns)
    .from(deals)
    .innerJoin(customers, eq(customers.id, deals.customerId))
    .leftJoin(vehicles, eq(vehicles.id, deals.vehicleId))
    .where(and(eq(deals.organizationId, scope.organizationId), eq(deals.id, id), visibility(scope)));
  return row;
};

const escapeLike = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const dealFilters = (scope: DealScope, query: DealQuery, withStage = true) => {
  const where: (SQL | undefined)[] = [eq(deals.organizationId, scope.organizationId), visibility(scope)];
  if (withStage && query.stage) where.push(eq(deals.stage, query.stage));
  if (query.saleType) where.push(eq(deals.saleType, query.saleType));
  if (query.salesperson) where.push(eq(deals.salespersonId, query.salesperson));
  if (query.customerId) where.push(eq(deals.customerId, query.customerId));
  if (query.vehicleId) where.push(eq(deals.vehicleId, query.vehicleId));
  if (query.soldFrom) where.push(gte(deals.soldAt, new Date(`${query.soldFrom}T00:00:00Z`)));
  if (query.soldTo) where.push(lt(deals.soldAt, new Date(Date.parse(`${query.soldTo}T00:00:00Z`) + 86_400_000)));
  if (query.q) {
    const like = escapeLike(query.q);
    where.push(
      or(
        sql`lower(${customers.firstName} || ' ' || coalesce(${customers.lastName}, '')) like ${like}`,
        sql`lower(coalesce(${vehicles.year}::text, '') || ' ' || coalesce(${vehicles.make}, '') || ' ' || coalesce(${vehicles.model}, '') || ' ' || coalesce(${vehicles.stockNumber}, '') || ' ' || coalesce(${vehicles.vin}, '')) like ${like}`,
      ),
    );
  }
  return and(...where);
};

const DEAL_ORDER: Record<DealSort, SQL[]> = {
  updated: [sql`${deals.updatedAt} desc`, sql`${deals.id} desc`],
  newest: [sql`${deals.createdAt} desc`, sql`${deals.id} desc`],
  price: [sql`${deals.priceCents} desc nulls last`, sql`${deals.id} desc`],
  gross: [sql`${deals.frontGrossCents} desc nulls last`, sql`${deals.id} desc`],
  sold: [sql`${deals.soldAt} desc nulls last`, sql`${deals.id} desc`],
};

const sums = {
  count: sql<number>`count(*)::int`,
  priceCents: sql<number>`coalesce(sum(${deals.priceCents}), 0)::bigint`,
  totalCents: sql<number>`coalesce(sum(${deals.totalCents}), 0)::bigint`,
  frontGrossCents: sql<number>`coalesce(sum(${deals.frontGrossCents}), 0)::bigint`,
};

const toTotals = (
  row: { count: number; priceCents: number; totalCents: number; frontGrossCents: number } | undefined,
) => ({
  count: Number(row?.count ?? 0),
  priceCents: Number(row?.priceCents ?? 0),
  totalCents: Number(row?.totalCents ?? 0),
  frontGrossCents: Number(row?.frontGrossCents ?? 0),
});

/** A page of deals with the count and sums of every match and the per-stage counts. */
export const listDeals = async (db: Db, scope: DealScope, query: DealQuery) => {
  const where = dealFilters(scope, query);
  const items = await db
    .select(summaryColumns)
    .from(deals)
    .innerJoin(customers, eq(customers.id, deals.customerId))
    .leftJoin(vehicles, eq(vehicles.id, deals.vehicleId))
    .where(where)
    .orderBy(...DEAL_ORDER[query.sort])
    .limit(DEALS_PAGE_SIZE)
    .offset((query.page - 1) * DEALS_PAGE_SIZE);
  const [totals] = await db
    .select(sums)
    .from(deals)
    .innerJoin(customers, eq(customers.id, deals.customerId))
    .leftJoin(vehicles, eq(vehicles.id, deals.vehicleId))
    .where(where);
  const stageRows = await db
    .select({ stage: deals.stage, n: sql<number>`count(*)::int` })
    .from(deals)
    .innerJoin(customers, eq(customers.id, deals.customerId))
    .leftJoin(vehicles, eq(vehicles.id, deals.vehicleId))
    .where(dealFilters(scope, query, false))
    .groupBy(deals.stage);
  const stageCounts = Object.fromEntries(stageRows.map((r) => [r.stage, Number(r.n)])) as Record<DealStage, number>;
  return { items, totals: toTotals(totals), stageCounts };
};

/**
 * The board: per stage its `perStage` most recently changed cards, its count and sums. Closed
 * stages cover deals moved there since `closedSince` (a board of every sale ever would not fit).
 */
export const boardDeals = async (db: Db, scope: DealScope, perStage: number, closedSince: Date) => {
  const where = and(
    eq(deals.organizationId, scope.organizationId),
    visibility(scope),
    or(inArray(deals.stage, ['negotiation', 'agreed', 'paperwork']), gte(deals.stageChangedAt, closedSince)),
  );
  const ranked = db
    .select({
      id: deals.id,
      rank: sql<number>`row_number() over (partition by ${deals.stage} order by ${deals.stageChangedAt} desc, ${deals.id} desc)`.as(
        'rank',
      ),
    })
    .from(deals)
    .where(where)
    .as('ranked');
  const items = await db
    .select(summaryColumns)
    .from(deals)
    .innerJoin(ranked, eq(ranked.id, deals.id))
    .innerJoin(customers, eq(customers.id, deals.customerId))
    .leftJoin(vehicles, eq(vehicles.id, deals.vehicleId))
    .where(sql`${ranked.rank} <= ${perStage}`)
    .orderBy(desc(deals.stageChangedAt), desc(deals.id));
  const totals = await db
    .select({ stage: deals.stage, ...sums })
    .from(deals)
    .where(where)
    .groupBy(deals.stage);
  return { items, totals: new Map(totals.map((t) => [t.stage, toTotals(t)])) };
};

export interface DealEventInput {
  kind: DealEventKind;
  data?: Record<string, unknown>;
  actorId: string | null;
  at?: Date;
}

export const insertDealEvents = async (tx: Db, organizationId: string, dealId: string, events: DealEventInput[]) => {
  if (!events.length) return;
  const now = new Date();
  await tx.insert(dealEvents).values(
    events.map((e, i) => ({
      id: newId(),
      organizationId,
      dealId,
      kind: e.kind,
      data: e.data ?? {},
      actorId: e.actorId,
      // A millisecond apart, in the order given, so the history keeps their order.
      at: e.at ?? new Date(now.getTime() + i),
    })),
  );
};

export type NewDealValues = Omit<typeof deals.$inferInsert, 'id' | 'organizationId'>;

export const insertDeal = async (tx: Db, organizationId: string, values: NewDealValues) => {
  const id = newId();
  await tx.insert(deals).values({ ...values, id, organizationId });
  return id;
};

export type DealChange = Partial<Omit<typeof deals.$inferInsert, 'id' | 'organizationId' | 'version'>>;

/**
 * Applies `set` when the deal is still at `version`, bumping it; false when another write got
 * there first (or the deal is gone). The check and the write are one statement, so two people
 * saving at once cannot both win.
 */
export const updateDealAtVersion = async (
  tx: Db,
  organizationId: string,
  id: string,
  version: number,
  set: DealChange,
): Promise<boolean> => {
  const rows = await tx
    .update(deals)
    .set({ ...set, version: sql`${deals.version} + 1`, updatedAt: new Date() })
    .where(and(eq(deals.organizationId, organizationId), eq(deals.id, id), eq(deals.version, version)))
    .returning({ id: deals.id });
  return rows.length > 0;
};

/** Another deal of this vehicle already sold (a car is sold once, until unwound). */
export const findSoldDealOfVehicle = async (db: Db, organizationId: string, vehicleId: string, exceptId: string) => {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.organizationId, organizationId),
        eq(deals.vehicleId, vehicleId),
        eq(deals.stage, 'sold'),
        sql`${deals.id} <> ${exceptId}`,
      ),
    );
  return row;
};

export const listDealEvents = (db: Db, organizationId: string, dealId: string) =>
  db
    .select({
      id: dealEvents.id,
      kind: dealEvents.kind,
      data: dealEvents.data,
      at: dealEvents.at,
      actorId: dealEvents.actorId,
      actorName: users.name,
    })
    .from(dealEvents)
    .leftJoin(users, eq(users.id, dealEvents.actorId))
    .where(and(eq(dealEvents.organizationId, organizationId), eq(dealEvents.dealId, dealId)))
    .orderBy(desc(dealEvents.at), desc(dealEvents.id));

/** The open deals of a lead (a lead carries one deal at a time). */
export const findOpenDealOfLead = async (db: Db, organizationId: string, leadId: string) => {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.organizationId, organizationId),
        eq(deals.leadId, leadId),
        inArray(deals.stage, ['negotiation', 'agreed', 'paperwork', 'sold']),
      ),
    )
    .orderBy(asc(deals.createdAt));
  return row;
};
