/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
/**
 * The dashboard home through the API (issue 11 › 8): each role gets its own sections; every figure
 * equals what the rows written here say, under the same visibility as the area behind it (sales see
 * their own and unassigned leads and their own deals, no plan); other dealerships never count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/queries/ids';
import { customers, deals, favorites, leads, organizations, vehicles } from '../../src/server/db/schema';
import { checkDigit } from '../../src/shared/vin';
import { createClient, createTestApp, type TestApp } from './helpers';
import { clientFor, createDealership, createPerson } from './viewer-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const MINUTE = 60_000;
let serial = 0;
const freshVin = () => {
  serial += 1;
  const draft = `2T1BURHE0J${String(500000 + serial).padStart(7, '0')}`.slice(0, 17);
  return `${draft.slice(0, 8)}${checkDigit(draft)}${draft.slice(9)}`;
};

const addVehicle = async (organizationId: string, daysInStock: number, status = 'available', listed = true) => {
  const id = newId();
  await t.db.insert(vehicles).values({
    id,
    organizationId,
    vin: freshVin(),
    stockNumber: `OV-${String(serial).padStart(5, '0')}`,
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    mileage: 30_000,
    condition: 'used',
    status: status as any,
    listed,
    priceCents: 2_000_000 + serial,
    inStockDate: new Date(Date.now() - daysInStock * DAY).toISOString().slice(0, 10),
  } as any);
  return id;
};

const addLead = async (
  organizationId: string,
  opts: { minutesAgo: number; status?: string; assigneeId?: string | null; replied?: boolean; followUp?: Date },
) => {
  const customerId = newId();
  await t.db
    .insert(customers)
    .values({ id: customerId, organizationId, firstName: 'Dana', lastName: `Lee${serial++}` });
  const id = newId();
  await t.db.insert(leads).values({
    id,
    organizationId,
    customerId,
    source: 'walk_in',
    status: (opts.status ?? 'new') as any,
    assigneeId: opts.assigneeId ?? null,
    firstResponseAt: opts.replied ? new Date() : null,
    nextFollowUpAt: opts.followUp ?? null,
    createdAt: new Date(Date.now() - opts.minutesAgo * MINUTE),
  });
  return { id, customerId };
};

const addDeal = async (
  organizationId: string,
  customerId: string,
  stage: string,
  priceCents: number,
  salespersonId: string,
  soldAt?: Date,
) => {
  await t.db.insert(deals).values({
    id: newId(),
    organizationId,
    customerId,
    stage: stage as any,
    priceCents,
    salespersonId,
    soldAt: soldAt ?? null,
  });
};

describe('GET /api/overview', () => {
  let org: string;
  let ownerId: string;
  let salesId: string;
  let owner: any;
  let sales: any;

  beforeAll(async () => {
    const d = await createDealership(t);
    org = d.organizationId;
    ownerId = d.owner.userId;
    salesId = (await createPerson(t, 'staff', { organizationId: org, role: 'sales' })).userId;
    owner = (await clientFor(t, ownerId, org)).client;
    sales = (await clientFor(t, salesId, org)).client;

    // Another dealership's rows must never count.
    const other = await createDealership(t);
    await addVehicle(other.organizationId, 200);
    await addLead(other.organizationId, { minutesAgo: 500 });

    // Stock: 10, 45 and 120 days in; a sold one does not count as stock.
    await addVehicle(org, 10);
    await addVehicle(org, 45);
    const oldest = await addVehicle(org, 120, 'available', false);
    await addVehicle(org, 300, 'sold', false);
    expect(oldest).toBeTruthy();

    // Leads (default thresholds: overdue 15 min, critical 60 min):
    await addLead(org, { minutesAgo: 5 }); // new, unassigned, not yet overdue
    await addLead(org, { minutesAgo: 30, assigneeId: ownerId }); // new, overdue, owner's
    const critical = await addLead(org, { minutesAgo: 90, assigneeId: salesId }); // new, critical, sales'
    await addLead(org, { minutesAgo: 600, status: 'contacted', replied: true, followUp: new Date(Date.now() - DAY) });
    await addLead(org, { minutesAgo: 700, status: 'converted', replied: true });

    await addDeal(org, critical.customerId, 'negotiation', 2_500_000, salesId);
    await addDeal(org, critical.customerId, 'agreed', 3_000_000, ownerId);
    await addDeal(org, critical.customerId, 'sold', 1_000_000, salesId, new Date());
  });

  it('answers 401 to someone signed out', async () => {
    const res = await createClient(t).get('/api/overview');
    expect(res.status).toBe(401);
  });

  it("gives an owner the dealership's work today and its plan", async () => {
    const res = await owner.get('/api/overview');
    expect(res.status).toBe(200);
    expect(res.body.shopper).toBeNull();
    expect(res.body.admin).toBeNull();
    const dealer = res.body.dealer;
    expect(dealer.role).toBe('owner');
    expect(dealer.leads).toEqual({ new: 3, overdue: 2, critical: 1, followUpsDue: 1 });
    expect(dealer.urgentLeads.map((l: any) => l.urgency)).toEqual(['critical', 'overdue', null]);
    expect(dealer.deals.stages).toEqual([
      { stage: 'negotiation', count: 1, valueCents: 2_500_000 },
      { stage: 'agreed', count: 1, valueCents: 3_000_000 },
      { stage: 'paperwork', count: 0, valueCents: 0 },
    ]);
    expect(dealer.deals.soldThisMonth).toBe(1);
    expect(dealer.aging.buckets).toEqual([
      { bucket: '0-30', vehicles: 1 },
      { bucket: '31-60', vehicles: 1 },
      { bucket: '61-90', vehicles: 0 },
      { bucket: '90+', vehicles: 1 },
    ]);
    expect(dealer.aging.oldest[0]).toMatchObject({ days: 120, listed: false });
    expect(dealer.plan).toMatchObject({ planId: 'dealer', status: 'trialing', listings: { used: 2, limit: 50 } });
  });

  it('shows sales only their own and unassigned leads, their own deals, and no plan', async () => {
    const res = await sales.get('/api/overview');
    expect(res.status).toBe(200);
    const dealer = res.body.dealer;
    // The owner's overdue lead is not theirs to see.
    expect(dealer.leads).toMatchObject({ new: 2, overdue: 1, critical: 1 });
    expect(dealer.deals.stages[0]).toEqual({ stage: 'negotiation', count: 1, valueCents: 2_500_000 });
    expect(dealer.deals.stages[1]).toEqual({ stage: 'agreed', count: 0, valueCents: 0 });
    expect(dealer.deals.soldThisMonth).toBe(1);
    expect(dealer.plan).toBeNull();
  });

  it('gives a shopper their favorites and conversations, and nothing of a dealership', async () => {
    const shopper = await createPerson(t, 'shopper');
    const listed = await addVehicle(org, 3);
    await t.db.insert(favorites).values({ userId: shopper.userId, vehicleId: listed, savedPriceCents: 9_999_999 });
    const client = (await clientFor(t, shopper.userId)).client;
    const res = await client.get('/api/overview');
    expect(res.status).toBe(200);
    expect(res.body.dealer).toBeNull();
    expect(res.body.admin).toBeNull();
    expect(res.body.shopper).toMatchObject({ favoritesCount: 1, priceDrops: 1, conversations: [], unreadMessages: 0 });
    expect(res.body.shopper.favorites[0].vehicleId).toBe(listed);
  });

  it('gives a platform admin the dealers to verify and the totals', async () => {
    const admin = await createPerson(t, 'admin');
    const client = (await clientFor(t, admin.userId)).client;
    const before = (await client.get('/api/overview')).body.admin;
    expect(before.toVerify.some((d: any) => d.id === org)).toBe(true);
    await t.db.update(organizations).set({ verifiedAt: new Date() }).where(eq(organizations.id, org));
    const after = (await client.get('/api/overview')).body.admin;
    expect(after.toVerify.some((d: any) => d.id === org)).toBe(false);
    expect(after.toVerifyCount).toBe(before.toVerifyCount - 1);
    expect(after.totals.verified).toBe(before.totals.verified + 1);
    expect(after.totals.soldLast30Days).toBeGreaterThanOrEqual(1);
    expect(after.totals.shoppers).toBeGreaterThanOrEqual(1);
  });
});
