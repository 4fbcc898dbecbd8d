/**
 * SQL of the dashboard home (issue 11 › 8): a few counts and short lists per role, each one query
 * that an index answers, so the home costs about as much as one list screen.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { OPEN_DEAL_STAGES, type DealStage } from '../../../shared/deals';
import type { LeadStatus } from '../../../shared/respond';
import { AGE_BUCKETS, LISTABLE_STATUSES, type AgeBucket } from '../../../shared/vehicles';
import type { Db } from '../client';
import { customers, deals, leads, members, organizations, users, vehicles } from '../schema';
import { leadVisibility, type LeadSettingsRow, type LeadScope } from './leads';

const OPEN_LEAD = sql`${leads.status} not in ('converted', 'lost', 'junk')`;
const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
const endOfDayUtc = (now: Date) => {
  const d = new Date(now);
  d.setUTCHours(23, 59, 59, 999);
  return d;
};

/** Counts of the leads the person may see: new, overdue, critical, follow-ups due today. */
export const leadCounts = async (db: Db, scope: LeadScope, settings: LeadSettingsRow, now: Date) => {
  const awaiting = and(OPEN_LEAD, isNull(leads.firstResponseAt));
  const [row] = await db
    .select({
      fresh: sql<number>`count(*) filter (where ${leads.status} = 'new')::int`,
      overdue: sql<number>`count(*) filter (where ${awaiting} and ${leads.createdAt} < ${minutesAgo(now, settings.overdueMinutes)})::int`,
      critical: sql<number>`count(*) filter (where ${awaiting} and ${leads.createdAt} < ${minutesAgo(now, settings.criticalMinutes)})::int`,
      followUps: sql<number>`count(*) filter (where ${leads.nextFollowUpAt} <= ${endOfDayUtc(now)})::int`,
    })
    .from(leads)
    .where(and(eq(leads.organizationId, scope.organizationId), leadVisibility(scope, 'all'), OPEN_LEAD));
  return {
    new: row?.fresh ?? 0,
    overdue: row?.overdue ?? 0,
    critical: row?.critical ?? 0,
    followUpsDue: row?.followUps ?? 0,
  };
};

/** The leads to answer first: still without a reply, oldest first (the longest wait is the worst). */
export const urgentLeads = async (db: Db, scope: LeadScope, settings: LeadSettingsRow, now: Date, limit: number) => {
  const rows = await db
    .select({
      id: leads.id,
      status: leads.status,
      createdAt: leads.createdAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(leads)
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .where(
      and(
        eq(leads.organizationId, scope.organizationId),
        leadVisibility(scope, 'all'),
        OPEN_LEAD,
        isNull(leads.firstResponseAt),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit);
  return rows.map((r) => {
    const waited = (now.getTime() - r.createdAt.getTime()) / 60_000;
    return {
      id: r.id,
      customerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
      vehicle: r.make ? `${r.year} ${r.make} ${r.model}` : null,
      status: r.status as LeadStatus,
      createdAt: r.createdAt.toISOString(),
      urgency:
        waited >= settings.criticalMinutes
          ? ('critical' as const)
          : waited >= settings.overdueMinutes
            ? ('overdue' as const)
            : null,
    };
  });
};

/** Open deals by stage (count and agreed prices), and the deals sold since the month began (UTC). */
export const dealStageTotals = async (db: Db, scope: LeadScope, now: Date) => {
  const mine = scope.role === 'sales' ? eq(deals.salespersonId, scope.userId) : undefined;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [stages, [sold]] = await Promise.all([
    db
      .select({
        stage: deals.stage,
        count: sql<number>`count(*)::int`,
        value: sql<number>`coalesce(sum(${deals.priceCents}), 0)::bigint`,
      })
      .from(deals)
      .where(
        and(
          eq(deals.organizationId, scope.organizationId),
          mine,
          sql`${deals.stage} in ('negotiation', 'agreed', 'paperwork')`,
        ),
      )
      .groupBy(deals.stage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(deals)
      .where(
        and(
          eq(deals.organizationId, scope.organizationId),
          mine,
          eq(deals.stage, 'sold'),
          sql`${deals.soldAt} >= ${monthStart}`,
        ),
      ),
  ]);
  const byStage = new Map(stages.map((s) => [s.stage, s]));
  return {
    stages: OPEN_DEAL_STAGES.map((stage: DealStage) => ({
      stage,
      count: byStage.get(stage)?.count ?? 0,
      valueCents: Number(byStage.get(stage)?.value ?? 0),
    })),
    soldThisMonth: sold?.n ?? 0,
  };
};

const inStock = (organizationId: string) =>
  and(
    eq(vehicles.organizationId, organizationId),
    isNull(vehicles.deletedAt),
    sql`${vehicles.status} not in ('sold', 'wholesaled', 'archived')`,
  );
const ageDays = sql<number>`((now() at time zone 'UTC')::date - ${vehicles.inStockDate})::int`;

/** Stock by age bucket and the vehicles longest on the lot. */
export const stockAging = async (db: Db, organizationId: string, limit: number) => {
  const [buckets, oldest] = await Promise.all([
    db
      .select({
        bucket: sql<AgeBucket>`case when ${ageDays} <= 30 then '0-30' when ${ageDays} <= 60 then '31-60'
          when ${ageDays} <= 90 then '61-90' else '90+' end`,
        vehicles: sql<number>`count(*)::int`,
      })
      .from(vehicles)
      .where(inStock(organizationId))
      .groupBy(sql`1`),
    db
      .select({
        id: vehicles.id,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        trim: vehicles.trim,
        stockNumber: vehicles.stockNumber,
        priceCents: vehicles.priceCents,
        listed: vehicles.listed,
        days: ageDays,
      })
      .from(vehicles)
      .where(inStock(organizationId))
      .orderBy(asc(vehicles.inStockDate), asc(vehicles.id))
      .limit(limit),
  ]);
  const byBucket = new Map(buckets.map((b) => [b.bucket, b.vehicles]));
  return {
    buckets: AGE_BUCKETS.map((bucket) => ({ bucket, vehicles: byBucket.get(bucket) ?? 0 })),
    oldest: oldest.map((v) => ({
      id: v.id,
      title: [v.year, v.make, v.model, v.trim].filter(Boolean).join(' '),
      stockNumber: v.stockNumber,
      days: Number(v.days),
      priceCents: v.priceCents,
      listed: v.listed,
    })),
  };
};

/** Dealerships waiting for a platform admin's review: not verified, not suspended, oldest first. */
export const dealersToVerify = async (db: Db, limit: number) => {
  const waiting = and(isNull(organizations.verifiedAt), isNull(organizations.suspendedAt));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        city: organizations.city,
        region: organizations.region,
        createdAt: organizations.createdAt,
        listedVehicles: sql<number>`(select count(*)::int from ${vehicles} v
          where v.organization_id = ${organizations.id} and v.listed and v.deleted_at is null)`,
      })
      .from(organizations)
      .where(waiting)
      .orderBy(asc(organizations.createdAt), asc(organizations.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(organizations)
      .where(waiting),
  ]);
  return {
    toVerify: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      listedVehicles: Number(r.listedVehicles),
    })),
    toVerifyCount: count?.n ?? 0,
  };
};

/** The platform at a glance: dealerships by state, vehicles on the marketplace, shoppers, recent sales. */
export const platformTotals = async (db: Db, now: Date) => {
  const [[orgs], [listed], [shoppers], [sold]] = await Promise.all([
    db
      .select({
        all: sql<number>`count(*)::int`,
        verified: sql<number>`count(*) filter (where ${isNotNull(organizations.verifiedAt)} and ${isNull(organizations.suspendedAt)})::int`,
        suspended: sql<number>`count(*) filter (where ${isNotNull(organizations.suspendedAt)})::int`,
      })
      .from(organizations),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
      .where(
        and(
          eq(vehicles.listed, true),
          isNull(vehicles.deletedAt),
          isNull(organizations.suspendedAt),
          inArray(vehicles.status, [...LISTABLE_STATUSES]),
        ),
      ),
    // A shopper: a person with no dealership and no platform role.
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          sql`coalesce(${users.role}, '') not like '%admin%'`,
          sql`not exists (select 1 from ${members} m where m.user_id = ${users.id})`,
        ),
      ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(deals)
      .where(and(eq(deals.stage, 'sold'), sql`${deals.soldAt} >= ${minutesAgo(now, 30 * 24 * 60)}`)),
  ]);
  return {
    dealerships: orgs?.all ?? 0,
    verified: orgs?.verified ?? 0,
    suspended: orgs?.suspended ?? 0,
    listedVehicles: listed?.n ?? 0,
    shoppers: shoppers?.n ?? 0,
    soldLast30Days: sold?.n ?? 0,
  };
};
