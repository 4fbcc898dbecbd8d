/**
 * Deals' demo data (src/server/db/seed-deals.ts), read back through the API the screens use and
 * checked against the vehicles and leads it came from: the stage mix per dealership, sold deals in
 * the last 90 days on vehicles marked sold that day, figures as the sheet computes them, every
 * deal on its lead's timeline, and the Respond seed's lead counts unchanged.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/server/db/queries/auth';
import { findMembership } from '../../src/server/db/queries/dealerships';
import { deals, vehicles } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { DEMO_DEAL_MIX } from '../../src/server/db/seed-deals';
import { DEMO_LEADS_PER_DEALERSHIP } from '../../src/server/db/seed-respond';
import { computeDeal } from '../../src/shared/deals';
import { createTestApp, type TestApp } from './helpers';
import { clientFor } from './viewer-helpers';

let t: TestApp;
const signedIn = async (email: string) => {
  const user = (await findUserByEmail(t.db, email))!;
  const membership = await findMembership(t.db, user.id);
  return (await clientFor(t, user.id, membership?.organizationId)).client;
};

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db, t.auth)).toBe(true);
}, 600_000);
afterAll(async () => {
  await t.close();
});

describe('demo deals', () => {
  it('gives each dealership its deals across every stage, and leaves the leads’ count as the Respond seed made it', async () => {
    const owner = await signedIn('marcus@riversideauto.example');
    const all = await owner.get('/api/deals');
    expect(all.status).toBe(200);
    expect(all.body.stageCounts).toEqual(Object.fromEntries(DEMO_DEAL_MIX));
    expect(all.body.total).toBe(DEMO_DEAL_MIX.reduce((s, [, n]) => s + n, 0));
    expect(all.body.totals.frontGrossCents).toBeGreaterThan(0);
    const board = await owner.get('/api/deals/board');
    expect(board.body.columns.find((c: any) => c.stage === 'sold').count).toBeGreaterThan(0);
    const leads = await owner.get('/api/leads?view=all');
    expect(leads.body.total).toBe(DEMO_LEADS_PER_DEALERSHIP);
    const perOrg = (await t.db.execute(sql`select count(*)::int as n from deals group by organization_id`)) as any;
    expect(perOrg.rows.map((r: any) => r.n)).toEqual([all.body.total, all.body.total]);
  });

  it('sells in the last 90 days vehicles marked sold that day, at the figures the sheet computes', async () => {
    const rows = await t.db.select().from(deals).innerJoin(vehicles, eq(vehicles.id, deals.vehicleId));
    const sold = rows.filter((r) => r.deals.stage === 'sold');
    expect(sold.length).toBe(2 * DEMO_DEAL_MIX.find(([s]) => s === 'sold')![1]);
    for (const { deals: deal, vehicles: vehicle } of sold) {
      expect(vehicle.status).toBe('sold');
      expect(vehicle.listed).toBe(false);
      expect(deal.soldAt!.getTime()).toBe(vehicle.soldAt!.getTime());
      expect(Date.now() - deal.soldAt!.getTime()).toBeLessThan(90 * 24 * 3600 * 1000);
    }
    expect(new Set(sold.map((r) => r.vehicles.id)).size).toBe(sold.length);
    for (const { deals: deal, vehicles: vehicle } of rows) {
      const f = computeDeal(deal, {
        costCents: vehicle.costCents,
        addedCostsCents: vehicle.addedCosts.reduce((s, c) => s + c.amountCents, 0),
        packCents: vehicle.packCents,
      });
      expect([deal.taxCents, deal.totalCents, deal.frontGrossCents]).toEqual([
        f.taxCents,
        f.totalCents,
        f.frontGrossCents,
      ]);
      if (deal.stage !== 'sold') expect(['available', 'on_hold']).toContain(vehicle.status);
    }
  });

  it('puts every deal on its lead’s timeline, converts the leads of sales, and gives a salesperson deals of their own', async () => {
    const missing = (await t.db.execute(sql`
      select d.id from deals d where not exists (
        select 1 from lead_events e where e.lead_id = d.lead_id and e.kind = 'deal' and e.data->>'dealId' = d.id)`)) as any;
    expect(missing.rows).toEqual([]);
    const unconverted = (await t.db.execute(sql`
      select d.id from deals d join leads l on l.id = d.lead_id where d.stage in ('sold', 'unwound') and l.status <> 'converted'`)) as any;
    expect(unconverted.rows).toEqual([]);
    const sales = await signedIn('jordan@riversideauto.example');
    const mine = await sales.get('/api/deals');
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.canSeeGross).toBe(false);
  });
});
