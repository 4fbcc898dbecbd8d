/**
 * SQL of reports (issue 11 › Reports): every figure computed by PostgreSQL over one dealership's
 * rows, for whole UTC days [from, to]. A sale counts on the day its deal was sold and only while it
 * stays sold (an unwound deal is no sale); revenue is the vehicle's price on the deal, before tax
 * and fees; days to sell run from the vehicle's in-stock date to the sale.
 */
import { sql } from 'drizzle-orm';
import { AGE_BUCKETS, type AgeBucket } from '../../../shared/vehicles';
import type { LeadSource } from '../../../shared/respond';
import type { Db } from '../client';
import { deals, leads, users, vehicles } from '../schema';

export interface DayRange {
  /** Inclusive UTC days, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
}

const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const start = (r: DayRange) => sql`${r.from}::date::timestamp at time zone 'UTC'`;
const end = (r: DayRange) => sql`(${r.to}::date + 1)::timestamp at time zone 'UTC'`;

/** Units, revenue, front gross and average days to sell of the deals sold in the range. */
export const salesTotals = async (db: Db, organizationId: string, range: DayRange) => {
  const [row] = await rowsOf<Record<string, unknown>>(
    db.execute(sql`
      select count(*)::int as units,
             coalesce(sum(d.price_cents), 0)::bigint as revenue,
             coalesce(sum(d.front_gross_cents), 0)::bigint as gross,
             avg(((d.sold_at at time zone 'UTC')::date - v.in_stock_date))::float8 as days
      from ${deals} d
      left join ${vehicles} v on v.id = d.vehicle_id
      where d.organization_id = ${organizationId} and d.stage = 'sold'
        and d.sold_at >= ${start(range)} and d.sold_at < ${end(range)}`),
  );
  return {
    units: num(row?.units),
    revenueCents: num(row?.revenue),
    frontGrossCents: num(row?.gross),
    avgDaysToSell: row?.days === null || row?.days === undefined ? null : Math.round(Number(row.days) * 10) / 10,
  };
};

/** One row per day of the range, zeros included. */
export const salesByDay = async (db: Db, organizationId: string, range: DayRange) =>
  (
    await rowsOf<Record<string, unknown>>(
      db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as date,
               count(d.id)::int as units,
               coalesce(sum(d.price_cents), 0)::bigint as revenue,
               coalesce(sum(d.front_gross_cents), 0)::bigint as gross
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as day
        left join ${deals} d on d.organization_id = ${organizationId} and d.stage = 'sold'
          and (d.sold_at at time zone 'UTC')::date = day::date
        group by day order by day`),
    )
  ).map((r) => ({
    date: String(r.date),
    units: num(r.units),
    revenueCents: num(r.revenue),
    frontGrossCents: num(r.gross),
  }));

/** The stock today (not sold, wholesaled, archived or deleted) by days in stock, with its asking value. */
export const inventoryAging = async (db: Db, organizationId: string) => {
  const rows = await rowsOf<Record<string, unknown>>(
    db.execute(sql`
      select case
               when age <= 30 then '0-30' when age <= 60 then '31-60' when age <= 90 then '61-90' else '90+'
             end as bucket,
             count(*)::int as vehicles,
             coalesce(sum(price_cents), 0)::bigint as value
      from (
        select ((now() at time zone 'UTC')::date - in_stock_date) as age, price_cents
        from ${vehicles}
        where organization_id = ${organizationId} and deleted_at is null
          and status not in ('sold', 'wholesaled', 'archived')
      ) stock
      group by 1`),
  );
  const byBucket = new Map(rows.map((r) => [String(r.bucket) as AgeBucket, r]));
  return AGE_BUCKETS.map((bucket) => ({
    bucket,
    vehicles: num(byBucket.get(bucket)?.vehicles),
    valueCents: num(byBucket.get(bucket)?.value),
  }));
};

/**
 * Leads created in the range, by source: contacted once the dealership replied (or moved it past
 * new), appointment once it reached appointment or beyond, converted, lost (junk is not a lead).
 */
export const leadFunnel = async (db: Db, organizationId: string, range: DayRange) =>
  (
    await rowsOf<Record<string, unknown>>(
      db.execute(sql`
        select source,
               count(*)::int as leads,
               count(*) filter (where first_response_at is not null or status <> 'new')::int as contacted,
               count(*) filter (where status in ('appointment', 'negotiating', 'converted'))::int as appointment,
               count(*) filter (where status = 'converted')::int as converted,
               count(*) filter (where status = 'lost')::int as lost
        from ${leads}
        where organization_id = ${organizationId} and status <> 'junk'
          and created_at >= ${start(range)} and created_at < ${end(range)}
        group by source`),
    )
  ).map((r) => ({
    source: String(r.source) as LeadSource,
    leads: num(r.leads),
    contacted: num(r.contacted),
    appointment: num(r.appointment),
    converted: num(r.converted),
    lost: num(r.lost),
  }));

/** First-response time of the leads created in the range, by the person they are assigned to. */
export const responseBySalesperson = async (db: Db, organizationId: string, range: DayRange) =>
  (
    await rowsOf<Record<string, unknown>>(
      db.execute(sql`
        select l.assignee_id as user_id, u.name,
               count(*)::int as leads,
               count(l.first_response_at)::int as answered,
               avg(extract(epoch from (l.first_response_at - l.created_at)) / 60)::float8 as avg_minutes,
               percentile_cont(0.5) within group (order by extract(epoch from (l.first_response_at - l.created_at)) / 60)
                 filter (where l.first_response_at is not null)::float8 as median_minutes
        from ${leads} l
        join ${users} u on u.id = l.assignee_id
        where l.organization_id = ${organizationId} and l.status <> 'junk'
          and l.created_at >= ${start(range)} and l.created_at < ${end(range)}
        group by l.assignee_id, u.name
        order by u.name`),
    )
  ).map((r) => ({
    userId: String(r.user_id),
    name: String(r.name),
    leads: num(r.leads),
    answered: num(r.answered),
    avgMinutes: numOrNull(r.avg_minutes) === null ? null : Math.round(Number(r.avg_minutes) * 10) / 10,
    medianMinutes: numOrNull(r.median_minutes) === null ? null : Math.round(Number(r.median_minutes) * 10) / 10,
  }));
