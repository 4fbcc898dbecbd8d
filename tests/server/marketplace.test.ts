/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { eq, sql } from 'drizzle-orm';
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

  it('answers a text search as a scan of every visible vehicle would, in every sort and with other filters', async () => {
    // The search goes through the groups (make, model, year) and their trims; the reference here reads the vehicles.
    const reference = async (words: string[], order: string, extra = sql`true`) =>
      (
        (await t.db.execute(sql`
          select v.id from vehicles v where v.listed and v.deleted_at is null and v.status in ('available', 'on_hold')
            and v.organization_id not in (select id from organizations where suspended_at is not null) and ${extra}
            ${sql.join(
              words.map(
                (w) =>
                  sql`and (v.year::text || ' ' || v.make || ' ' || v.model || ' ' || coalesce(v.trim, '')) ilike ${`%${w}%`}`,
              ),
              sql` `,
            )}
          order by ${sql.raw(order)}, v.listed_at desc, v.id desc limit 24`)) as unknown as { rows: { id: string }[] }
      ).rows.map((r) => r.id);
    const cases: [string, string[], string, string, ReturnType<typeof sql>?][] = [
      ['q=ford', ['ford'], 'newest', 'v.listed_at desc'],
      ['q=mustang+2016', ['mustang', '2016'], 'newest', 'v.listed_at desc'],
      ['q=prem', ['prem'], 'newest', 'v.listed_at desc'],
      ['q=filterford+t', ['filterford', 't'], 'price_asc', 'v.price_cents asc nulls last'],
      ['q=filterford+t', ['filterford', 't'], 'price_desc', 'v.price_cents desc nulls last'],
      ['q=filterford', ['filterford'], 'mileage_asc', 'v.mileage asc'],
      ['q=filterford', ['filterford'], 'year_desc', 'v.year desc'],
      ['q=filterford&priceMax=40000', ['filterford'], 'newest', 'v.listed_at desc', sql`v.price_cents <= 4000000`],
      ['q=20&body=suv', ['20'], 'newest', 'v.listed_at desc', sql`v.body = 'suv'`],
    ];
    for (const [query, words, sort, order, extra] of cases) {
      const page = await search(shopper, `${query}&sort=${sort}`);
      expect(ids(page), `${query} by ${sort}`).toEqual(await reference(words, order, extra));
    }
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

  it('pages newest first by cursor (nextCursor → after), also under a text search, the same as by number', async () => {
    const make = 'Cursormake';
    // Two listed in the same microsecond: the id breaks the tie, and neither is skipped or repeated.
    const same = new Date(Date.UTC(2026, 1, 1, 12, 0, 0, 123));
    for (let i = 0; i < MARKETPLACE_PAGE_SIZE * 2 + 5; i += 1)
      await addVehicle(dealerA.id, { make, ...(i >= 20 && i < 30 ? { listedAt: same } : {}) });
    for (const filter of [`make=${make}`, `q=${make.toLowerCase()}`]) {
      const byNumber = [1, 2, 3].map((page) => search(shopper, `${filter}&page=${page}`));
      const numbered = (await Promise.all(byNumber)).flatMap(ids);
      const followed: string[] = [];
      let page = await search(shopper, filter);
      followed.push(...ids(page));
      for (let n = 2; (page as any).nextCursor; n += 1) {
        page = await search(shopper, `${filter}&page=${n}&after=${(page as any).nextCursor}`);
        followed.push(...ids(page));
      }
      expect(followed, filter).toEqual(numbered);
      expect(new Set(followed).size).toBe(MARKETPLACE_PAGE_SIZE * 2 + 5);
      // The total stays the total under the filters, whatever the cursor.
      expect(page.total).toBe(MARKETPLACE_PAGE_SIZE * 2 + 5);
    }
    // Other sorts page by number only.
    expect(((await search(shopper, `make=${make}&sort=price_asc`)) as any).nextCursor).toBeNull();
  });

  it('refuses a cursor it did not make (400 naming after)', async () => {
    for (const after of ['bm90LWEtY3Vyc29y', 'W10', '!!'])
      expect(await shopper.get(`/api/marketplace?after=${after}`)).toMatchObject({
        status: 400,
        body: { error: { fields: { after: expect.any(String) } } },
      });
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

describe('deal groups kept by the database (market_price_groups)', () => {
  /** What the groups must be: recomputed from the vehicles with the marketplace's visibility rule. */
  const fromScratch = async () =>
    (
      (await t.db.execute(sql`
        select lower(v.make) as make_key, lower(v.model) as model_key, v.year,
          percentile_cont(0.5) within group (order by v.price_cents) as median_cents,
          count(v.price_cents)::int as comparables, count(*)::int as listings,
          array_agg(distinct lower(coalesce(v.trim, '')) order by lower(coalesce(v.trim, ''))) as trims
        from vehicles v
        where v.listed and v.deleted_at is null and v.status in ('available', 'on_hold')
          and v.organization_id not in (select id from organizations where suspended_at is not null)
        group by 1, 2, 3 order by 1, 2, 3`)) as unknown as { rows: Record<string, unknown>[] }
    ).rows.map((r) => ({ ...r, median_cents: r.median_cents == null ? null : Number(r.median_cents) }));
  const kept = async () =>
    (
      (await t.db.execute(
        sql`select make_key, model_key, year, median_cents, comparables, listings,
          array(select unnest(trims) order by 1) as trims from market_price_groups order by 1, 2, 3`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows.map((r) => ({ ...r, median_cents: r.median_cents == null ? null : Number(r.median_cents) }));
  const groupOf = async (make: string) => (await search(shopper, `make=${make}&sort=price_asc`)).items[0]?.deal;

  it('follows every write that changes a group: price, unlist, sale, delete, a suspended dealer', async () => {
    const make = 'Keptmake';
    const made: string[] = [];
    for (const price of [1_000_000, 1_100_000, 1_200_000, 1_300_000, 1_400_000])
      made.push(await addVehicle(dealerA.id, { make, priceCents: price }));
    expect(await groupOf(make)).toEqual({ rating: 'great', medianCents: 1_200_000, comparables: 5 });

    // A price change moves the median; an edit that is not about price or visibility changes nothing.
    await t.db.update(vehicles).set({ priceCents: 2_000_000 }).where(eq(vehicles.id, made[0]!));
    expect((await groupOf(make))!.medianCents).toBe(1_300_000);
    await t.db.update(vehicles).set({ description: 'One owner' }).where(eq(vehicles.id, made[1]!));
    expect((await groupOf(make))!.medianCents).toBe(1_300_000);

    // Unlisted, sold, deleted: no longer comparables (four left: no rating, the count still shown).
    await t.db.update(vehicles).set({ listed: false }).where(eq(vehicles.id, made[4]!));
    expect(await groupOf(make)).toMatchObject({ rating: 'none', comparables: 4 });
    await t.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, made[3]!));
    await t.db.delete(vehicles).where(eq(vehicles.id, made[2]!));
    expect(await groupOf(make)).toMatchObject({ comparables: 2, medianCents: 1_550_000 });

    // A dealer suspended takes its vehicles out of every group; reinstated, back in.
    const other = await addVehicle(dealerB.id, { make, priceCents: 900_000 });
    expect(await groupOf(make)).toMatchObject({ comparables: 3, medianCents: 1_100_000 });
    await t.db.update(organizations).set({ suspendedAt: new Date() }).where(eq(organizations.id, dealerA.id));
    expect((await search(shopper, `make=${make}`)).items.map((i) => i.id)).toEqual([other]);
    expect(await groupOf(make)).toMatchObject({ comparables: 1, medianCents: 900_000 });
    await t.db.update(organizations).set({ suspendedAt: null }).where(eq(organizations.id, dealerA.id));
    expect(await groupOf(make)).toMatchObject({ comparables: 3, medianCents: 1_100_000 });

    // A new trim and an unpriced vehicle count as listings (the text search finds them) but not as comparables.
    await addVehicle(dealerB.id, { make, trim: 'Keptrim', priceCents: null });
    expect(await groupOf(make)).toMatchObject({ comparables: 3 });
    expect(ids(await search(shopper, 'q=keptrim'))).toHaveLength(1);
    // And whatever happened, the kept groups are exactly what a recount gives.
    expect(await kept()).toEqual(await fromScratch());
  });

  it('pages the deal sort across groups by ratio, then the unrated newest first', async () => {
    const make = 'Dealpagemake';
    // Two rated groups (median 10,000 and 20,000) and an unrated one (3 vehicles) plus one unpriced.
    const rated: { id: string; ratio: number }[] = [];
    for (const [year, median] of [
      [2019, 1_000_000],
      [2021, 2_000_000],
    ] as const)
      for (const factor of [0.8, 0.9, 1, 1.1, 1.2, 0.85, 0.95, 1.05, 1.15, 1.25, 0.75, 1.3, 1, 1]) {
        rated.push({
          id: await addVehicle(dealerA.id, { make, year, priceCents: Math.round(median * factor) }),
          ratio: 0,
        });
      }
    const unrated: string[] = [];
    for (let i = 0; i < 3; i += 1)
      unrated.push(await addVehicle(dealerB.id, { make, year: 2010, priceCents: 500_000 }));
    unrated.push(await addVehicle(dealerB.id, { make, year: 2019, priceCents: null }));

    // The expected order, from the kept medians (checked against a recount above) and listed_at.
    const all = (
      (await t.db.execute(sql`
        select v.id, v.price_cents::float8 / g.median_cents as ratio, v.listed_at
        from vehicles v join market_price_groups g
          on g.make_key = lower(v.make) and g.model_key = lower(v.model) and g.year = v.year and g.comparables >= 5
        where v.make = ${make} and v.price_cents is not null
        order by ratio asc, v.listed_at desc, v.id desc`)) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    expect(all).toHaveLength(rated.length);
    const expected = [...all, ...unrated.reverse()];

    const page1 = await search(shopper, `make=${make}&sort=deal`);
    const page2 = await search(shopper, `make=${make}&sort=deal&page=2`);
    expect([...ids(page1), ...ids(page2)]).toEqual(expected);
    expect(page2.items.slice(-unrated.length).every((i) => i.deal.rating === 'none')).toBe(true);
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
