/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
/**
 * Reports through the API (issue 11 › Reports): each figure for a range and the period before it,
 * checked against rows written by hand here (unwound and lost deals are no sales, junk is no
 * lead, other dealerships never count), sales see no gross, bad ranges name the field, every table
 * exports as CSV; and on the seeded demo data each figure equals a count made in the test from the
 * seeded rows themselves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/server/db/queries/auth';
import { findMembership } from '../../src/server/db/queries/dealerships';
import { newId } from '../../src/server/db/queries/ids';
import { customers, deals, leads, users, vehicles } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { closeVinDecoder } from '../../src/server/vin';
import { ageBucketOf } from '../../src/shared/vehicles';
import { checkDigit } from '../../src/shared/vin';
import { createClient, createTestApp, inviteAndAccept, registerDealer, type Client, type TestApp } from './helpers';
import { clientFor } from './viewer-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
});
afterAll(async () => {
  await closeVinDecoder();
  await t.close();
});

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const at = (offset: number, hour = 15) => new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00Z`);

let serial = 0;
const freshVin = () => {
  serial += 1;
  const draft = `1HGCM82633A${String(400000 + serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${checkDigit(draft)}${draft.slice(9)}`;
};

describe('figures on rows written by hand', () => {
  let owner: Client;
  let sales: Client;
  let org: string;
  let salesId: string;

  /** A vehicle in stock since `inStock` days ago, at `price` dollars. */
  const addVehicle = async (inStock: number, price: number, status = 'available') => {
    const res = await owner.post('/api/inventory', {
      vin: freshVin(),
      year: 2021,
      make: 'Toyota',
      model: 'Camry',
      mileage: 20_000,
      condition: 'used',
      status,
      priceCents: price * 100,
      inStockDate: day(-inStock),
    });
    if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.vehicle.id as string;
  };
  const customer = async () => {
    const id = newId();
    await t.db.insert(customers).values({ id, organizationId: org, firstName: 'Jamie' });
    return id;
  };
  const deal = async (values: {
    stage: string;
    soldDaysAgo?: number;
    price: number;
    gross: number;
    vehicleId: string;
  }) =>
    t.db.insert(deals).values({
      id: newId(),
      organizationId: org,
      customerId: await customer(),
      vehicleId: values.vehicleId,
      stage: values.stage as any,
      priceCents: values.price * 100,
      frontGrossCents: values.gross * 100,
      soldAt: values.soldDaysAgo === undefined ? null : at(-values.soldDaysAgo),
    });
  const lead = async (values: {
    source: string;
    status: string;
    createdDaysAgo: number;
    replyMinutes?: number;
    assigneeId?: string | null;
  }) => {
    const created = at(-values.createdDaysAgo, 10);
    await t.db.insert(leads).values({
      id: newId(),
      organizationId: org,
      customerId: await customer(),
      source: values.source as any,
      status: values.status as any,
      assigneeId: values.assigneeId ?? null,
      createdAt: created,
      firstResponseAt:
        values.replyMinutes === undefined ? null : new Date(created.getTime() + values.replyMinutes * 60_000),
    });
  };

  beforeAll(async () => {
    const dealer = await registerDealer(t, 'Report Card Motors');
    owner = dealer.client;
    org = dealer.dealership.id;
    const joined = await inviteAndAccept(t, owner, 'sales');
    sales = joined.member;
    salesId = (await findUserByEmail(t.db, joined.email))!.id;
    await t.db.update(users).set({ name: 'Avery Sales' }).where(eq(users.id, salesId));

    // This period (the last 30 days): two sales, one unwound and one lost deal that do not count.
    await deal({ stage: 'sold', soldDaysAgo: 2, price: 20_000, gross: 2_500, vehicleId: await addVehicle(40, 20_000) });
    await deal({
      stage: 'sold',
      soldDaysAgo: 10,
      price: 30_000,
      gross: 1_500,
      vehicleId: await addVehicle(30, 30_000),
    });
    await deal({
      stage: 'unwound',
      soldDaysAgo: 5,
      price: 99_000,
      gross: 9_000,
      vehicleId: await addVehicle(3, 99_000),
    });
    await deal({ stage: 'lost', price: 88_000, gross: 8_000, vehicleId: await addVehicle(12, 88_000) });
    // The period before (31–60 days ago): one sale.
    await deal({
      stage: 'sold',
      soldDaysAgo: 45,
      price: 15_000,
      gross: 1_000,
      vehicleId: await addVehicle(65, 15_000),
    });
    // Incoming is stock too (bought, on its way): in aging.
    await addVehicle(100, 5_000, 'incoming');

    // Leads this period: marketplace 3 (one converted, one answered in 10 min, one never), walk-in 1
    // (appointment, answered in 30 min), one junk that is not a lead; one lead from the period before.
    await lead({
      source: 'marketplace',
      status: 'converted',
      createdDaysAgo: 3,
      replyMinutes: 20,
      assigneeId: salesId,
    });
    await lead({
      source: 'marketplace',
      status: 'contacted',
      createdDaysAgo: 4,
      replyMinutes: 10,
      assigneeId: salesId,
    });
    await lead({ source: 'marketplace', status: 'new', createdDaysAgo: 1, assigneeId: salesId });
    await lead({ source: 'walk_in', status: 'appointment', createdDaysAgo: 6, replyMinutes: 30, assigneeId: salesId });
    await lead({ source: 'phone', status: 'junk', createdDaysAgo: 2, replyMinutes: 1, assigneeId: salesId });
    await lead({ source: 'phone', status: 'lost', createdDaysAgo: 50, replyMinutes: 5, assigneeId: salesId });

    // Another dealership's sale on the same days: never counted here.
    const other = await registerDealer(t, 'Elsewhere Autos');
    const otherOrg = other.dealership.id;
    const otherCustomer = newId();
    await t.db.insert(customers).values({ id: otherCustomer, organizationId: otherOrg, firstName: 'Kim' });
    await t.db.insert(deals).values({
      id: newId(),
      organizationId: otherOrg,
      customerId: otherCustomer,
      stage: 'sold',
      priceCents: 7_700_000,
      frontGrossCents: 700_000,
      soldAt: at(-2),
    });
  });

  it('counts units, revenue, gross and days to sell for the range and the period before', async () => {
    const res = await owner.get(`/api/reports?from=${day(-29)}&to=${day(0)}`);
    expect(res.status).toBe(200);
    expect(res.body.range).toEqual({ from: day(-29), to: day(0) });
    expect(res.body.previous).toEqual({ from: day(-59), to: day(-30) });
    expect(res.body.grossVisible).toBe(true);
    expect(res.body.summary).toEqual({
      unitsSold: { current: 2, previous: 1 },
      revenueCents: { current: 5_000_000, previous: 1_500_000 },
      frontGrossCents: { current: 400_000, previous: 100_000 },
      // (40 − 2) and (30 − 10) days in stock → 29; the earlier one 65 − 45 = 20.
      avgDaysToSell: { current: 29, previous: 20 },
    });
    expect(res.body.sales).toHaveLength(30);
    expect(res.body.sales.find((d: any) => d.date === day(-2))).toEqual({
      date: day(-2),
      units: 1,
      revenueCents: 2_000_000,
      frontGrossCents: 250_000,
    });
    expect(res.body.sales.filter((d: any) => d.units > 0).map((d: any) => d.date)).toEqual([day(-10), day(-2)]);
  });

  it('ages the stock today, and follows leads by source and first reply by salesperson', async () => {
    const res = (await owner.get(`/api/reports?from=${day(-29)}&to=${day(0)}`)).body;
    // In stock (the deals above are rows here, not vehicle status changes): days 40, 30, 3, 12, 65, 100.
    expect(res.aging).toEqual([
      { bucket: '0-30', vehicles: 3, valueCents: (30_000 + 99_000 + 88_000) * 100 },
      { bucket: '31-60', vehicles: 1, valueCents: 20_000 * 100 },
      { bucket: '61-90', vehicles: 1, valueCents: 15_000 * 100 },
      { bucket: '90+', vehicles: 1, valueCents: 5_000 * 100 },
    ]);
    expect(res.funnel).toEqual([
      { source: 'marketplace', leads: 3, contacted: 2, appointment: 1, converted: 1, lost: 0 },
      { source: 'walk_in', leads: 1, contacted: 1, appointment: 1, converted: 0, lost: 0 },
      { source: 'phone', leads: 0, contacted: 0, appointment: 0, converted: 0, lost: 0 },
      { source: 'other', leads: 0, contacted: 0, appointment: 0, converted: 0, lost: 0 },
    ]);
    expect(res.response).toEqual([
      { userId: salesId, name: 'Avery Sales', leads: 4, answered: 3, avgMinutes: 20, medianMinutes: 20 },
    ]);
  });

  it('shows sales the same figures without gross, and refuses shoppers and strangers', async () => {
    const res = await sales.get(`/api/reports?from=${day(-29)}&to=${day(0)}`);
    expect(res.status).toBe(200);
    expect(res.body.grossVisible).toBe(false);
    expect(res.body.summary.frontGrossCents).toBeNull();
    expect(res.body.summary.unitsSold.current).toBe(2);
    expect(res.body.sales.every((d: any) => d.frontGrossCents === null)).toBe(true);
    const csv = await sales.get(`/api/reports/export?table=sales&from=${day(-29)}&to=${day(0)}`);
    expect(csv.body).not.toContain('gross');
    expect((await createClient(t).get('/api/reports')).status).toBe(401);
  });

  it('defaults to the last 30 days, and names the field of a bad range', async () => {
    const res = await owner.get('/api/reports');
    expect(res.body.range).toEqual({ from: day(-29), to: day(0) });
    const backwards = await owner.get(`/api/reports?from=${day(0)}&to=${day(-5)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.to).toBe('End the range on or after its start');
    const long = await owner.get(`/api/reports?from=${day(-800)}&to=${day(0)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.fields.from).toBe('Choose at most 366 days');
    const notADate = await owner.get('/api/reports?from=2026-02-30');
    expect(notADate.status).toBe(400);
    expect(notADate.body.error.fields.from).toBe('That is not a date');
    const badTable = await owner.get('/api/reports/export?table=everything');
    expect(badTable.status).toBe(400);
    expect(badTable.body.error.fields.table).toMatch(/^Choose one of: summary, sales/);
  });

  it('exports each table as CSV with the figures of the screen', async () => {
    const q = `from=${day(-29)}&to=${day(0)}`;
    const summary = await owner.get(`/api/reports/export?table=summary&${q}`);
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(summary.headers.get('content-disposition')).toBe(
      `attachment; filename="lotline-summary-${day(-29)}-to-${day(0)}.csv"`,
    );
    expect(summary.body).toBe(
      // (The file starts with a BOM for Excel; reading it as text drops it.)
      `Figure,${day(-29)} to ${day(0)},${day(-59)} to ${day(-30)}\r\n` +
        'Units sold,2,1\r\nRevenue (USD),50000.00,15000.00\r\nFront gross (USD),4000.00,1000.00\r\nAverage days to sell,29,20\r\n',
    );
    const funnel = await owner.get(`/api/reports/export?table=funnel&${q}`);
    expect(funnel.body).toContain('Marketplace,3,2,1,1,0\r\n');
    const aging = await owner.get(`/api/reports/export?table=aging&${q}`);
    expect(aging.body).toContain('0-30,3,217000.00\r\n');
    const response = await owner.get(`/api/reports/export?table=response&${q}`);
    expect(response.body).toContain('Avery Sales,4,3,20,20\r\n');
  });
});

describe('the seeded demo data', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp();
    expect(await seedDemoData(d.db, d.auth)).toBe(true);
  }, 600_000);
  afterAll(async () => {
    await d.close();
  });

  it('adds up: every figure equals a count over the seeded rows', async () => {
    const owner = (await findUserByEmail(d.db, 'marcus@riversideauto.example'))!;
    const membership = (await findMembership(d.db, owner.id))!;
    const org = membership.organizationId;
    const client = (await clientFor(d, owner.id, org)).client;
    const from = day(-89);
    const to = day(0);
    const res = await client.get(`/api/reports?from=${from}&to=${to}`);
    expect(res.status).toBe(200);

    // Counted here from the rows the seed wrote.
    const inRange = (when: Date | null, f = from, tEnd = to) =>
      when !== null && when.toISOString().slice(0, 10) >= f && when.toISOString().slice(0, 10) <= tEnd;
    const allDeals = await d.db.select().from(deals).where(eq(deals.organizationId, org));
    const allVehicles = await d.db.select().from(vehicles).where(eq(vehicles.organizationId, org));
    const vehicleById = new Map(allVehicles.map((v) => [v.id, v]));
    const sold = allDeals.filter((x) => x.stage === 'sold' && inRange(x.soldAt));
    expect(sold.length, 'the seed sells cars in the last 90 days').toBeGreaterThan(0);
    const days = sold.map(
      (x) =>
        (Date.parse(x.soldAt!.toISOString().slice(0, 10)) - Date.parse(vehicleById.get(x.vehicleId!)!.inStockDate)) /
        DAY,
    );
    expect(res.body.summary.unitsSold.current).toBe(sold.length);
    expect(res.body.summary.revenueCents.current).toBe(sold.reduce((s, x) => s + (x.priceCents ?? 0), 0));
    expect(res.body.summary.frontGrossCents.current).toBe(sold.reduce((s, x) => s + (x.frontGrossCents ?? 0), 0));
    expect(res.body.summary.avgDaysToSell.current).toBe(
      Math.round((days.reduce((s, n) => s + n, 0) / days.length) * 10) / 10,
    );
    expect(res.body.sales.reduce((s: number, x: any) => s + x.units, 0)).toBe(sold.length);

    const stock = allVehicles.filter((v) => !v.deletedAt && !['sold', 'wholesaled', 'archived'].includes(v.status));
    const today = Date.parse(day(0));
    for (const bucket of res.body.aging) {
      const inBucket = stock.filter((v) => ageBucketOf((today - Date.parse(v.inStockDate)) / DAY) === bucket.bucket);
      expect(bucket.vehicles, bucket.bucket).toBe(inBucket.length);
      expect(bucket.valueCents, bucket.bucket).toBe(inBucket.reduce((s, v) => s + (v.priceCents ?? 0), 0));
    }

    const allLeads = (await d.db.select().from(leads).where(eq(leads.organizationId, org))).filter(
      (l) => l.status !== 'junk' && inRange(l.createdAt),
    );
    for (const row of res.body.funnel) {
      const mine = allLeads.filter((l) => l.source === row.source);
      expect(row, row.source).toEqual({
        source: row.source,
        leads: mine.length,
        contacted: mine.filter((l) => l.firstResponseAt !== null || l.status !== 'new').length,
        appointment: mine.filter((l) => ['appointment', 'negotiating', 'converted'].includes(l.status)).length,
        converted: mine.filter((l) => l.status === 'converted').length,
        lost: mine.filter((l) => l.status === 'lost').length,
      });
    }
    const assigned = allLeads.filter((l) => l.assigneeId);
    expect(res.body.response.reduce((s: number, p: any) => s + p.leads, 0)).toBe(assigned.length);
    for (const person of res.body.response) {
      const mine = assigned.filter((l) => l.assigneeId === person.userId);
      const minutes = mine
        .filter((l) => l.firstResponseAt)
        .map((l) => (l.firstResponseAt!.getTime() - l.createdAt.getTime()) / 60_000);
      expect(person.leads, person.name).toBe(mine.length);
      expect(person.answered, person.name).toBe(minutes.length);
      if (minutes.length)
        expect(person.avgMinutes, person.name).toBeCloseTo(minutes.reduce((s, n) => s + n, 0) / minutes.length, 0);
    }
  });
});
