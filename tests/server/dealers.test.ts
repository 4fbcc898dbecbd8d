/**
 * Dealers (issue 11 item 6): the directory (search, paging, rating, verified badge, live inventory
 * count; suspended dealerships only for admins), the public page, the rating rules (only shoppers
 * who messaged the dealership; one per shopper, replaced), verify / suspend for platform admins
 * only (403 for everyone else), a suspension taking the vehicles off the marketplace and bringing
 * them back, new listings refused while suspended, the staff's session saying why, and the
 * dealership's audit log recording each change.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, users } from '../../src/server/db/schema';
import { renderHead } from '../../src/server/routes/seo';
import { DEALERS_PAGE_SIZE } from '../../src/shared/schemas/dealers';
import { createClient, createTestApp, type Client, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, makePerson, message, newShopper } from './respond-helpers';
import { createDealership } from './viewer-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;
let other: Awaited<ReturnType<typeof buildDealership>>;
let admin: Client;
let shopper: Awaited<ReturnType<typeof newShopper>>;
let stranger: Awaited<ReturnType<typeof newShopper>>;
let vehicleId: string;
let dSlug: string;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t, 'Riverside Auto Group');
  other = await buildDealership(t, 'Summit Ridge Motors');
  await t.db
    .update(organizations)
    .set({ city: 'Columbus', region: 'OH', about: 'Family-run since 1998.' })
    .where(eq(organizations.id, d.organizationId));
  await t.db
    .update(organizations)
    .set({ city: 'Denver', region: 'CO' })
    .where(eq(organizations.id, other.organizationId));
  const a = await makePerson(t, 'staff');
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.id));
  admin = a.client;
  shopper = await newShopper(t);
  stranger = await newShopper(t);
  vehicleId = (await listVehicle(d.owner)).id;
  await listVehicle(d.owner);
  // One not listed: not in the live count.
  await listVehicle(d.owner, { listed: false });
  await message(shopper.client, vehicleId, 'Is it still available?');
  const [row] = await t.db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, d.organizationId));
  dSlug = row!.slug;
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

const dealerIn = (body: any, id: string) => body.items.find((x: any) => x.id === id);

describe('the directory', () => {
  it('answers a signed-in person with name, city, rating, verified and the live inventory count', async () => {
    const res = await shopper.client.get('/api/dealers?q=riverside');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: DEALERS_PAGE_SIZE, canModerate: false, toVerify: null });
    const row = dealerIn(res.body, d.organizationId);
    expect(row).toMatchObject({
      name: 'Riverside Auto Group',
      city: 'Columbus',
      region: 'OH',
      verified: false,
      liveListings: 2,
      rating: { average: null, count: 0 },
      canRate: true,
      myRating: null,
      suspendedAt: null,
      suspensionReason: null,
    });
  });

  it('is for signed-in people only', async () => {
    expect((await createClient(t).get('/api/dealers')).status).toBe(401);
  });

  it('searches name and city words, and pages on the server', async () => {
    const byCity = await shopper.client.get('/api/dealers?q=denver');
    expect(byCity.body.items.map((x: any) => x.id)).toEqual([other.organizationId]);
    const none = await shopper.client.get('/api/dealers?q=nowhere-at-all');
    expect(none.body).toMatchObject({ items: [], total: 0 });

    // Enough dealerships for two pages.
    const made = await Promise.all(Array.from({ length: DEALERS_PAGE_SIZE + 1 }, () => createDealership(t)));
    expect(made).toHaveLength(DEALERS_PAGE_SIZE + 1);
    const first = await shopper.client.get('/api/dealers?q=Throwaway');
    expect(first.body.total).toBeGreaterThanOrEqual(DEALERS_PAGE_SIZE + 1);
    expect(first.body.items).toHaveLength(DEALERS_PAGE_SIZE);
    const second = await shopper.client.get('/api/dealers?q=Throwaway&page=2');
    expect(second.body.items.length).toBe(first.body.total - DEALERS_PAGE_SIZE);
    const ids = new Set(first.body.items.map((x: any) => x.id));
    for (const x of second.body.items) expect(ids.has(x.id)).toBe(false);
  });

  it('refuses bad input with the field named', async () => {
    const res = await shopper.client.get('/api/dealers?page=0');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.page).toBeTruthy();
  });
});

describe('ratings', () => {
  it('a shopper who messaged the dealership rates it; a later rating replaces the earlier', async () => {
    const first = await shopper.client.post(`/api/dealers/${d.organizationId}/rating`, { stars: 3 });
    expect(first.status).toBe(200);
    expect(first.body.dealer).toMatchObject({ rating: { average: 3, count: 1 }, myRating: { stars: 3 } });
    const again = await shopper.client.post(`/api/dealers/${d.organizationId}/rating`, {
      stars: 5,
      comment: '  Quick answers and a fair price.  ',
    });
    expect(again.body.dealer).toMatchObject({
      rating: { average: 5, count: 1 },
      myRating: { stars: 5, comment: 'Quick answers and a fair price.' },
    });
    const profile = await createClient(t).get(`/api/dealers/${dSlug}`);
    expect(profile.body.reviews).toEqual([
      expect.objectContaining({ stars: 5, comment: 'Quick answers and a fair price.', author: 'Dana W.' }),
    ]);
  });

  it('averages several shoppers to one decimal', async () => {
    const second = await newShopper(t);
    await message(second.client, vehicleId, 'Does it have a tow hitch?');
    expect((await second.client.post(`/api/dealers/${d.organizationId}/rating`, { stars: 4 })).status).toBe(200);
    const res = await stranger.client.get('/api/dealers?q=riverside');
    expect(dealerIn(res.body, d.organizationId).rating).toEqual({ average: 4.5, count: 2 });
  });

  it('is refused (403) to someone who never messaged them, and to their own staff', async () => {
    const res = await stranger.client.post(`/api/dealers/${d.organizationId}/rating`, { stars: 1 });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('NOT_A_CUSTOMER');
    expect((await d.manager.post(`/api/dealers/${d.organizationId}/rating`, { stars: 5 })).status).toBe(403);
    expect((await createClient(t).post(`/api/dealers/${d.organizationId}/rating`, { stars: 5 })).status).toBe(401);
  });

  it('needs 1–5 whole stars and a comment of at most 1000 characters', async () => {
    for (const stars of [0, 6, 2.5, '4'] as const) {
      const res = await shopper.client.post(`/api/dealers/${d.organizationId}/rating`, { stars });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.stars).toBeTruthy();
    }
    const long = await shopper.client.post(`/api/dealers/${d.organizationId}/rating`, {
      stars: 4,
      comment: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.comment).toBeTruthy();
    expect((await shopper.client.post('/api/dealers/no-such-dealer/rating', { stars: 4 })).status).toBe(404);
  });
});

describe('the public page', () => {
  it('needs no sign-in: profile, rating and the listed vehicles', async () => {
    const res = await createClient(t).get(`/api/dealers/${dSlug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: d.organizationId,
      name: 'Riverside Auto Group',
      about: 'Family-run since 1998.',
      canRate: false,
      listings: { total: 2, page: 1 },
    });
    expect(res.body.listings.items.every((l: any) => l.dealer.id === d.organizationId)).toBe(true);
  });

  it('is Not Found for an unknown slug', async () => {
    expect((await createClient(t).get('/api/dealers/no-such-dealer')).status).toBe(404);
  });

  it("names the dealer in the page's head, and is in the sitemap", async () => {
    const head = renderHead(`/dealers/${dSlug}`, 'https://lotline.example', null, {
      name: 'Riverside Auto Group',
      about: 'Family-run since 1998.',
      city: 'Columbus',
      region: 'OH',
    });
    expect(head).toContain('<title>Riverside Auto Group — Lotline</title>');
    expect(head).toContain('content="Family-run since 1998."');
    expect(renderHead('/dealers/gone', 'https://lotline.example', null, null)).toContain('noindex');
    const sitemap = await t.app.request('/sitemap.xml');
    expect(await sitemap.text()).toContain(`/dealers/${dSlug}</loc>`);
  });
});

describe('verify and suspend', () => {
  const actions = ['verify', 'unverify', 'suspend', 'unsuspend'] as const;

  it('are refused (403) to everyone but platform admins, owners included', async () => {
    for (const action of actions)
      for (const client of [shopper.client, d.owner, d.manager, other.owner]) {
        const res = await client.post(`/api/dealers/${d.organizationId}/${action}`, { reason: 'Because' });
        expect(res.status, `${action}`).toBe(403);
      }
    expect((await createClient(t).post(`/api/dealers/${d.organizationId}/verify`)).status).toBe(401);
  });

  it('verify gives the badge and writes the audit entry; admins see the queue', async () => {
    const before = await admin.get('/api/dealers?filter=to-verify&q=riverside');
    expect(before.body.canModerate).toBe(true);
    expect(dealerIn(before.body, d.organizationId)).toBeTruthy();
    const toVerify = before.body.toVerify;

    const res = await admin.post(`/api/dealers/${d.organizationId}/verify`);
    expect(res.status).toBe(200);
    expect(res.body.dealer).toMatchObject({ verified: true });
    const after = await admin.get('/api/dealers?filter=to-verify&q=riverside');
    expect(dealerIn(after.body, d.organizationId)).toBeUndefined();
    expect(after.body.toVerify).toBe(toVerify - 1);

    // Again: nothing new is written.
    await admin.post(`/api/dealers/${d.organizationId}/verify`);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, d.organizationId), eq(auditLog.action, 'dealer.verified')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ target: 'Riverside Auto Group', before: { verifiedAt: null } });
    expect(entries[0]!.actorUserId).toBeTruthy();
  });

  it('suspend needs a reason', async () => {
    const res = await admin.post(`/api/dealers/${d.organizationId}/suspend`, { reason: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.reason).toBeTruthy();
    expect((await admin.post('/api/dealers/nope/suspend', { reason: 'x' })).status).toBe(404);
  });

  it('a suspension takes the dealer and its vehicles off, tells its staff why, refuses new listings; lifting it brings all back', async () => {
    const reason = 'Listings with prices that did not match the dealer’s own site.';
    expect((await stranger.client.put(`/api/favorites/${vehicleId}`)).status).toBeLessThan(300);
    const res = await admin.post(`/api/dealers/${d.organizationId}/suspend`, { reason });
    expect(res.status).toBe(200);
    expect(res.body.dealer).toMatchObject({ suspensionReason: reason });
    expect(res.body.dealer.suspendedAt).toBeTruthy();

    // Gone for shoppers: directory, public page, marketplace, the vehicle's page; favorites greyed.
    expect(dealerIn((await stranger.client.get('/api/dealers?q=riverside')).body, d.organizationId)).toBeUndefined();
    expect((await createClient(t).get(`/api/dealers/${dSlug}`)).status).toBe(404);
    const market = await stranger.client.get('/api/marketplace?dealer=' + d.organizationId);
    expect(market.body.items).toEqual([]);
    expect((await stranger.client.get(`/api/marketplace/${vehicleId}`)).status).toBe(404);
    const saved = (await stranger.client.get('/api/favorites')).body.favorites.find(
      (f: any) => f.vehicleId === vehicleId,
    );
    expect(saved).toMatchObject({ available: false });
    // Admins still see it, with the reason.
    const seen = await admin.get('/api/dealers?filter=suspended&q=riverside');
    expect(dealerIn(seen.body, d.organizationId)).toMatchObject({ suspensionReason: reason, liveListings: 0 });

    // Staff see why on every page (the session says so).
    const session = await d.salesA.get('/api/session');
    expect(session.body.dealership.suspension).toMatchObject({ reason });

    // New listings are refused with why (403), not a plan to buy.
    const refused = await d.owner.post('/api/inventory', {
      vin: 'KM8K2CAB4PU001140',
      year: 2023,
      make: 'Hyundai',
      model: 'Kona',
      mileage: 12_000,
      condition: 'used',
      status: 'available',
      priceCents: 2_100_000,
      listed: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('DEALER_SUSPENDED');
    expect(refused.body.error.fields.listed).toContain(reason);
    expect(refused.body.error.upgradeUrl).toBeUndefined();

    const lifted = await admin.post(`/api/dealers/${d.organizationId}/unsuspend`);
    expect(lifted.status).toBe(200);
    expect(lifted.body.dealer).toMatchObject({ suspendedAt: null, suspensionReason: null, verified: true });
    expect((await stranger.client.get(`/api/marketplace/${vehicleId}`)).status).toBe(200);
    expect(
      (await stranger.client.get('/api/favorites')).body.favorites.find((f: any) => f.vehicleId === vehicleId),
    ).toMatchObject({ available: true });
    const back = await stranger.client.get('/api/marketplace?dealer=' + d.organizationId);
    expect(back.body.items.length).toBe(2);
    expect((await createClient(t).get(`/api/dealers/${dSlug}`)).status).toBe(200);
    expect((await d.salesA.get('/api/session')).body.dealership.suspension).toBeNull();

    const actionsLogged = (await t.db.select().from(auditLog).where(eq(auditLog.organizationId, d.organizationId))).map(
      (e) => e.action,
    );
    expect(actionsLogged).toEqual(expect.arrayContaining(['dealer.suspended', 'dealer.unsuspended']));
    const [suspended] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, d.organizationId), eq(auditLog.action, 'dealer.suspended')));
    expect(suspended!.after).toMatchObject({ suspensionReason: reason });
  });

  it('unverify takes the badge away', async () => {
    const res = await admin.post(`/api/dealers/${d.organizationId}/unverify`);
    expect(res.body.dealer.verified).toBe(false);
  });
});
