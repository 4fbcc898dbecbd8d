/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
/**
 * Plan limits enforced by the API (issue 11 › Billing, DOMAIN.md › Decisions › Plans and prices):
 * listing past the plan's active listings (add, list, bulk, import) is refused with 402 and an
 * upgrade link, inviting past its seats with 409; a trial that ended blocks both but keeps what is
 * listed live; owners and managers hear once when a limit is reached (Respond › plan limit reached).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/server/db/schema';
import { closeVinDecoder } from '../../src/server/vin';
import { checkDigit } from '../../src/shared/vin';
import { createTestApp, inviteAndAccept, registerDealer, uniquePerson, type Client, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
});
afterAll(async () => {
  await closeVinDecoder();
  await t.close();
});

let serial = 0;
/** A valid VIN (a real Honda Accord pattern) with a fresh serial and the check digit that fits. */
const freshVin = () => {
  serial += 1;
  const draft = `1HGCM82633A${String(200000 + serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${checkDigit(draft)}${draft.slice(9)}`;
};
const car = (overrides: Record<string, unknown> = {}) => ({
  vin: freshVin(),
  year: 2019,
  make: 'Honda',
  model: 'Accord',
  mileage: 41_000,
  condition: 'used',
  status: 'available',
  priceCents: 1_890_000,
  ...overrides,
});

/** A dealership on the Starter plan (10 listings, 1 seat), with `listed` of its vehicles listed. */
const starterDealer = async (name: string, listed: number) => {
  const dealer = await registerDealer(t, name);
  await t.db.update(organizations).set({ plan: 'starter' }).where(eq(organizations.id, dealer.dealership.id));
  for (let i = 0; i < listed; i++) {
    const res = await dealer.client.post('/api/inventory', car({ listed: true }));
    if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return dealer;
};

const planLimitNotes = async (client: Client) =>
  ((await client.get('/api/notifications')).body.items as any[]).filter((n) => n.kind === 'plan_limit');

describe('active listings', () => {
  let owner: Client;
  beforeAll(async () => {
    ({ client: owner } = await starterDealer('Ten Spot Motors', 10));
  });

  it('refuses the 11th listing on Starter with 402, the field, the reason and the upgrade link; unlisted adds still work', async () => {
    const attempt = car({ listed: true });
    const refused = await owner.post('/api/inventory', attempt);
    expect(refused.status).toBe(402);
    // Nothing half-written: the refused vehicle was not added.
    expect((await owner.get(`/api/inventory?q=${attempt.vin}`)).body.total).toBe(0);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_LIMIT', upgradeUrl: '/dashboard/billing' });
    expect(refused.body.error.message).toBe(
      'Your Starter plan includes 10 active listings, and 10 are in use. Take a vehicle off the marketplace or upgrade your plan.',
    );
    expect(refused.body.error.fields.listed).toBe(refused.body.error.message);
    const added = await owner.post('/api/inventory', car({ listed: false }));
    expect(added.status).toBe(201);
    expect(added.body.vehicle.listed).toBe(false);

    const listing = await owner.post(`/api/inventory/${added.body.vehicle.id}/listed`, { listed: true });
    expect(listing.status).toBe(402);
    expect(listing.body.error.code).toBe('PLAN_LIMIT');
    expect((await owner.get(`/api/inventory/${added.body.vehicle.id}`)).body.vehicle.listed).toBe(false);
  });

  it('frees a place when a vehicle comes off the marketplace', async () => {
    const page = (await owner.get('/api/inventory?listed=yes')).body;
    const listed = (page.items as any[]).filter((v) => v.listed);
    const off = await owner.post(`/api/inventory/${listed[0].id}/listed`, { listed: false });
    expect(off.status).toBe(200);
    const spare = await owner.post('/api/inventory', car());
    expect((await owner.post(`/api/inventory/${spare.body.vehicle.id}/listed`, { listed: true })).status).toBe(200);
    // Full again: the next one is refused.
    expect((await owner.post('/api/inventory', car({ listed: true }))).status).toBe(402);
  });

  it('lists in bulk up to the plan and skips the rest with the reason', async () => {
    const page = (await owner.get('/api/inventory?listed=yes')).body;
    const listed = (page.items as any[]).filter((v) => v.listed).slice(0, 2);
    for (const v of listed) await owner.post(`/api/inventory/${v.id}/listed`, { listed: false });
    const fresh = [];
    for (let i = 0; i < 3; i++) fresh.push((await owner.post('/api/inventory', car())).body.vehicle.id);
    const res = await owner.post('/api/inventory/bulk', { ids: fresh, action: { kind: 'listed', listed: true } });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(2);
    expect(res.body.skipped).toHaveLength(1);
    expect(res.body.skipped[0].reason).toMatch(/^Your Starter plan includes 10 active listings, and 10 are in use/);
    expect(res.body.upgradeUrl).toBe('/dashboard/billing');
  });

  it('refuses an import whose listings pass the plan, writing nothing', async () => {
    const vins = [freshVin(), freshVin()];
    const file = `VIN,Year,Make,Model,Mileage,Condition,Status,Price,Listed\n${vins
      .map((vin) => `${vin},2019,Honda,Accord,41000,used,available,18900,yes`)
      .join('\n')}\n`;
    const res = await owner.post('/api/inventory/import', file, { 'content-type': 'text/csv' });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('PLAN_LIMIT');
    expect(res.body.error.fields.file).toMatch(/^This file lists 2 vehicles: nothing was imported\. Your Starter plan/);
    for (const vin of vins) expect((await owner.get(`/api/inventory?q=${vin}`)).body.total).toBe(0);
    // The same file unlisted goes in.
    const unlisted = await owner.post('/api/inventory/import', file.replaceAll(',yes', ',no'), {
      'content-type': 'text/csv',
    });
    expect(unlisted.status).toBe(200);
    expect(unlisted.body.created).toBe(2);
  });

  it('tells the owner once that the listing limit is reached, with a link to billing', async () => {
    const notes = await planLimitNotes(owner);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: "Listing limit reached: your Starter plan's 10 active listings are in use",
      link: '/dashboard/billing',
    });
    // Later refusals the same day add no second one.
    await owner.post('/api/inventory', car({ listed: true }));
    expect(await planLimitNotes(owner)).toHaveLength(1);
  });

  it('keeps listings live after the trial ends, but refuses new ones until a plan is chosen', async () => {
    const dealer = await registerDealer(t, 'Lapsed Trial Autos');
    const first = await dealer.client.post('/api/inventory', car({ listed: true }));
    expect(first.status).toBe(201);
    await t.db
      .update(organizations)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(organizations.id, dealer.dealership.id));
    const refused = await dealer.client.post('/api/inventory', car({ listed: true }));
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Your trial has ended: choose a plan to list more. Vehicles already listed stay live.',
      upgradeUrl: '/dashboard/billing',
    });
    expect((await dealer.client.get(`/api/inventory/${first.body.vehicle.id}`)).body.vehicle.listed).toBe(true);
    expect((await dealer.client.post('/api/inventory', car())).status).toBe(201);
    const invite = await dealer.client.post('/api/invitations', { email: uniquePerson('late').email, role: 'sales' });
    expect(invite.status).toBe(402);
    expect(invite.body.error.code).toBe('PLAN_REQUIRED');
  });

  it('lets Pro list without a cap', async () => {
    const dealer = await registerDealer(t, 'Unlimited Motors');
    await t.db
      .update(organizations)
      .set({ plan: 'pro', planStatus: 'active' })
      .where(eq(organizations.id, dealer.dealership.id));
    for (let i = 0; i < 12; i++)
      expect((await dealer.client.post('/api/inventory', car({ listed: true }))).status).toBe(201);
    expect(await planLimitNotes(dealer.client)).toHaveLength(0);
  });
});

describe('seats', () => {
  it('counts members and pending invitations against the plan; over it, 409 with the field and the upgrade link', async () => {
    const dealer = await registerDealer(t, 'Five Seat Motors');
    const owner = dealer.client;
    // Dealer plan: 5 seats. The owner holds one; a manager and two sales join, one invitation is pending.
    const manager = (await inviteAndAccept(t, owner, 'manager')).member;
    await inviteAndAccept(t, owner, 'sales');
    await inviteAndAccept(t, owner, 'sales');
    const pending = uniquePerson('pending').email;
    expect((await owner.post('/api/invitations', { email: pending, role: 'sales' })).status).toBe(201);

    const refused = await owner.post('/api/invitations', { email: uniquePerson('sixth').email, role: 'sales' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_LIMIT', upgradeUrl: '/dashboard/billing' });
    expect(refused.body.error.fields.email).toBe(
      'Your Dealer plan includes 5 seats, and 5 are in use. Revoke a pending invitation, deactivate a member or upgrade your plan.',
    );
    // Sending the pending invitation again replaces it, so it needs no new seat.
    expect((await owner.post('/api/invitations', { email: pending, role: 'sales' })).status).toBe(201);

    // Owner and manager heard once that the seats are taken (when the fifth was filled).
    for (const who of [owner, manager]) {
      const notes = await planLimitNotes(who);
      expect(notes).toHaveLength(1);
      expect(notes[0].title).toBe("Seat limit reached: your Dealer plan's 5 seats are taken");
    }
  });
});
