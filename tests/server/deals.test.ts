/**
 * Deals (issue 11 item 1): from a lead and by hand, the sheet's figures, the board and the list
 * with totals, roles (sales: their own deals, no gross unless allowed), the version check (the
 * later of two movers gets a 409), Sold (vehicle sold and off the marketplace, lead converted, on
 * the customer's timeline) and Unwound (vehicle back), the history, tenancy and bad input.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, organizations, vehicles } from '../../src/server/db/schema';
import { computeDeal } from '../../src/shared/deals';
import { createTestApp, type Client, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, message, newShopper } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;
let other: Awaited<ReturnType<typeof buildDealership>>;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t);
  other = await buildDealership(t, 'Summit Ridge Motors');
  await t.db
    .update(organizations)
    .set({ defaultDocFeeCents: 49_900, defaultTaxRateThousandths: 5_750 })
    .where(eq(organizations.id, d.organizationId));
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

/** A vehicle with a known cost side: price 24,500, cost 19,000, added 800 + 200, pack 500 → gross 4,000. */
const costedVehicle = (client: Client = d.owner) =>
  listVehicle(client, {
    costCents: 1_900_000,
    packCents: 50_000,
    addedCosts: [
      { label: 'Detail', amountCents: 20_000 },
      { label: 'Brakes', amountCents: 80_000 },
    ],
  });

/** A walk-in deal by hand, as `client`, on a fresh costed vehicle. */
const handDeal = async (client: Client = d.manager, extra: Record<string, unknown> = {}) => {
  const vehicle = await costedVehicle();
  const res = await client.post('/api/deals', {
    vehicleId: vehicle.id,
    contact: {
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: `(614) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`,
    },
    ...extra,
  });
  if (res.status !== 201) throw new Error(`deal failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { vehicle, deal: res.body.deal };
};

const move = (client: Client, deal: { id: string; version: number }, stage: string, extra = {}) =>
  client.post(`/api/deals/${deal.id}/stage`, { stage, version: deal.version, ...extra });

describe('opening a deal', () => {
  it('from a marketplace lead: carries its customer and vehicle, moves the lead to negotiating, and says so on its timeline', async () => {
    const vehicle = await costedVehicle();
    const shopper = await newShopper(t);
    await message(shopper.client, vehicle.id, 'Can I come see it Saturday?');
    const [lead] = await t.db.select().from(leads).where(eq(leads.vehicleId, vehicle.id));
    const res = await d.manager.post('/api/deals', { leadId: lead!.id });
    expect(res.status).toBe(201);
    const deal = res.body.deal;
    expect(deal).toMatchObject({
      stage: 'negotiation',
      leadId: lead!.id,
      vehicle: { id: vehicle.id },
      customer: { id: lead!.customerId },
      salesperson: { id: lead!.assigneeId },
      priceCents: 2_450_000,
      docFeeCents: 49_900,
      taxRate: 5.75,
      version: 1,
    });
    expect(deal.figures).toEqual({
      ...computeDeal(
        {
          priceCents: 2_450_000,
          downPaymentCents: 0,
          tradeAllowanceCents: 0,
          tradePayoffCents: 0,
          docFeeCents: 49_900,
          taxRateThousandths: 5_750,
        },
        { costCents: 1_900_000, addedCostsCents: 100_000, packCents: 50_000 },
      ),
    });
    expect(deal.figures.frontGrossCents).toBe(400_000);
    const leadNow = await d.manager.get(`/api/leads/${lead!.id}`);
    expect(leadNow.body.lead.status).toBe('negotiating');
    const timeline = await d.manager.get(`/api/leads/${lead!.id}/timeline`);
    expect(timeline.body.items.map((e: any) => e.summary)).toContain('Deal opened (Negotiation)');
    // One deal per lead at a time.
    const again = await d.manager.post('/api/deals', { leadId: lead!.id });
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toHaveProperty('leadId');
  });

  it('by hand: opens a lead for the customer too, and computes tax on price + doc fee less the trade', async () => {
    const { deal } = await handDeal(d.manager, {
      saleType: 'finance',
      priceCents: 2_300_000,
      downPaymentCents: 300_000,
      tradeVin: '1hgcm82633a004352',
      tradeAllowanceCents: 500_000,
      tradePayoffCents: 200_000,
      taxRate: 6.875,
    });
    expect(deal).toMatchObject({ saleType: 'finance', tradeVin: '1HGCM82633A004352', taxRate: 6.875 });
    // taxable 2,300,000 + 49,900 − 500,000 = 1,849,900 × 6.875 % = 127,180.6 → 127,181
    expect(deal.figures).toMatchObject({
      taxCents: 127_181,
      totalCents: 2_300_000 + 49_900 + 127_181 - 500_000 + 200_000,
      balanceDueCents: 2_300_000 + 49_900 + 127_181 - 500_000 + 200_000 - 300_000,
      tradeEquityCents: 300_000,
      frontGrossCents: 2_300_000 - 1_900_000 - 100_000 - 50_000,
    });
    expect(deal.leadId).toBeTruthy();
    const lead = await d.manager.get(`/api/leads/${deal.leadId}`);
    expect(lead.body.lead).toMatchObject({
      source: 'walk_in',
      status: 'negotiating',
      customer: { name: 'Maria Lopez' },
    });
  });

  it('bad input is a 400 naming the field', async () => {
    const vehicle = await costedVehicle();
    const cases: [Record<string, unknown>, string][] = [
      [{ contact: { firstName: 'A', phone: '6145550100' } }, 'vehicleId'],
      [{ vehicleId: vehicle.id }, 'customerId'],
      [{ vehicleId: vehicle.id, contact: { firstName: 'A', phone: '6145550100' }, priceCents: -5 }, 'priceCents'],
      [{ vehicleId: vehicle.id, contact: { firstName: 'A', phone: '6145550100' }, taxRate: 6.8751 }, 'taxRate'],
      [{ vehicleId: vehicle.id, contact: { firstName: 'A', phone: '6145550100' }, tradeVin: 'NOT-A-VIN' }, 'tradeVin'],
      [{ vehicleId: vehicle.id, contact: { firstName: 'A', phone: '6145550100' }, saleType: 'barter' }, 'saleType'],
    ];
    for (const [input, field] of cases) {
      const res = await d.manager.post('/api/deals', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(res.body)).toHaveProperty(field);
    }
    const { deal } = await handDeal();
    const noVersion = await d.manager.post(`/api/deals/${deal.id}/stage`, { stage: 'agreed' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.fields).toHaveProperty('version');
    const noReason = await move(d.manager, deal, 'lost');
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toHaveProperty('lostReason');
    const skip = await move(d.manager, deal, 'unwound');
    expect(skip.status).toBe(422);
    expect(skip.body.error.fields.stage).toMatch(/From Negotiation/);
  });
});

describe('roles', () => {
  it('sales open deals for themselves, see only their own, and no gross unless the owner allows it', async () => {
    const mine = await handDeal(d.salesA);
    expect(mine.deal.salesperson.id).toBe(d.ids.salesA);
    expect(mine.deal.figures.frontGrossCents).toBeNull();
    expect(mine.deal.frontGrossCents).toBeNull();
    expect(mine.deal.costs).toBeNull();
    const handOff = await d.salesA.post('/api/deals', {
      vehicleId: (await costedVehicle()).id,
      contact: { firstName: 'B', phone: '6145550111' },
      salespersonId: d.ids.salesB,
    });
    expect(handOff.status).toBe(422);
    expect(handOff.body.error.fields).toHaveProperty('salespersonId');

    const theirs = await handDeal(d.salesB);
    expect((await d.salesA.get(`/api/deals/${theirs.deal.id}`)).status).toBe(404);
    expect((await move(d.salesA, theirs.deal, 'agreed')).status).toBe(404);
    expect((await d.salesA.patch(`/api/deals/${theirs.deal.id}`, { version: 1, priceCents: 1 })).status).toBe(404);
    const list = await d.salesA.get('/api/deals?view=all');
    expect(list.body.items.every((i: any) => i.salesperson?.id === d.ids.salesA)).toBe(true);
    expect(list.body.totals.frontGrossCents).toBeNull();
    expect(list.body.canSeeGross).toBe(false);
    const board = await d.salesA.get('/api/deals/board');
    const cards = board.body.columns.flatMap((col: any) => col.items);
    expect(cards.map((i: any) => i.id)).toContain(mine.deal.id);
    expect(cards.map((i: any) => i.id)).not.toContain(theirs.deal.id);
    expect(board.body.columns.every((col: any) => col.totals.frontGrossCents === null)).toBe(true);

    // The owner lets sales see cost: gross appears for them too.
    await t.db.update(organizations).set({ salesSeeCost: true }).where(eq(organizations.id, d.organizationId));
    const allowed = await d.salesA.get(`/api/deals/${mine.deal.id}`);
    expect(allowed.body.deal.figures.frontGrossCents).toBe(400_000);
    await t.db.update(organizations).set({ salesSeeCost: false }).where(eq(organizations.id, d.organizationId));

    // Owners and managers see every deal with gross.
    const all = await d.owner.get('/api/deals?view=all');
    expect(all.body.items.map((i: any) => i.id)).toEqual(expect.arrayContaining([mine.deal.id, theirs.deal.id]));
    expect(all.body.canSeeGross).toBe(true);
  });

  it('shoppers, signed-out people and another dealership get nothing', async () => {
    const { deal } = await handDeal();
    const shopper = await newShopper(t);
    expect((await shopper.client.get('/api/deals')).status).toBe(403);
    expect((await shopper.client.get(`/api/deals/${deal.id}`)).status).toBe(403);
    expect((await other.owner.get(`/api/deals/${deal.id}`)).status).toBe(404);
    expect((await other.owner.post(`/api/deals/${deal.id}/stage`, { stage: 'agreed', version: 1 })).status).toBe(404);
    expect((await other.owner.get(`/api/deals/${deal.id}/history`)).status).toBe(404);
    const list = await other.owner.get('/api/deals');
    expect(list.body.items.map((i: any) => i.id)).not.toContain(deal.id);
    // Nor can a deal be opened on another dealership's vehicle or lead.
    const theirs = await listVehicle(other.owner);
    const res = await d.manager.post('/api/deals', {
      vehicleId: theirs.id,
      contact: { firstName: 'A', phone: '6145550100' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.fields).toHaveProperty('vehicleId');
  });
});

describe('two people at once', () => {
  it('the later move with a stale version gets a 409 saying what happened; nothing is overwritten', async () => {
    const { deal } = await handDeal();
    const first = await move(d.manager, deal, 'agreed');
    expect(first.status).toBe(200);
    expect(first.body.deal).toMatchObject({ stage: 'agreed', version: 2 });
    const second = await move(d.owner, deal, 'lost', { lostReason: 'price' });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('DEAL_CONFLICT');
    expect(second.body.error.message).toMatch(/Someone else changed this deal.*now in Agreed/);
    const sheet = await d.owner.patch(`/api/deals/${deal.id}`, { version: 1, priceCents: 100 });
    expect(sheet.status).toBe(409);
    const now = await d.owner.get(`/api/deals/${deal.id}`);
    expect(now.body.deal).toMatchObject({ stage: 'agreed', version: 2, priceCents: 2_450_000 });

    // Two moves sent together: exactly one wins.
    const racing = await Promise.all([
      move(d.manager, now.body.deal, 'paperwork'),
      move(d.owner, now.body.deal, 'negotiation'),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('tells the salesperson when someone else moves their deal, not when they move it themselves', async () => {
    const { deal } = await handDeal(d.salesA);
    const before = (await d.salesA.get('/api/notifications')).body.items.length;
    const moved = await move(d.manager, deal, 'agreed');
    expect(moved.status).toBe(200);
    const after = await d.salesA.get('/api/notifications');
    expect(after.body.items.length).toBe(before + 1);
    expect(after.body.items[0]).toMatchObject({
      kind: 'deal_stage',
      title: 'Deal moved to Agreed: Maria Lopez',
      link: `/dashboard/deals?deal=${deal.id}`,
    });
    await move(d.salesA, moved.body.deal, 'paperwork');
    expect((await d.salesA.get('/api/notifications')).body.items.length).toBe(before + 1);
  });

  it('a sheet change bumps the version, recomputes the figures and is in the history', async () => {
    const { deal } = await handDeal();
    const res = await d.manager.patch(`/api/deals/${deal.id}`, {
      version: deal.version,
      priceCents: 2_400_000,
      downPaymentCents: 100_000,
      salespersonId: d.ids.salesB,
    });
    expect(res.status).toBe(200);
    expect(res.body.deal).toMatchObject({ version: 2, priceCents: 2_400_000, salesperson: { id: d.ids.salesB } });
    expect(res.body.deal.figures.frontGrossCents).toBe(350_000);
    const history = await d.manager.get(`/api/deals/${deal.id}/history`);
    expect(history.body.items.map((e: any) => e.summary)).toEqual(
      expect.arrayContaining([
        'Sheet changed: price, down payment',
        expect.stringMatching(/^Salesperson: /),
        'Deal opened by hand',
      ]),
    );
  });
});

describe('sold and unwound', () => {
  it('Sold marks the vehicle sold and off the marketplace, converts the lead, and shows on the customer’s timeline; Unwound brings the vehicle back', async () => {
    const vehicle = await costedVehicle();
    const shopper = await newShopper(t);
    await message(shopper.client, vehicle.id, 'I will take it');
    expect((await shopper.client.get(`/api/marketplace/${vehicle.id}`)).status).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.vehicleId, vehicle.id));
    const opened = await d.owner.post('/api/deals', { leadId: lead!.id });
    const v1 = opened.body.deal;
    const agreed = (await move(d.owner, v1, 'agreed')).body.deal;
    const paperwork = (await move(d.owner, agreed, 'paperwork')).body.deal;
    const sold = await move(d.owner, paperwork, 'sold');
    expect(sold.status).toBe(200);
    expect(sold.body.deal).toMatchObject({ stage: 'sold', frontGrossCents: 400_000 });
    expect(sold.body.deal.soldAt).toBeTruthy();

    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row).toMatchObject({ status: 'sold', listed: false });
    expect(row!.soldAt).toBeTruthy();
    expect((await shopper.client.get(`/api/marketplace/${vehicle.id}`)).status).toBe(404);
    const market = await shopper.client.get('/api/marketplace?make=Honda');
    expect(market.status).toBe(200);
    expect(market.body.items.map((i: any) => i.id)).not.toContain(vehicle.id);
    const events = await d.owner.get(`/api/inventory/${vehicle.id}/events`);
    expect(events.body.events[0].summary).toBe('Status changed from Available to Sold (taken off the marketplace)');

    const leadNow = await d.owner.get(`/api/leads/${lead!.id}`);
    expect(leadNow.body.lead.status).toBe('converted');
    const timeline = await d.owner.get(`/api/customers/${lead!.customerId}/timeline`);
    expect(timeline.body.items.map((e: any) => e.summary)).toContain('Deal moved from Paperwork to Sold');

    const history = await d.owner.get(`/api/deals/${v1.id}/history`);
    expect(history.body.items.filter((e: any) => e.kind === 'stage').map((e: any) => e.summary)).toEqual([
      'Moved from Paperwork to Sold',
      'Moved from Agreed to Paperwork',
      'Moved from Negotiation to Agreed',
    ]);

    // The sheet of a sold deal is closed; a second deal cannot sell the same car.
    const edit = await d.owner.patch(`/api/deals/${v1.id}`, { version: sold.body.deal.version, priceCents: 1 });
    expect(edit.status).toBe(422);
    const cost = await d.owner.patch(`/api/inventory/${vehicle.id}`, { costCents: 2_000_000 });
    expect(cost.status).toBe(200);
    expect((await d.owner.get(`/api/deals/${v1.id}`)).body.deal.frontGrossCents).toBe(400_000);

    const unwound = await move(d.owner, sold.body.deal, 'unwound');
    expect(unwound.status).toBe(200);
    const [back] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(back).toMatchObject({ status: 'available', soldAt: null });
    const final = await move(d.owner, unwound.body.deal, 'negotiation');
    expect(final.status).toBe(422);
  });

  it('refuses Sold without a price, or for a vehicle already sold on another deal', async () => {
    const a = await handDeal(d.manager, { priceCents: null });
    const noPrice = await move(d.manager, a.deal, 'sold');
    expect(noPrice.status).toBe(422);
    expect(noPrice.body.error.fields).toHaveProperty('priceCents');

    const first = await handDeal();
    const second = await d.manager.post('/api/deals', {
      vehicleId: first.vehicle.id,
      contact: { firstName: 'Other', phone: '6145550188' },
    });
    expect(second.status).toBe(201);
    expect((await move(d.manager, first.deal, 'sold')).status).toBe(200);
    const again = await move(d.manager, second.body.deal, 'sold');
    expect(again.status).toBe(422);
    expect(again.body.error.fields.vehicleId).toMatch(/sold/);
  });
});

describe('the list', () => {
  it('filters, sorts and totals every match on the server', async () => {
    const a = await handDeal(d.manager, { saleType: 'lease', priceCents: 3_000_000 });
    const b = await handDeal(d.manager, { saleType: 'lease', priceCents: 2_000_000 });
    const res = await d.manager.get('/api/deals?saleType=lease&sort=price');
    expect(res.status).toBe(200);
    const ids = res.body.items.map((i: any) => i.id);
    expect(ids.indexOf(a.deal.id)).toBeLessThan(ids.indexOf(b.deal.id));
    expect(res.body.items.every((i: any) => i.saleType === 'lease')).toBe(true);
    expect(res.body.totals.count).toBe(res.body.total);
    expect(res.body.totals.priceCents).toBe(res.body.items.reduce((s: number, i: any) => s + (i.priceCents ?? 0), 0));
    expect(res.body.stageCounts.negotiation).toBeGreaterThanOrEqual(2);
    const search = await d.manager.get(`/api/deals?q=${encodeURIComponent(a.vehicle.stockNumber)}`);
    expect(search.body.items.map((i: any) => i.id)).toEqual([a.deal.id]);
    const bad = await d.manager.get('/api/deals?sort=cheapest');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('sort');
  });
});
