/**
 * The demo vehicles (src/server/db/seed-vehicles.ts): every status and aging bucket is there,
 * every VIN passes the same validation the API applies, stock numbers are the dealership's own
 * unbroken sequence, the deal badge has groups to rate, and shoppers have favorites to show.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { DEMO_VEHICLES_PER_DEALERSHIP, buildVin, createRandom } from '../../src/server/db/seed-vehicles';
import {
  AGE_BUCKETS,
  DEAL_MIN_COMPARABLES,
  VEHICLE_STATUSES,
  ageBucketOf,
  dealRating,
  formatStockNumber,
} from '../../src/shared/vehicles';
import { modelYearCandidates, validateVin, vinWmi } from '../../src/shared/vin';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
type Row = Record<string, unknown>;
const rows = async <T extends Row>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db, t.auth)).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe('demo vehicles', () => {
  it('gives each dealership ~150 vehicles in every status, most of them listed', async () => {
    const counts = await rows<{ name: string; status: string; n: number; listed: number }>(sql`
      select o.name, v.status, count(*)::int as n, count(*) filter (where v.listed)::int as listed
      from vehicles v join organizations o on o.id = v.organization_id
      group by o.name, v.status`);
    const dealerships = [...new Set(counts.map((c) => c.name))].sort();
    expect(dealerships).toEqual(['Riverside Auto Group', 'Summit Ridge Motors']);
    for (const name of dealerships) {
      const own = counts.filter((c) => c.name === name);
      expect(own.reduce((s, c) => s + c.n, 0)).toBe(DEMO_VEHICLES_PER_DEALERSHIP);
      expect(own.map((c) => c.status).sort()).toEqual([...VEHICLE_STATUSES].sort());
      const listed = own.reduce((s, c) => s + c.listed, 0);
      expect(listed).toBeGreaterThan(DEMO_VEHICLES_PER_DEALERSHIP / 2);
      // Only vehicles for sale are listed.
      for (const c of own) if (!['available', 'on_hold'].includes(c.status)) expect(c.listed, c.status).toBe(0);
      const sold = own.find((c) => c.status === 'sold')!.n;
      expect(sold).toBeGreaterThanOrEqual(20);
    }
  });

  it('fills every aging bucket, and sold vehicles sold within the last 90 days', async () => {
    const ages = await rows<{
      status: string;
      days: number;
      sold_days: number | null;
      in_before_sold: boolean | null;
    }>(sql`
      select status, (current_date - in_stock_date)::int as days,
        (extract(epoch from now() - sold_at) / 86400)::int as sold_days,
        (in_stock_date <= sold_at::date) as in_before_sold
      from vehicles`);
    const buckets = new Set(ages.filter((a) => a.status === 'available').map((a) => ageBucketOf(a.days)));
    expect([...buckets].sort()).toEqual([...AGE_BUCKETS].sort());
    expect(Math.min(...ages.map((a) => a.days))).toBeGreaterThanOrEqual(0);
    for (const a of ages.filter((x) => x.status === 'sold')) {
      expect(a.sold_days).toBeLessThan(90);
      expect(a.in_before_sold).toBe(true);
    }
  });

  it('has only valid, unique VINs whose model-year code matches the year', async () => {
    const vins = await rows<{ vin: string; year: number; make: string }>(sql`select vin, year, make from vehicles`);
    expect(new Set(vins.map((v) => v.vin)).size).toBe(vins.length);
    for (const v of vins) {
      const check = validateVin(v.vin);
      expect(check.problems, v.vin).toEqual([]);
      expect(check.warnings, v.vin).toEqual([]);
      expect(
        modelYearCandidates(v.vin).map((c) => c.year),
        v.vin,
      ).toContain(v.year);
    }
    const teslaWmis = new Set(vins.filter((v) => v.make === 'Tesla').map((v) => vinWmi(v.vin)));
    expect([...teslaWmis]).toEqual(['5YJ']);
  });

  it('numbers stock with the prefix and an unbroken sequence, and the dealership knows where it is', async () => {
    const orgs = await rows<{ id: string; stock_prefix: string; stock_sequence: number }>(
      sql`select id, stock_prefix, stock_sequence from organizations order by name`,
    );
    expect(orgs.map((o) => o.stock_prefix)).toEqual(['RAG', 'SRM']);
    for (const org of orgs) {
      const stock = await rows<{ stock_number: string }>(
        sql`select stock_number from vehicles where organization_id = ${org.id} order by created_at, stock_number`,
      );
      expect(stock.map((s) => s.stock_number)).toEqual(
        Array.from({ length: stock.length }, (_, i) => formatStockNumber(org.stock_prefix, i + 1)),
      );
      expect(org.stock_sequence).toBe(stock.length);
    }
  });

  it('prices above cost, with price history that ends at the asking price and some drops', async () => {
    const bad = await rows(sql`select id from vehicles where cost_cents >= price_cents`);
    expect(bad).toEqual([]);
    const last = await rows<{ mismatched: number; drops: number }>(sql`
      select count(*) filter (where h.new_price_cents is distinct from v.price_cents)::int as mismatched,
        (select count(*)::int from vehicle_price_changes where old_price_cents > new_price_cents) as drops
      from vehicles v
      join lateral (select new_price_cents from vehicle_price_changes c where c.vehicle_id = v.id
        order by changed_at desc limit 1) h on true`);
    expect(last[0]!.mismatched).toBe(0);
    expect(last[0]!.drops).toBeGreaterThan(20);
    const events = await rows<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from vehicle_events group by kind`,
    );
    expect(events.map((e) => e.kind).sort()).toEqual(['created', 'listed', 'price', 'status']);
    // Activity reads in order: each status step after the one before, none in the future, and a
    // listed vehicle that sold says it left the marketplace.
    const outOfOrder = await rows(sql`
      select e.vehicle_id from vehicle_events e
      where e.kind = 'status' and (e.at > now() or exists (
        select 1 from vehicle_events p where p.vehicle_id = e.vehicle_id and p.kind = 'status'
          and p.data->>'to' = e.data->>'from' and p.at > e.at))`);
    expect(outOfOrder).toEqual([]);
    const unlisted = await rows(
      sql`select 1 from vehicle_events where kind = 'status' and data->>'to' = 'sold' and (data->>'unlisted')::boolean`,
    );
    expect(unlisted.length).toBeGreaterThan(0);
  });

  it('has make/model/year groups with enough listed comparables for every deal rating', async () => {
    const listed = await rows<{ make: string; model: string; year: number; price_cents: number; org: string }>(sql`
      select make, model, year, price_cents, organization_id as org
      from vehicles where listed and price_cents is not null`);
    const groups = new Map<string, typeof listed>();
    for (const r of listed) {
      const key = `${r.make}|${r.model}|${r.year}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    // Groups of at least five, stocked by both dealerships: the badge compares across the platform.
    const rated = [...groups.values()].filter(
      (g) => g.length >= DEAL_MIN_COMPARABLES && new Set(g.map((r) => r.org)).size === 2,
    );
    expect(rated.length).toBeGreaterThanOrEqual(5);
    const ratings = new Set<string>();
    for (const g of rated) {
      const sorted = g.map((r) => r.price_cents).sort((a, b) => a - b);
      const mid = sorted.length / 2;
      const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
      for (const r of g) ratings.add(dealRating(r.price_cents, median, g.length));
    }
    expect([...ratings].sort()).toEqual(['fair', 'good', 'great', 'high']);
  });

  it('gives shoppers favorites, one saved before a price drop and one that sold since', async () => {
    const favs = await rows<{ username: string; saved: number | null; price: number | null; status: string }>(sql`
      select u.username, f.saved_price_cents as saved, v.price_cents as price, v.status
      from favorites f join users u on u.id = f.user_id join vehicles v on v.id = f.vehicle_id`);
    expect(new Set(favs.map((f) => f.username))).toEqual(new Set(['tom.nguyen', 'rachel.greene']));
    expect(favs.some((f) => f.saved !== null && f.price !== null && f.saved > f.price)).toBe(true);
    expect(favs.some((f) => f.status === 'sold')).toBe(true);
  });

  it('is deterministic: the same seed builds the same VINs', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(buildVin('1FTFW', 'FW1EP', 2022, 'F', 123456)).toBe(buildVin('1FTFW', 'FW1EP', 2022, 'F', 123456));
    expect(validateVin(buildVin('5YJ3E', '3E1EA', 2023, 'F', 100001)).ok).toBe(true);
  });
});
