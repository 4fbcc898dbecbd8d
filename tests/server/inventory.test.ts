/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vehiclePhotos, vehicles } from '../../src/server/db/schema';
import { vehicleEventSummary } from '../../src/server/routes/inventory';
import { DELETE_UNDO_SECONDS, INVENTORY_PAGE_SIZE } from '../../src/shared/vehicles';
import { checkDigit } from '../../src/shared/vin';
import { createTestApp, inviteAndAccept, registerDealer, registerVerified, type Client, type TestApp } from './helpers';

let t: TestApp;
let owner: Client;
let sales: Client;
let other: Client;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  const dealer = await registerDealer(t, 'Riverside Auto Group');
  owner = dealer.client;
  sales = (await inviteAndAccept(t, owner, 'sales')).member;
  other = (await registerDealer(t, 'Lakeside Motors')).client;
});
afterAll(async () => {
  await t.close();
});

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
let vinCounter = 0;
/** A fresh VIN with a correct check digit (WMI 1FT: Ford trucks; R: model year 2024). */
const freshVin = () => {
  vinCounter += 1;
  const random = Array.from({ length: 5 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join('');
  const draft = `1FT${random}0RA${String(100000 + vinCounter).slice(-6)}`;
  return draft.slice(0, 8) + checkDigit(draft)! + draft.slice(9);
};

const car = (overrides: Record<string, unknown> = {}) => ({
  vin: freshVin(),
  year: 2021,
  make: 'Ford',
  model: 'F-150',
  trim: 'XLT',
  mileage: 32_000,
  condition: 'used',
  ...overrides,
});

const add = async (client: Client, overrides: Record<string, unknown> = {}) => {
  const res = await client.post('/api/inventory', car(overrides));
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.vehicle;
};

describe('access and tenancy', () => {
  it('refuses the signed-out (401) and shoppers (403)', async () => {
    const { client: shopper } = await registerVerified(t);
    expect((await shopper.get('/api/inventory')).status).toBe(403);
    expect((await shopper.post('/api/inventory', car())).status).toBe(403);
  });

  it("answers 404 for another dealership's vehicle on every route", async () => {
    const v = await add(owner, { priceCents: 1_500_000, status: 'available' });
    const id = v.id;
    expect((await other.get(`/api/inventory/${id}`)).status).toBe(404);
    expect((await other.patch(`/api/inventory/${id}`, { mileage: 1 })).status).toBe(404);
    expect((await other.post(`/api/inventory/${id}/status`, { status: 'on_hold' })).status).toBe(404);
    expect((await other.post(`/api/inventory/${id}/listed`, { listed: true })).status).toBe(404);
    expect((await other.get(`/api/inventory/${id}/price-history`)).status).toBe(404);
    expect((await other.get(`/api/inventory/${id}/events`)).status).toBe(404);
    expect((await other.del(`/api/inventory/${id}`)).status).toBe(404);
    const bulk = await other.post('/api/inventory/bulk', { ids: [id], action: { kind: 'delete' } });
    expect(bulk.body).toEqual({ updated: 0, skipped: [{ id, stockNumber: null, reason: 'Not in your inventory' }] });
    const list = await other.get(`/api/inventory?q=${v.vin}`);
    expect(list.body.total).toBe(0);
    // Still there for its owner.
    expect((await owner.get(`/api/inventory/${id}`)).body.vehicle.status).toBe('available');
  });
});

describe('create', () => {
  it('adds with sequential stock numbers from the prefix, never reused', async () => {
    const a = await add(owner);
    const b = await add(owner);
    expect(a.stockNumber).toMatch(/^RAG-\d{5}$/);
    const n = (s: string) => Number(s.split('-')[1]);
    expect(n(b.stockNumber)).toBe(n(a.stockNumber) + 1);
    expect((await owner.del(`/api/inventory/${b.id}`)).status).toBe(200);
    const c = await add(owner);
    expect(n(c.stockNumber)).toBe(n(b.stockNumber) + 1);
    expect(a).toMatchObject({
      status: 'incoming',
      listed: false,
      make: 'Ford',
      daysInStock: 0,
      photoCount: 0,
      coverUrl: null,
      costVisible: true,
      nextStatuses: ['recon', 'available', 'archived'],
    });
  });

  it('answers 409 naming vin when the VIN is already in stock, with its stock number', async () => {
    const a = await add(owner);
    const res = await owner.post('/api/inventory', car({ vin: a.vin.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(res.body.error.fields.vin).toBe(`Already in your inventory as ${a.stockNumber}`);
    // Another dealership may hold the same VIN.
    expect((await other.post('/api/inventory', car({ vin: a.vin }))).status).toBe(201);
  });

  it('answers 400 naming the field for a bad VIN, a negative price, wrong types', async () => {
    const badVin = await owner.post('/api/inventory', car({ vin: '1HGCM82633A004353' }));
    expect(badVin.status).toBe(400);
    expect(badVin.body.error.fields.vin).toBeTruthy();
    const negative = await owner.post('/api/inventory', car({ priceCents: -100 }));
    expect(negative.status).toBe(400);
    expect(negative.body.error.fields.priceCents).toMatch(/negative/);
    const types = await owner.post('/api/inventory', car({ mileage: 'lots' }));
    expect(types.status).toBe(400);
    expect(types.body.error.fields.mileage).toBeTruthy();
    for (const inStockDate of ['2026-02-30', '0000-01-01', 'yesterday']) {
      const date = await owner.post('/api/inventory', car({ inStockDate }));
      expect(date.status, inStockDate).toBe(400);
      expect(date.body.error.fields.inStockDate).toBeTruthy();
    }
  });

  it('defaults the pack to the dealership default and records the first price', async () => {
    expect((await owner.patch('/api/inventory/settings', { defaultPackCents: 49_500 })).status).toBe(200);
    const v = await add(owner, { priceCents: 2_490_000, costCents: 2_000_000 });
    expect(v.packCents).toBe(49_500);
    expect(v.frontGrossCents).toBe(2_490_000 - 2_000_000 - 49_500);
    const history = await owner.get(`/api/inventory/${v.id}/price-history`);
    expect(history.body.changes).toMatchObject([{ oldPriceCents: null, newPriceCents: 2_490_000 }]);
    await owner.patch('/api/inventory/settings', { defaultPackCents: 0 });
  });

  it('lists on create only when available and priced (422 naming listed)', async () => {
    const noPrice = await owner.post('/api/inventory', car({ status: 'available', listed: true }));
    expect(noPrice.status).toBe(422);
    expect(noPrice.body.error.fields.listed).toMatch(/asking price/);
    const incoming = await owner.post('/api/inventory', car({ priceCents: 100_000, listed: true }));
    expect(incoming.status).toBe(422);
    expect(incoming.body.error.fields.listed).toMatch(/available/);
    const ok = await add(owner, { status: 'available', priceCents: 1_999_900, listed: true });
    expect(ok.listed).toBe(true);
    expect(ok.listedAt).toBeTruthy();
  });
});

describe('cost visibility', () => {
  it('hides cost, pack, added costs and gross from sales and refuses their writes (403 naming the field)', async () => {
    const v = await add(owner, { priceCents: 2_000_000, costCents: 1_500_000, packCents: 50_000 });
    const seen = (await sales.get(`/api/inventory/${v.id}`)).body.vehicle;
    expect(seen).toMatchObject({
      costVisible: false,
      costCents: null,
      packCents: null,
      addedCosts: null,
      frontGrossCents: null,
      priceCents: 2_000_000,
    });
    const write = await sales.patch(`/api/inventory/${v.id}`, { costCents: 1 });
    expect(write.status).toBe(403);
    expect(write.body.error.fields).toHaveProperty('costCents');
    const create = await sales.post('/api/inventory', car({ packCents: 100 }));
    expect(create.status).toBe(403);
    expect(create.body.error.fields).toHaveProperty('packCents');
    // Sales may still edit the rest and add vehicles.
    expect((await sales.patch(`/api/inventory/${v.id}`, { mileage: 33_000 })).status).toBe(200);
    expect((await sales.post('/api/inventory', car())).status).toBe(201);
  });

  it('shows cost to sales once the owner allows it; only the owner may allow it', async () => {
    const { member: manager } = await inviteAndAccept(t, owner, 'manager');
    const refused = await manager.patch('/api/inventory/settings', { salesSeeCost: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields).toHaveProperty('salesSeeCost');
    expect((await sales.patch('/api/inventory/settings', { defaultPackCents: 1 })).status).toBe(403);
    expect((await manager.patch('/api/inventory/settings', { stockPrefix: 'rag' })).body.settings.stockPrefix).toBe(
      'RAG',
    );

    const v = await add(owner, { priceCents: 2_000_000, costCents: 1_500_000 });
    expect((await owner.patch('/api/inventory/settings', { salesSeeCost: true })).status).toBe(200);
    const seen = (await sales.get(`/api/inventory/${v.id}`)).body.vehicle;
    expect(seen).toMatchObject({ costVisible: true, costCents: 1_500_000 });
    expect((await sales.patch(`/api/inventory/${v.id}`, { costCents: 1_400_000 })).status).toBe(200);
    await owner.patch('/api/inventory/settings', { salesSeeCost: false });
  });

  it('reads settings as any staff and validates the prefix', async () => {
    const settings = await sales.get('/api/inventory/settings');
    expect(settings.status).toBe(200);
    // Pack is part of the cost: hidden from sales like the vehicles' pack.
    expect(settings.body.settings).toMatchObject({ stockPrefix: 'RAG', salesSeeCost: false, defaultPackCents: null });
    expect((await owner.get('/api/inventory/settings')).body.settings.defaultPackCents).toBe(0);
    expect(settings.body.settings.nextStockNumber).toMatch(/^RAG-\d{5}$/);
    const bad = await owner.patch('/api/inventory/settings', { stockPrefix: 'R-A' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.stockPrefix).toBeTruthy();
  });
});

describe('edit, status, listing, history', () => {
  it('records price changes and edits as history and activity', async () => {
    const v = await add(owner, { priceCents: 2_490_000 });
    const res = await owner.patch(`/api/inventory/${v.id}`, { priceCents: 2_350_000, mileage: 40_000, trim: 'Lariat' });
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toMatchObject({ priceCents: 2_350_000, mileage: 40_000, trim: 'Lariat' });
    // Saving the same values again changes nothing.
    await owner.patch(`/api/inventory/${v.id}`, { priceCents: 2_350_000, mileage: 40_000 });
    const history = (await owner.get(`/api/inventory/${v.id}/price-history`)).body.changes;
    expect(history.map((h: any) => [h.oldPriceCents, h.newPriceCents])).toEqual([
      [null, 2_490_000],
      [2_490_000, 2_350_000],
    ]);
    expect(history[1].changedBy).toBe('Dana Whitfield');
    const events = (await owner.get(`/api/inventory/${v.id}/events`)).body.events;
    expect(events.map((e: any) => e.summary)).toEqual([
      'Price dropped from $24,900 to $23,500',
      'Changed trim and mileage',
      `Added to inventory as ${v.stockNumber}`,
    ]);
  });

  it('answers the cover (the chosen one, else the first by position) and the photo count', async () => {
    const v = await add(owner);
    const photo = (id: string, position: number) => ({
      id: `${v.id}-${id}`,
      vehicleId: v.id,
      position,
      storageKey: `test/${id}`,
      originalType: 'image/jpeg',
      width: 1600,
      height: 1200,
      bytes: 1000,
    });
    await t.db.insert(vehiclePhotos).values([photo('b', 2), photo('a', 1)]);
    const coverOf = async () => (await owner.get(`/api/inventory?q=${v.vin}`)).body.items[0];
    expect(await coverOf()).toMatchObject({ photoCount: 2, coverUrl: `/api/photos/${v.id}-a/w320` });
    await t.db
      .update(vehicles)
      .set({ coverPhotoId: `${v.id}-b` })
      .where(eq(vehicles.id, v.id));
    expect((await coverOf()).coverUrl).toBe(`/api/photos/${v.id}-b/w320`);
    const detail = (await owner.get(`/api/inventory/${v.id}`)).body.vehicle;
    expect(detail.photos.map((p: any) => [p.id, p.isCover])).toEqual([
      [`${v.id}-a`, false],
      [`${v.id}-b`, true],
    ]);
    expect(detail.photos[0].urls.w800).toBe(`/api/photos/${v.id}-a/w800`);
  });

  it('re-checks the VIN on edit (409) and refuses to unprice a listed vehicle (422)', async () => {
    const a = await add(owner);
    const b = await add(owner, { status: 'available', priceCents: 1_000_000, listed: true });
    const dup = await owner.patch(`/api/inventory/${b.id}`, { vin: a.vin });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.vin).toContain(a.stockNumber);
    const unprice = await owner.patch(`/api/inventory/${b.id}`, { priceCents: null });
    expect(unprice.status).toBe(422);
    expect(unprice.body.error.fields).toHaveProperty('priceCents');
    const fresh = freshVin();
    expect((await owner.patch(`/api/inventory/${b.id}`, { vin: fresh })).body.vehicle.vin).toBe(fresh);
  });

  it('moves along the lifecycle only (422 naming status), stamps sold and unlists', async () => {
    const v = await add(owner, { priceCents: 1_800_000 });
    const skip = await owner.post(`/api/inventory/${v.id}/status`, { status: 'sold' });
    expect(skip.status).toBe(422);
    expect(skip.body.error.fields.status).toBe('From Incoming it can go to Recon, Available and Archived');
    expect((await owner.post(`/api/inventory/${v.id}/status`, { status: 'recon' })).status).toBe(200);
    expect((await owner.post(`/api/inventory/${v.id}/status`, { status: 'available' })).status).toBe(200);
    expect((await owner.post(`/api/inventory/${v.id}/listed`, { listed: true })).body.vehicle.listed).toBe(true);
    const sold = await owner.post(`/api/inventory/${v.id}/status`, { status: 'sold' });
    expect(sold.body.vehicle).toMatchObject({ status: 'sold', listed: false, nextStatuses: ['archived'] });
    expect(sold.body.vehicle.soldAt).toBeTruthy();
    const back = await owner.post(`/api/inventory/${v.id}/status`, { status: 'available' });
    expect(back.status).toBe(422);
    const bad = await owner.post(`/api/inventory/${v.id}/status`, { status: 'lost' });
    expect(bad.status).toBe(400);
    const summaries = (await owner.get(`/api/inventory/${v.id}/events`)).body.events.map((e: any) => e.summary);
    expect(summaries.slice(0, 4)).toEqual([
      'Status changed from Available to Sold (taken off the marketplace)',
      'Listed on the marketplace',
      'Status changed from Recon to Available',
      'Status changed from Incoming to Recon',
    ]);
  });

  it('lists only available or on-hold vehicles with a price (422 naming listed)', async () => {
    const v = await add(owner, { status: 'recon' });
    const notYet = await owner.post(`/api/inventory/${v.id}/listed`, { listed: true });
    expect(notYet.status).toBe(422);
    expect(notYet.body.error.fields.listed).toMatch(/available/);
    await owner.post(`/api/inventory/${v.id}/status`, { status: 'available' });
    const noPrice = await owner.post(`/api/inventory/${v.id}/listed`, { listed: true });
    expect(noPrice.status).toBe(422);
    expect(noPrice.body.error.fields.listed).toMatch(/asking price/);
    await owner.patch(`/api/inventory/${v.id}`, { priceCents: 1_200_000 });
    expect((await owner.post(`/api/inventory/${v.id}/listed`, { listed: true })).body.vehicle.listed).toBe(true);
    expect((await owner.post(`/api/inventory/${v.id}/listed`, { listed: false })).body.vehicle.listed).toBe(false);
  });

  it('writes event sentences for every kind', () => {
    expect(vehicleEventSummary('price', { from: null, to: 1_250_050 })).toBe('Price set to $12,500.50');
    expect(vehicleEventSummary('price', { from: 100_000, to: 120_000 })).toBe('Price raised from $1,000 to $1,200');
    expect(vehicleEventSummary('photos', { summary: 'Added 2 photos' })).toBe('Added 2 photos');
    expect(vehicleEventSummary('edited', { fields: ['exteriorColor'] })).toBe('Changed exterior color');
    expect(vehicleEventSummary('photos', { action: 'added', photoId: 'p' })).toBe('Added a photo');
    expect(vehicleEventSummary('photos', { action: 'reordered', coverPhotoId: 'p' })).toBe(
      'Reordered photos and chose the cover',
    );
    expect(vehicleEventSummary('imported', { action: 'created', stockNumber: 'RAG-00007' })).toBe(
      'Added by CSV import as RAG-00007',
    );
    expect(vehicleEventSummary('imported', { action: 'updated', fields: ['mileage', 'priceCents'] })).toBe(
      'Updated by CSV import: mileage and asking price',
    );
  });
});

describe('bulk, delete and restore', () => {
  it('changes status per vehicle and says why it skipped others', async () => {
    const a = await add(owner);
    const b = await add(owner, { status: 'available', priceCents: 1_000_000 });
    await owner.post(`/api/inventory/${b.id}/status`, { status: 'sold' });
    const res = await owner.post('/api/inventory/bulk', {
      ids: [a.id, b.id, 'nope'],
      action: { kind: 'status', status: 'recon' },
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(1);
    expect(res.body.skipped).toEqual([
      { id: 'nope', stockNumber: null, reason: 'Not in your inventory' },
      { id: b.id, stockNumber: b.stockNumber, reason: 'From Sold it can go to Archived' },
    ]);
    expect((await owner.get(`/api/inventory/${a.id}`)).body.vehicle.status).toBe('recon');
  });

  it('lists and unlists in bulk, skipping vehicles that cannot be listed', async () => {
    const ok = await add(owner, { status: 'available', priceCents: 1_000_000 });
    const unpriced = await add(owner, { status: 'available' });
    const res = await owner.post('/api/inventory/bulk', {
      ids: [ok.id, unpriced.id],
      action: { kind: 'listed', listed: true },
    });
    expect(res.body.updated).toBe(1);
    expect(res.body.skipped[0]).toMatchObject({ id: unpriced.id, reason: 'Set an asking price before listing' });
  });

  it('changes prices by amount or percent, rounded to whole dollars, never below zero, with history', async () => {
    const a = await add(owner, { priceCents: 1_999_900 });
    const b = await add(owner, { priceCents: 50_000 });
    const c = await add(owner);
    const pct = await owner.post('/api/inventory/bulk', {
      ids: [a.id, c.id],
      action: { kind: 'price', mode: 'percent', value: -5 },
    });
    expect(pct.body.updated).toBe(1);
    expect(pct.body.skipped).toEqual([{ id: c.id, stockNumber: c.stockNumber, reason: 'No asking price to change' }]);
    // 19,999 × 0.95 = 18,999.05 → $18,999.
    expect((await owner.get(`/api/inventory/${a.id}`)).body.vehicle.priceCents).toBe(1_899_900);
    await owner.post('/api/inventory/bulk', {
      ids: [b.id],
      action: { kind: 'price', mode: 'amount', value: -100_000 },
    });
    expect((await owner.get(`/api/inventory/${b.id}`)).body.vehicle.priceCents).toBe(0);
    const history = (await owner.get(`/api/inventory/${a.id}/price-history`)).body.changes;
    expect(history.at(-1)).toMatchObject({ oldPriceCents: 1_999_900, newPriceCents: 1_899_900 });
    const bad = await owner.post('/api/inventory/bulk', {
      ids: [],
      action: { kind: 'price', mode: 'amount', value: 0 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['ids', 'action.value']));
  });

  it('deletes softly, restores within the window, and is too late after it', async () => {
    const a = await add(owner);
    const b = await add(owner);
    const del = await owner.post('/api/inventory/bulk', { ids: [a.id, b.id], action: { kind: 'delete' } });
    expect(del.body.updated).toBe(2);
    expect((await owner.get(`/api/inventory/${a.id}`)).status).toBe(404);
    expect((await owner.get(`/api/inventory?q=${a.vin}`)).body.total).toBe(0);
    expect((await owner.post('/api/inventory/restore', { ids: [a.id] })).body).toEqual({ restored: 1 });
    expect((await owner.get(`/api/inventory/${a.id}`)).status).toBe(200);
    const events = (await owner.get(`/api/inventory/${a.id}/events`)).body.events.map((e: any) => e.kind);
    expect(events.slice(0, 2)).toEqual(['restored', 'deleted']);

    // b: its window passes.
    await t.db
      .update(vehicles)
      .set({ deletedAt: new Date(Date.now() - (DELETE_UNDO_SECONDS + 5) * 1000) })
      .where(eq(vehicles.id, b.id));
    const late = await owner.post('/api/inventory/restore', { ids: [b.id] });
    expect(late.status).toBe(410);
    expect(late.body.error.message).toMatch(/Too late/);
    // And the VIN can be added again (the old row is purged).
    const again = await owner.post('/api/inventory', car({ vin: b.vin }));
    expect(again.status).toBe(201);
    expect((await owner.post('/api/inventory/restore', { ids: ['unknown'] })).status).toBe(404);
  });

  it('keeps the status tabs of the whole stock (counters) equal to the rows counted, through every kind of write', async () => {
    const { client: dealer } = await registerDealer(t, 'Counter Motors');
    // The unfiltered list reads the counters; a filter every vehicle passes makes it count the rows.
    const tabs = async () => {
      const [kept, counted] = await Promise.all([
        dealer.get('/api/inventory'),
        dealer.get('/api/inventory?yearMin=1900'),
      ]);
      expect(kept.body.statusCounts).toEqual(counted.body.statusCounts);
      expect(kept.body.total).toBe(counted.body.total);
      return kept.body.statusCounts;
    };
    expect(await tabs()).toMatchObject({ incoming: 0, available: 0 });

    const a = await add(dealer);
    const b = await add(dealer, { status: 'available', priceCents: 1_500_000 });
    const c = await add(dealer, { status: 'available', priceCents: 2_500_000 });
    expect(await tabs()).toMatchObject({ incoming: 1, available: 2, sold: 0 });

    await dealer.post(`/api/inventory/${b.id}/status`, { status: 'sold' });
    // (a is incoming: on hold is not a step from there, so only c moves.)
    await dealer.post('/api/inventory/bulk', { ids: [a.id, c.id], action: { kind: 'status', status: 'on_hold' } });
    expect(await tabs()).toMatchObject({ incoming: 1, available: 0, on_hold: 1, sold: 1 });
    await dealer.post('/api/inventory/bulk', { ids: [a.id, c.id], action: { kind: 'status', status: 'recon' } });
    await dealer.patch(`/api/inventory/${c.id}`, { mileage: 40_000 });
    const moved = await tabs();

    await dealer.post('/api/inventory/bulk', { ids: [a.id, b.id], action: { kind: 'delete' } });
    const deleted = await tabs();
    expect(Object.values(deleted).reduce((sum: number, n) => sum + Number(n), 0)).toBe(1);
    await dealer.post('/api/inventory/restore', { ids: [a.id] });
    expect(await tabs()).not.toEqual(deleted);
    // A vehicle deleted for good (the undo window's purge) leaves no trace in the counters.
    await t.db.delete(vehicles).where(eq(vehicles.id, b.id));
    await t.db.delete(vehicles).where(eq(vehicles.id, c.id));
    const left = await tabs();
    expect(Object.values(left).reduce((sum: number, n) => sum + Number(n), 0)).toBe(1);
    expect(moved).not.toEqual(left);
  });

  it('adding a VIN deleted moments ago supersedes the undo', async () => {
    const a = await add(owner);
    await owner.del(`/api/inventory/${a.id}`);
    const again = await owner.post('/api/inventory', car({ vin: a.vin }));
    expect(again.status).toBe(201);
    expect((await owner.post('/api/inventory/restore', { ids: [a.id] })).status).toBe(404);
  });
});

describe('search, filters, sorts, paging, counts', () => {
  let org: string;
  let client: Client;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const dealer = await registerDealer(t, 'Search Motors');
    client = dealer.client;
    org = dealer.dealership.id;
    const specs = [
      {
        key: 'f150',
        make: 'Ford',
        model: 'F-150',
        trim: 'XLT',
        year: 2019,
        priceCents: 2_890_000,
        mileage: 61_000,
        days: 5,
      },
      { key: 'mustang', make: 'Ford', model: 'Mustang', year: 2022, priceCents: 3_500_000, mileage: 9_000, days: 45 },
      { key: 'camry', make: 'Toyota', model: 'Camry', year: 2020, priceCents: 1_990_000, mileage: 41_000, days: 75 },
      { key: 'rav4', make: 'Toyota', model: 'RAV4', year: 2023, priceCents: null, mileage: 1_200, days: 120 },
      { key: 'civic', make: 'Honda', model: 'Civic', year: 2018, priceCents: 1_450_000, mileage: 88_000, days: 31 },
    ];
    for (const s of specs) {
      const v = await add(client, {
        make: s.make,
        model: s.model,
        trim: s.trim ?? null,
        year: s.year,
        priceCents: s.priceCents,
        mileage: s.mileage,
        status: s.key === 'rav4' ? 'incoming' : 'available',
      });
      ids[s.key] = v.id;
      const day = new Date(Date.now() - s.days * 86_400_000).toISOString().slice(0, 10);
      await t.db
        .update(vehicles)
        .set({ inStockDate: day })
        .where(and(eq(vehicles.id, v.id), eq(vehicles.organizationId, org)));
    }
    await client.post(`/api/inventory/${ids.mustang}/listed`, { listed: true });
    await client.post(`/api/inventory/${ids.civic}/status`, { status: 'on_hold' });
  });

  const find = async (query: string) => {
    const res = await client.get(`/api/inventory?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const keysOf = (page: any) => page.items.map((i: any) => Object.keys(ids).find((k) => ids[k] === i.id));

  it('searches VIN, stock number and make/model text', async () => {
    expect(keysOf(await find('q=ford%20f150'))).toEqual(['f150']);
    expect(keysOf(await find('q=F-150'))).toEqual(['f150']);
    expect(keysOf(await find('q=toyota'))).toEqual(['rav4', 'camry']);
    const camry = (await client.get(`/api/inventory/${ids.camry}`)).body.vehicle;
    expect(keysOf(await find(`q=${camry.vin.slice(-8).toLowerCase()}`))).toEqual(['camry']);
    expect(keysOf(await find(`q=${camry.stockNumber}`))).toEqual(['camry']);
    expect(keysOf(await find('q=qq%25_'))).toEqual([]);
  });

  it('filters by make, model, year, price (dollars), mileage, age, listed and status', async () => {
    expect(keysOf(await find('make=ford&sort=price_asc'))).toEqual(['f150', 'mustang']);
    expect(keysOf(await find('make=TOYOTA&model=camry'))).toEqual(['camry']);
    expect(keysOf(await find('yearMin=2020&yearMax=2022&sort=year_desc'))).toEqual(['mustang', 'camry']);
    expect(keysOf(await find('priceMin=19900&priceMax=29000&sort=price_asc'))).toEqual(['camry', 'f150']);
    expect(keysOf(await find('mileageMax=10000&sort=mileage_asc'))).toEqual(['rav4', 'mustang']);
    expect(keysOf(await find('age=0-30'))).toEqual(['f150']);
    expect(keysOf(await find('age=31-60&sort=age_desc'))).toEqual(['mustang', 'civic']);
    expect(keysOf(await find('age=61-90'))).toEqual(['camry']);
    expect(keysOf(await find('age=90%2B'))).toEqual(['rav4']);
    expect(keysOf(await find('listed=yes'))).toEqual(['mustang']);
    expect(keysOf(await find('status=on_hold'))).toEqual(['civic']);
  });

  it('computes days in stock in UTC and counts per status under the other filters', async () => {
    const page = await find('make=toyota&status=available');
    expect(page.total).toBe(1);
    expect(page.statusCounts).toMatchObject({ available: 1, incoming: 1, on_hold: 0, sold: 0 });
    const camry = page.items[0];
    expect(camry.daysInStock).toBe(75);
    const all = await find('');
    expect(all.total).toBe(5);
    expect(all.statusCounts).toEqual({
      incoming: 1,
      recon: 0,
      available: 3,
      on_hold: 1,
      sold: 0,
      wholesaled: 0,
      archived: 0,
    });
  });

  it('sorts and pages', async () => {
    expect(keysOf(await find('sort=price_desc'))).toEqual(['mustang', 'f150', 'camry', 'civic', 'rav4']);
    expect(keysOf(await find('sort=age_desc'))).toEqual(['rav4', 'camry', 'mustang', 'civic', 'f150']);
    expect(keysOf(await find('sort=oldest'))).toEqual(['f150', 'mustang', 'camry', 'rav4', 'civic']);
    expect(keysOf(await find('sort=newest'))).toEqual(['civic', 'rav4', 'camry', 'mustang', 'f150']);
    const stock = (await find('sort=stock')).items.map((i: any) => i.stockNumber);
    expect(stock).toEqual([...stock].sort());

    // Paging: a dealership with more than a page.
    for (let i = 0; i < INVENTORY_PAGE_SIZE; i += 1) await add(client, { make: 'Kia', model: 'Soul' });
    const first = await find('make=kia');
    const second = await find('make=kia&page=2');
    expect(first).toMatchObject({ total: INVENTORY_PAGE_SIZE, page: 1, pageSize: INVENTORY_PAGE_SIZE });
    expect(first.items).toHaveLength(INVENTORY_PAGE_SIZE);
    expect(second.items).toHaveLength(0);
    const all = await find('page=2');
    expect(all.items).toHaveLength(5);
  });

  it('answers 400 naming the bad query field', async () => {
    const res = await client.get('/api/inventory?sort=cheapest&yearMin=abc');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['sort', 'yearMin']));
  });
});

vi.setConfig({ testTimeout: 60_000 });
