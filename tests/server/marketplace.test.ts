/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/queries/ids';
import { MARKETPLACE_COUNT_CAP } from '../../src/server/db/queries/marketplace';
import { organizations, vehiclePhotos, vehicles } from '../../src/server/db/schema';
import { MARKETPLACE_PAGE_SIZE, photoUrl } from '../../src/shared/vehicles';
import {
  ORIGIN,
  createClient,
  createTestApp,
  registerDealer,
  registerVerified,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let shopper: Client;
let other: Client;
let dealerA: { client: Client; id: string };
let dealerB: { client: Client; id: string };
let suspended: { client: Client; id: string };

/** The test client has get/post/del; favorites save with PUT. */
const put = async (client: Client, path: string) => {
  const res = await t.app.request(path, {
    method: 'PUT',
    headers: { Origin: ORIGIN, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, body: (await res.json()) as any };
};

let vin = 0;
/** A vehicle straight into the table (the inventory API is another slice); listed and available by default. */
const addVehicle = async (organizationId: string, values: Partial<typeof vehicles.$inferInsert> = {}) => {
  vin += 1;
  const id = newId();
  await t.db.insert(vehicles).values({
    id,
    organizationId,
    vin: `TESTVIN${String(vin).padStart(10, '0')}`,
    stockNumber: `T-${String(vin).padStart(5, '0')}`,
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    mileage: 30_000,
    condition: 'used',
    status: 'available',
    listed: true,
    listedAt: new Date(Date.UTC(2026, 0, 1) + vin * 60_000),
    priceCents: 2_000_000,
    costCents: 1_500_000,
    packCents: 50_000,
    ...values,
  });
  return id;
};

const search = async (client: Client, query = '') => {
  const res = await client.get(`/api/marketplace${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body as { items: any[]; total: number; page: number; pageSize: number };
};
const ids = (page: { items: any[] }) => page.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  const a = await registerDealer(t, 'Buckeye Motors');
  const b = await registerDealer(t, 'Lakeside Auto Sales');
  const c = await registerDealer(t, 'Shady Cars');
  dealerA = { client: a.client, id: a.dealership.id };
  dealerB = { client: b.client, id: b.dealership.id };
  suspended = { client: c.client, id: c.dealership.id };
  await t.db.update(organizations).set({ suspendedAt: new Date() }).where(eq(organizations.id, suspended.id));
  shopper = (await registerVerified(t)).client;
  expect((await shopper.post('/api/profile/complete', { accountType: 'shopper' })).status).toBe(200);
  other = (await registerVerified(t)).client;
});
afterAll(async () => {
  await t.close();
});

describe('listing rules', () => {
  let scope: string;
  const found: Record<string, string> = {};
  beforeAll(async () => {
    // Its own model name keeps this group apart from the other tests' vehicles.
    scope = 'Rulemodel';
    const base = { model: scope };
    found.listed = await addVehicle(dealerA.id, base);
    found.onHold = await addVehicle(dealerB.id, { ...base, status: 'on_hold' });
    found.unlisted = await addVehicle(dealerA.id, { ...base, listed: false });
    found.sold = await addVehicle(dealerA.id, { ...base, status: 'sold' });
    found.recon = await addVehicle(dealerA.id, { ...base, status: 'recon' });
    found.deleted = await addVehicle(dealerA.id, { ...base, deletedAt: new Date() });
    found.suspended = await addVehicle(suspended.id, base);
  });

  it('shows listed available and on-hold vehicles of dealers that are not suspended', async () => {
    const page = await search(shopper, `model=${scope}`);
    expect(ids(page).sort()).toEqual([found.listed, found.onHold].sort());
    expect(page.total).toBe(2);
  });

  it('answers 404 for a vehicle off the marketplace, and the listing for one on it', async () => {
    for (const key of ['unlisted', 'sold', 'recon', 'deleted', 'suspended'])
      expect((await shopper.get(`/api/marketplace/${found[key]}`)).status, key).toBe(404);
    expect((await shopper.get('/api/marketplace/no-such-vehicle')).status).toBe(404);
    const res = await shopper.get(`/api/marketplace/${found.listed}`);
    expect(res.status).toBe(200);
    expect(res.body.listing).toMatchObject({
      id: found.listed,
      model: scope,
      dealer: { id: dealerA.id, name: 'Buckeye Motors', city: 'Columbus', region: 'OH' },
      photos: [],
      coverUrl: null,
      favorited: false,
    });
  });

  it('never carries cost, pack or added costs', async () => {
    const page = await search(shopper, `model=${scope}`);
    const detail = (await shopper.get(`/api/marketplace/${found.listed}`)).body.listing;
    for (const item of [...page.items, detail]) {
      expect(item).not.toHaveProperty('costCents');
      expect(item).not.toHaveProperty('packCents');
      expect(item).not.toHaveProperty('addedCosts');
    }
  });

  it('needs a signed-in person (401) and valid query (400 naming the field)', async () => {
    expect((await createClient(t).get('/api/marketplace')).status).toBe(401);
    const bad = await shopper.get('/api/marketplace?sort=cheapest&yearMin=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['sort', 'yearMin']));
  });

  it('keeps shoppers out of the inventory API (403)', async () => {
    expect((await shopper.get('/api/inventory')).status).toBe(403);
  });
});

describe('filters, sorts and paging', () => {
  const v: Record<string, string> = {};
  beforeAll(async () => {
    v.f150 = await addVehicle(dealerA.id, {
      make: 'Filterford',
      model: 'F-150',
      trim: 'Lariat',
      year: 2019,
      priceCents: 3_500_000,
      mileage: 60_000,
      body: 'pickup',
      fuel: 'gasoline',
      transmission: 'automatic',
    });
    v.mach = await addVehicle(dealerB.id, {
      make: 'Filterford',
      model: 'Mustang Mach-E',
      trim: 'Premium',
      year: 2022,
      priceCents: 4_200_000,
      mileage: 12_000,
      body: 'suv',
      fuel: 'electric',
      transmission: 'automatic',
    });
    v.manual = await addVehicle(dealerB.id, {
      make: 'Filterford',
      model: 'Mustang',
      trim: 'GT 100%_off',
      year: 2016,
      priceCents: 2_400_000,
      mileage: 80_000,
      body: 'coupe',
      fuel: 'gasoline',
      transmission: 'manual',
    });
    v.noPrice = await addVehicle(dealerA.id, {
      make: 'Filterford',
      model: 'Bronco',
      year: 2023,
      priceCents: null,
      mileage: 5_000,
      body: 'suv',
    });
  });

  it('filters by make and model, case-insensitively', async () => {
    expect((await search(shopper, 'make=filterFORD')).total).toBe(4);
    expect(ids(await search(shopper, 'make=filterford&model=mustang'))).toEqual([v.manual]);
  });

  it('filters by year, price (whole dollars) and mileage ranges', async () => {
    expect(ids(await search(shopper, 'make=Filterford&yearMin=2019&yearMax=2022')).sort()).toEqual(
      [v.f150, v.mach].sort(),
    );
    expect(ids(await search(shopper, 'make=Filterford&priceMin=30000&priceMax=40000'))).toEqual([v.f150]);
    expect(ids(await search(shopper, 'make=Filterford&mileageMax=12000')).sort()).toEqual([v.mach, v.noPrice].sort());
  });

  it('filters by body, fuel and transmission', async () => {
    expect(ids(await search(shopper, 'make=Filterford&body=suv')).sort()).toEqual([v.mach, v.noPrice].sort());
    expect(ids(await search(shopper, 'make=Filterford&fuel=electric'))).toEqual([v.mach]);
    expect(ids(await search(shopper, 'make=Filterford&transmission=manual'))).toEqual([v.manual]);
  });

  it('filters by dealer name or id', async () => {
    expect(ids(await search(shopper, 'make=Filterford&dealer=lakeside')).sort()).toEqual([v.mach, v.manual].sort());
    expect(ids(await search(shopper, `make=Filterford&dealer=${dealerA.id}`)).sort()).toEqual(
      [v.f150, v.noPrice].sort(),
    );
  });

  it('finds every word of q in year, make, model or trim; % and _ are plain characters', async () => {
    expect(ids(await search(shopper, 'q=filterford+lariat'))).toEqual([v.f150]);
    expect(ids(await search(shopper, 'q=2022+mach'))).toEqual([v.mach]);
    expect(ids(await search(shopper, `q=${encodeURIComponent('100%_off')}`))).toEqual([v.manual]);
    expect(ids(await search(shopper, `q=${encodeURIComponent('%')}&make=Filterford`))).toEqual([v.manual]);
  });

  it('sorts by price, mileage, year and newest; vehicles without a price come last', async () => {
    expect(ids(await search(shopper, 'make=Filterford&sort=price_asc'))).toEqual([v.manual, v.f150, v.mach, v.noPrice]);
    expect(ids(await search(shopper, 'make=Filterford&sort=price_desc'))).toEqual([
      v.mach,
      v.f150,
      v.manual,
      v.noPrice,
    ]);
    expect(ids(await search(shopper, 'make=Filterford&sort=mileage_asc'))).toEqual([
      v.noPrice,
      v.mach,
      v.f150,
      v.manual,
    ]);
    expect(ids(await search(shopper, 'make=Filterford&sort=year_desc'))).toEqual([v.noPrice, v.mach, v.f150, v.manual]);
    // Newest listed first (the builder lists each later than the one before).
    expect(ids(await search(shopper, 'make=Filterford'))).toEqual([v.noPrice, v.manual, v.mach, v.f150]);
  });

  it('pages by MARKETPLACE_PAGE_SIZE with the total under the filters', async () => {
    const make = 'Pagemake';
    const made: string[] = [];
    for (let i = 0; i < MARKETPLACE_PAGE_SIZE + 3; i += 1) made.push(await addVehicle(dealerA.id, { make }));
    const first = await search(shopper, `make=${make}`);
    const second = await search(shopper, `make=${make}&page=2`);
    expect(first).toMatchObject({
      total: MARKETPLACE_PAGE_SIZE + 3,
      totalExact: true,
      hasMore: true,
      page: 1,
      pageSize: MARKETPLACE_PAGE_SIZE,
    });
    expect(first.items).toHaveLength(MARKETPLACE_PAGE_SIZE);
    expect(second.items).toHaveLength(3);
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set(made));
    expect((await search(shopper, `make=${make}&page=3`)).items).toEqual([]);
  });

  it('stops counting past MARKETPLACE_COUNT_CAP and says whether a next page exists', async () => {
    const make = 'Capmake';
    const many = MARKETPLACE_COUNT_CAP + 2;
    await t.db.insert(vehicles).values(
      Array.from({ length: many }, (_, i) => ({
        id: newId(),
        organizationId: dealerB.id,
        vin: `CAPVIN${String(i).padStart(11, '0')}`,
        stockNumber: `C-${String(i).padStart(5, '0')}`,
        year: 2019,
        make,
        model: 'Capmodel',
        mileage: 40_000,
        condition: 'used' as const,
        status: 'available' as const,
        listed: true,
        listedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
        priceCents: 1_000_000 + i * 100,
      })),
    );
    const first = (await search(shopper, `make=${make}`)) as any;
    expect(first).toMatchObject({ total: MARKETPLACE_COUNT_CAP, totalExact: false, hasMore: true });
    const pages = Math.ceil(many / MARKETPLACE_PAGE_SIZE);
    const last = (await search(shopper, `make=${make}&page=${pages}`)) as any;
    expect(last.items).toHaveLength(many - (pages - 1) * MARKETPLACE_PAGE_SIZE);
    expect(last).toMatchObject({ totalExact: false, hasMore: false });
    // Under the cap the total is exact.
    expect(await search(shopper, `make=${make}&priceMax=10010`)).toMatchObject({
      total: 11,
      totalExact: true,
      hasMore: false,
    });
  });
});

describe('deal rating', () => {
  const v: Record<string, string> = {};
  beforeAll(async () => {
    const civic = { make: 'Dealmake', model: 'Civic', year: 2020 };
    // Median of 20,000 … 25,000 (six prices): (22,000 + 23,000) / 2 = 22,500.
    v.great = await addVehicle(dealerA.id, { ...civic, priceCents: 2_000_000 });
    v.good = await addVehicle(dealerB.id, { ...civic, priceCents: 2_100_000 });
    v.fair1 = await addVehicle(dealerA.id, { ...civic, priceCents: 2_200_000 });
    v.fair2 = await addVehicle(dealerB.id, { ...civic, priceCents: 2_300_000 });
    v.high1 = await addVehicle(dealerA.id, { ...civic, priceCents: 2_400_000 });
    v.high2 = await addVehicle(dealerB.id, { ...civic, make: 'DEALMAKE', priceCents: 2_500_000 });
    // Not comparables: off the marketplace, or of a suspended dealer, or of another year.
    await addVehicle(dealerA.id, { ...civic, priceCents: 100_000, listed: false });
    await addVehicle(dealerA.id, { ...civic, priceCents: 100_000, status: 'sold' });
    await addVehicle(dealerA.id, { ...civic, priceCents: 100_000, deletedAt: new Date() });
    await addVehicle(suspended.id, { ...civic, priceCents: 100_000 });
    // Four comparables only: no rating.
    for (const price of [1_000_000, 1_100_000, 1_200_000, 1_300_000])
      v[`few${price}`] = await addVehicle(dealerA.id, { ...civic, year: 2015, priceCents: price });
  });

  it('rates against the median of the same make, model and year (5 or more comparables)', async () => {
    const page = await search(shopper, 'make=Dealmake&yearMin=2020&sort=price_asc');
    const byId = Object.fromEntries(page.items.map((i) => [i.id, i.deal]));
    expect(byId[v.great!]).toEqual({ rating: 'great', medianCents: 2_250_000, comparables: 6 });
    // 21,000 is 6.7 % under; 22,000 is 2.2 % under; 24,000 is 6.7 % over.
    expect(byId[v.good!]!.rating).toBe('good');
    expect(byId[v.fair1!]!.rating).toBe('fair');
    expect(byId[v.fair2!]!.rating).toBe('fair');
    expect(byId[v.high1!]!.rating).toBe('high');
    expect(byId[v.high2!]!.rating).toBe('high');
    const detail = (await shopper.get(`/api/marketplace/${v.great}`)).body.listing;
    expect(detail.deal).toEqual({ rating: 'great', medianCents: 2_250_000, comparables: 6 });
  });

  it('gives no rating under 5 comparables', async () => {
    const page = await search(shopper, 'make=Dealmake&yearMax=2015');
    expect(page.items).toHaveLength(4);
    for (const item of page.items) expect(item.deal).toMatchObject({ rating: 'none', comparables: 4 });
  });

  it('sorts best deal first, unrated last', async () => {
    const page = await search(shopper, 'make=Dealmake&sort=deal');
    expect(ids(page).slice(0, 6)).toEqual([v.great, v.good, v.fair1, v.fair2, v.high1, v.high2]);
    expect(page.items.slice(6).every((i) => i.deal.rating === 'none')).toBe(true);
  });
});

describe('cover photo', () => {
  it('is the chosen cover, else the first photo by position', async () => {
    const id = await addVehicle(dealerA.id, { make: 'Covermake' });
    const photo = (position: number) => ({
      id: newId(),
      vehicleId: id,
      position,
      storageKey: `k/${position}`,
      originalType: 'image/jpeg',
      width: 1600,
      height: 1200,
      bytes: 1000,
      alt: `Photo ${position}`,
    });
    const [p0, p1] = [photo(0), photo(1)];
    await t.db.insert(vehiclePhotos).values([p1, p0]);
    expect((await search(shopper, 'make=Covermake')).items[0].coverUrl).toBe(photoUrl(p0.id, 'w800'));
    await t.db.update(vehicles).set({ coverPhotoId: p1.id }).where(eq(vehicles.id, id));
    expect((await search(shopper, 'make=Covermake')).items[0].coverUrl).toBe(photoUrl(p1.id, 'w800'));
    const detail = (await shopper.get(`/api/marketplace/${id}`)).body.listing;
    expect(detail.photos.map((p: any) => [p.id, p.isCover, p.alt])).toEqual([
      [p0.id, false, 'Photo 0'],
      [p1.id, true, 'Photo 1'],
    ]);
    expect(detail.photos[1].urls.w1600).toBe(photoUrl(p1.id, 'w1600'));
  });
});

describe('favorites', () => {
  it('saves a listed vehicle once (201, then 200), lists it newest first, removes it idempotently', async () => {
    const first = await addVehicle(dealerA.id, { make: 'Favmake', priceCents: 1_800_000 });
    const second = await addVehicle(dealerB.id, { make: 'Favmake', priceCents: 2_800_000 });
    expect((await put(shopper, `/api/favorites/${first}`)).status).toBe(201);
    expect((await put(shopper, `/api/favorites/${first}`)).status).toBe(200);
    expect((await put(shopper, `/api/favorites/${second}`)).status).toBe(201);

    const list = (await shopper.get('/api/favorites')).body.favorites;
    expect(list.map((f: any) => f.vehicleId)).toEqual([second, first]);
    expect(list[1]).toMatchObject({
      savedPriceCents: 1_800_000,
      priceCents: 1_800_000,
      priceChangeCents: 0,
      available: true,
      status: 'available',
      make: 'Favmake',
      dealer: { id: dealerA.id, name: 'Buckeye Motors' },
    });
    // The marketplace marks it for this viewer only.
    const mine = await search(shopper, 'make=Favmake');
    expect(mine.items.find((i) => i.id === first).favorited).toBe(true);
    expect((await search(other, 'make=Favmake')).items.every((i) => !i.favorited)).toBe(true);
    expect((await other.get('/api/favorites')).body.favorites).toEqual([]);

    expect((await shopper.del(`/api/favorites/${second}`)).status).toBe(200);
    expect((await shopper.del(`/api/favorites/${second}`)).status).toBe(200);
    expect((await shopper.get('/api/favorites')).body.favorites.map((f: any) => f.vehicleId)).toEqual([first]);
  });

  it('refuses a vehicle that is not listed (404) and needs a session (401)', async () => {
    const unlisted = await addVehicle(dealerA.id, { listed: false });
    const res = await put(shopper, `/api/favorites/${unlisted}`);
    expect(res.status).toBe(404);
    expect(res.body.error.fields).toHaveProperty('vehicleId');
    expect((await put(shopper, '/api/favorites/nothing-here')).status).toBe(404);
    expect((await createClient(t).get('/api/favorites')).status).toBe(401);
  });

  it('shows the price change since saved after the dealer changes the price', async () => {
    const id = await addVehicle(dealerA.id, { make: 'Dropmake', priceCents: 2_000_000 });
    await put(other, `/api/favorites/${id}`);
    await t.db.update(vehicles).set({ priceCents: 1_900_000 }).where(eq(vehicles.id, id));
    const [fav] = (await other.get('/api/favorites')).body.favorites.filter((f: any) => f.vehicleId === id);
    expect(fav).toMatchObject({ savedPriceCents: 2_000_000, priceCents: 1_900_000, priceChangeCents: -100_000 });
  });

  it('greys a sold or unlisted vehicle with its last price, and keeps it saved', async () => {
    const sold = await addVehicle(dealerA.id, { make: 'Soldmake', priceCents: 2_100_000 });
    const delisted = await addVehicle(dealerA.id, { make: 'Soldmake', priceCents: 1_100_000 });
    const client = (await registerVerified(t)).client;
    await put(client, `/api/favorites/${sold}`);
    await put(client, `/api/favorites/${delisted}`);
    await t.db.update(vehicles).set({ status: 'sold', soldAt: new Date() }).where(eq(vehicles.id, sold));
    await t.db.update(vehicles).set({ listed: false }).where(eq(vehicles.id, delisted));
    const list = (await client.get('/api/favorites')).body.favorites;
    expect(list.find((f: any) => f.vehicleId === sold)).toMatchObject({
      available: false,
      status: 'sold',
      priceCents: 2_100_000,
    });
    expect(list.find((f: any) => f.vehicleId === delisted)).toMatchObject({ available: false, priceCents: 1_100_000 });
    // Saving it again is still idempotent; removing works.
    expect((await put(client, `/api/favorites/${sold}`)).status).toBe(200);
    expect((await client.del(`/api/favorites/${sold}`)).status).toBe(200);
  });
});
