/**
 * The marketplace and favorites (DOMAIN.md › Areas › Vehicles, Favorites): listed vehicles of every
 * dealership that is not suspended, with the deal rating against the platform median of the same
 * make, model and year (DOMAIN.md › Decisions › Deal badge), and a person's saved vehicles.
 * Nothing here reads cost, pack or added costs: a listing is what a shopper may see.
 */
import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Deal, Favorite, Listing, ListingDetail, MarketplaceQuery } from '../../../shared/schemas/vehicles';
import {
  DEAL_MIN_COMPARABLES,
  LISTABLE_STATUSES,
  MARKETPLACE_PAGE_SIZE,
  dealRating,
  isListable,
  photoUrl,
  type VehicleStatus,
} from '../../../shared/vehicles';
import type { Db } from '../client';
import { favorites, organizations, vehiclePhotos, vehicles } from '../schema';
import { listPhotos } from './vehicle-photos';

/** What makes a vehicle visible to shoppers. The organizations join must be in the query. */
const visible = () =>
  and(
    eq(vehicles.listed, true),
    inArray(vehicles.status, [...LISTABLE_STATUSES]),
    isNull(vehicles.deletedAt),
    isNull(organizations.suspendedAt),
  )!;

/**
 * The same rule for the search (every row of the marketplace is read through it): the vehicle's
 * own columns as the literal predicate of the marketplace's partial indexes (schema/vehicles.ts ›
 * MARKET_VISIBLE_SQL; literal, so the planner can use them), and the suspended dealerships as a
 * small set read once instead of a join per row (an ordered index walk stays ordered and cheap).
 */
const marketVisible = () =>
  sql`${vehicles.listed} and ${vehicles.deletedAt} is null and ${vehicles.status} in (${sql.raw(
    LISTABLE_STATUSES.map((status) => `'${status}'`).join(', '),
  )}) and ${vehicles.organizationId} not in (select o.id from ${organizations} o where o.suspended_at is not null)`;

/** Counting stops here: past it the answer is "1,000+" (counting 585k listed rows took 100s of ms). */
export const MARKETPLACE_COUNT_CAP = 1000;

/** `%`, `_` and `\` typed by a person are characters to find, not patterns. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: SQL, text: string) => sql`${column} ilike ${`%${likeEscape(text)}%`}`;

/** The cover: the chosen photo when it still exists, else the first by position. */
const coverPhotoId = sql<string | null>`(
  select p.id from ${vehiclePhotos} p where p.vehicle_id = ${vehicles.id}
  order by (p.id = ${vehicles.coverPhotoId}) desc nulls last, p.position asc limit 1)`;

const groupMake = sql`lower(${vehicles.make})`;
const groupModel = sql`lower(${vehicles.model})`;

const listingColumns = (viewerId: string) => ({
  id: vehicles.id,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  trim: vehicles.trim,
  priceCents: vehicles.priceCents,
  mileage: vehicles.mileage,
  condition: vehicles.condition,
  body: vehicles.body,
  fuel: vehicles.fuel,
  transmission: vehicles.transmission,
  drivetrain: vehicles.drivetrain,
  exteriorColor: vehicles.exteriorColor,
  listedAt: vehicles.listedAt,
  coverPhotoId,
  dealerId: organizations.id,
  dealerName: organizations.name,
  dealerCity: organizations.city,
  dealerRegion: organizations.region,
  favorited: sql<boolean>`exists (select 1 from ${favorites} f where f.user_id = ${viewerId} and f.vehicle_id = ${vehicles.id})`,
});

type ListingRow = {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  priceCents: number | null;
  mileage: number;
  condition: Listing['condition'];
  body: Listing['body'];
  fuel: Listing['fuel'];
  transmission: Listing['transmission'];
  drivetrain: Listing['drivetrain'];
  exteriorColor: string | null;
  listedAt: Date | null;
  coverPhotoId: string | null;
  dealerId: string;
  dealerName: string;
  dealerCity: string | null;
  dealerRegion: string | null;
  favorited: boolean | string;
};

const groupKey = (make: string, model: string, year: number) =>
  `${make.toLowerCase()}\u0000${model.toLowerCase()}\u0000${year}`;

interface GroupStats {
  medianCents: number | null;
  comparables: number;
}

/** A median and count as the database gives them (numeric types may come as strings). */
const groupStatsOf = (row: { median?: number | string | null; comparables?: number | string | null }): GroupStats => ({
  medianCents: row.median == null ? null : Math.round(Number(row.median)),
  comparables: Number(row.comparables ?? 0),
});

/** A page's id, with its group's median when the query computed it (the deal sort). */
interface IdRow {
  id: string;
  median?: number | string | null;
  comparables?: number | string | null;
}

const dealOf = (priceCents: number | null, stats: GroupStats | undefined): Deal => {
  const comparables = stats?.comparables ?? 0;
  const medianCents = stats?.medianCents ?? null;
  return { rating: dealRating(priceCents, medianCents, comparables), medianCents, comparables };
};

const toListing = (row: ListingRow, stats: GroupStats | undefined): Listing => ({
  id: row.id,
  year: row.year,
  make: row.make,
  model: row.model,
  trim: row.trim,
  priceCents: row.priceCents,
  mileage: row.mileage,
  condition: row.condition,
  body: row.body,
  fuel: row.fuel,
  transmission: row.transmission,
  drivetrain: row.drivetrain,
  exteriorColor: row.exteriorColor,
  coverUrl: row.coverPhotoId ? photoUrl(row.coverPhotoId, 'w800') : null,
  dealer: { id: row.dealerId, name: row.dealerName, city: row.dealerCity, region: row.dealerRegion },
  deal: dealOf(row.priceCents, stats),
  // PGlite and pg both give booleans; a driver that gives 't'/'f' must not turn 'f' into true.
  favorited: row.favorited === true || row.favorited === 't',
  listedAt: row.listedAt ? row.listedAt.toISOString() : null,
});

/**
 * Median asking price and count of priced, shopper-visible vehicles per (make, model, year) group:
 * the comparables of the deal rating. Only the groups asked for are computed, through the partial
 * index on (lower(make), lower(model), year) of listed vehicles.
 */
export const dealStats = async (
  db: Db,
  groups: readonly { make: string; model: string; year: number }[],
): Promise<Map<string, GroupStats>> => {
  const unique = new Map(groups.map((g) => [groupKey(g.make, g.model, g.year), g]));
  const stats = new Map<string, GroupStats>();
  if (unique.size === 0) return stats;
  const wanted = sql.join(
    [...unique.values()].map(
      (g) => sql`(${g.make.toLowerCase()}::text, ${g.model.toLowerCase()}::text, ${g.year}::integer)`,
    ),
    sql`, `,
  );
  // Each wanted group as its own index-only range of vehicles_market_group_price_idx (LATERAL):
  // an IN list of rows became a bitmap scan reading every comparable from the table, and a join
  // grouped afterwards re-sorted all of them (1M vehicles, a page of 24 groups: 117 → 38 → 16 ms).
  const result = await db.execute(sql`
    select w.make, w.model, w.year, s.median, s.comparables
    from (values ${wanted}) as w(make, model, year)
    cross join lateral (
      -- percentile_cont interpolates between the two middle prices of an even count (a float).
      select percentile_cont(0.5) within group (order by ${vehicles.priceCents}) as median, count(*) as comparables
      from ${vehicles}
      where ${groupMake} = w.make and ${groupModel} = w.model and ${vehicles.year} = w.year
        and ${marketVisible()} and ${vehicles.priceCents} is not null
    ) as s
    where s.comparables > 0`);
  const rows = (
    result as unknown as {
      rows: {
        make: string;
        model: string;
        year: number;
        median: number | string | null;
        comparables: number | string;
      }[];
    }
  ).rows;
  for (const row of rows) stats.set(groupKey(row.make, row.model, row.year), groupStatsOf(row));
  return stats;
};

/** The filters on a deal group's own key (make, model, year): they choose whole groups. */
const groupFiltersOf = (query: MarketplaceQuery): SQL[] => {
  const where: SQL[] = [];
  if (query.make) where.push(sql`${groupMake} = ${query.make.toLowerCase()}`);
  if (query.model) where.push(sql`${groupModel} = ${query.model.toLowerCase()}`);
  if (query.yearMin !== undefined) where.push(gte(vehicles.year, query.yearMin));
  if (query.yearMax !== undefined) where.push(lte(vehicles.year, query.yearMax));
  return where;
};

const filtersOf = (query: MarketplaceQuery): SQL[] => {
  const where: SQL[] = [marketVisible(), ...groupFiltersOf(query)];
  // The URL says whole dollars; prices are cents.
  if (query.priceMin !== undefined) where.push(gte(vehicles.priceCents, query.priceMin * 100));
  if (query.priceMax !== undefined) where.push(lte(vehicles.priceCents, query.priceMax * 100));
  if (query.mileageMax !== undefined) where.push(lte(vehicles.mileage, query.mileageMax));
  if (query.body) where.push(eq(vehicles.body, query.body));
  if (query.fuel) where.push(eq(vehicles.fuel, query.fuel));
  if (query.transmission) where.push(eq(vehicles.transmission, query.transmission));
  if (query.dealer)
    where.push(
      sql`${vehicles.organizationId} in (select o.id from ${organizations} o where ${or(
        sql`o.id = ${query.dealer}`,
        contains(sql`o.name`, query.dealer),
      )})`,
    );
  // Every word must appear in the year, make, model or trim ("2021 civic ex").
  for (const word of query.q.split(/\s+/).filter(Boolean).slice(0, 8))
    where.push(
      contains(
        sql`(${vehicles.year}::text || ' ' || ${vehicles.make} || ' ' || ${vehicles.model} || ' ' || coalesce(${vehicles.trim}, ''))`,
        word,
      ),
    );
  return where;
};

/**
 * One page of the marketplace, with the total under the filters (exact up to
 * MARKETPLACE_COUNT_CAP, else `totalExact: false`) and each listing's deal rating.
 *
 * The page's ids are chosen first (one walk of the sort's index, which also skips an OFFSET without
 * reading rows) and only those 24 rows are then read with their dealer, cover and favorite.
 */
export const searchListings = async (db: Db, viewerId: string, query: MarketplaceQuery) => {
  const where = and(...filtersOf(query))!;
  const offset = (query.page - 1) * MARKETPLACE_PAGE_SIZE;
  const newest = sql`${vehicles.listedAt} desc, ${vehicles.id} desc`;

  const countQuery = db.select({ total: sql<number | string>`count(*)` }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(vehicles)
      .where(where)
      .limit(MARKETPLACE_COUNT_CAP + 1)
      .as('capped'),
  );

  // One more than a page: whether there is a next one when the total is not exact.
  let idsQuery: SQL;
  if (query.sort === 'deal') {
    // Best deal first: the lowest price against its group's median, over every matching vehicle.
    // The medians are computed once (MATERIALIZED: inlined, the planner re-ran the grouping for
    // every row) and only for the groups the make, model and year filters allow.
    const groupWhere = and(marketVisible(), sql`${vehicles.priceCents} is not null`, ...groupFiltersOf(query))!;
    idsQuery = sql`with deal_stats as materialized (
        select ${groupMake} as g_make, ${groupModel} as g_model, ${vehicles.year} as g_year,
          percentile_cont(0.5) within group (order by ${vehicles.priceCents}) as g_median, count(*) as g_n
        from ${vehicles} where ${groupWhere} group by 1, 2, 3)
      select ${vehicles.id} as id, s.g_median as median, s.g_n as comparables from ${vehicles}
      left join deal_stats s on s.g_make = ${groupMake} and s.g_model = ${groupModel} and s.g_year = ${vehicles.year}
      where ${where}
      order by case when s.g_n >= ${DEAL_MIN_COMPARABLES} and s.g_median > 0 then ${vehicles.priceCents} / s.g_median end asc nulls last, ${newest}
      limit ${MARKETPLACE_PAGE_SIZE + 1} offset ${offset}`;
  } else {
    // Each order matches one of the marketplace's indexes (schema/vehicles.ts) column for column.
    const order =
      query.sort === 'price_asc'
        ? sql`${vehicles.priceCents} asc nulls last, ${newest}`
        : query.sort === 'price_desc'
          ? sql`${vehicles.priceCents} desc nulls last, ${newest}`
          : query.sort === 'mileage_asc'
            ? sql`${vehicles.mileage} asc, ${newest}`
            : query.sort === 'year_desc'
              ? sql`${vehicles.year} desc, ${newest}`
              : newest;
    idsQuery = sql`select ${vehicles.id} as id from ${vehicles} where ${where}
      order by ${order} limit ${MARKETPLACE_PAGE_SIZE + 1} offset ${offset}`;
  }

  const [[countRow], idRows] = await Promise.all([
    countQuery,
    db.execute(idsQuery).then((result) => (result as unknown as { rows: IdRow[] }).rows),
  ]);
  const counted = Number(countRow?.total ?? 0);
  const ids = idRows.slice(0, MARKETPLACE_PAGE_SIZE).map((row) => row.id);
  const hasMore = idRows.length > MARKETPLACE_PAGE_SIZE;

  const read =
    ids.length === 0
      ? []
      : ((await db
          .select(listingColumns(viewerId))
          .from(vehicles)
          .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
          .where(inArray(vehicles.id, ids))) as ListingRow[]);
  const byId = new Map(read.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);

  // The deal sort has just computed its page's medians (the same rule as dealStats: visible,
  // priced vehicles of the group); the other sorts look theirs up.
  let statsOf: (row: ListingRow) => GroupStats | undefined;
  if (query.sort === 'deal') {
    const perId = new Map(idRows.filter((r) => r.comparables != null).map((r) => [r.id, groupStatsOf(r)]));
    statsOf = (row) => perId.get(row.id);
  } else {
    const stats = await dealStats(db, rows);
    statsOf = (row) => stats.get(groupKey(row.make, row.model, row.year));
  }
  const totalExact = counted <= MARKETPLACE_COUNT_CAP;
  return {
    items: rows.map((row) => toListing(row, statsOf(row))),
    // Past the cap the total says "at least the cap" ("1,000+ vehicles").
    total: totalExact ? counted : MARKETPLACE_COUNT_CAP,
    totalExact,
    hasMore,
    page: query.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
};

/** A listed vehicle with its photos and public specs; undefined when not on the marketplace. */
export const findListing = async (db: Db, viewerId: string, id: string): Promise<ListingDetail | undefined> => {
  const [row] = await db
    .select({
      ...listingColumns(viewerId),
      vin: vehicles.vin,
      engine: vehicles.engine,
      doors: vehicles.doors,
      interiorColor: vehicles.interiorColor,
      description: vehicles.description,
      stockNumber: vehicles.stockNumber,
    })
    .from(vehicles)
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    .where(and(eq(vehicles.id, id), visible()));
  if (!row) return undefined;
  // Photos through the photo module's own mapper (cover = the chosen one, else the first).
  const [stats, photos] = await Promise.all([dealStats(db, [row]), listPhotos(db, id)]);
  const listing = toListing(row as ListingRow, stats.get(groupKey(row.make, row.model, row.year)));
  return {
    ...listing,
    vin: row.vin,
    engine: row.engine,
    doors: row.doors,
    interiorColor: row.interiorColor,
    description: row.description,
    stockNumber: row.stockNumber,
    photos,
  };
};

// ---------------------------------------------------------------------------------------------
// Favorites

/**
 * Saves a listed vehicle with its current price. Saving again keeps the first save (its date and
 * price: the change shown is since the person first saved it). 'created' | 'exists' | 'not-listed'.
 */
export const saveFavorite = async (
  db: Db,
  userId: string,
  vehicleId: string,
): Promise<'created' | 'exists' | 'not-listed'> => {
  const [vehicle] = await db
    .select({ id: vehicles.id, priceCents: vehicles.priceCents })
    .from(vehicles)
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    .where(and(eq(vehicles.id, vehicleId), visible()));
  if (!vehicle) {
    // A vehicle saved earlier stays saved (and PUT stays idempotent) even after it is sold.
    const [saved] = await db
      .select({ userId: favorites.userId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.vehicleId, vehicleId)));
    return saved ? 'exists' : 'not-listed';
  }
  const inserted = await db
    .insert(favorites)
    .values({ userId, vehicleId, savedPriceCents: vehicle.priceCents })
    .onConflictDoNothing()
    .returning({ vehicleId: favorites.vehicleId });
  return inserted.length > 0 ? 'created' : 'exists';
};

/** Removes a saved vehicle; true when there was one. */
export const removeFavorite = async (db: Db, userId: string, vehicleId: string): Promise<boolean> => {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.vehicleId, vehicleId)))
    .returning({ vehicleId: favorites.vehicleId });
  return removed.length > 0;
};

/** Most favorites a person keeps on one list; the list is not paged beyond it. */
export const FAVORITES_MAX = 500;

/**
 * A person's saved vehicles, newest saved first, with the price change since saved. A vehicle that
 * left the marketplace (sold, unlisted, deleted, its dealer suspended) shows greyed with its last
 * price; a vehicle deleted for good takes its favorite with it (cascade).
 */
export const listFavorites = async (db: Db, userId: string): Promise<Favorite[]> => {
  const rows = await db
    .select({
      vehicleId: favorites.vehicleId,
      savedAt: favorites.createdAt,
      savedPriceCents: favorites.savedPriceCents,
      priceCents: vehicles.priceCents,
      status: vehicles.status,
      listed: vehicles.listed,
      suspendedAt: organizations.suspendedAt,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      mileage: vehicles.mileage,
      coverPhotoId,
      dealerId: organizations.id,
      dealerName: organizations.name,
      dealerCity: organizations.city,
      dealerRegion: organizations.region,
    })
    .from(favorites)
    .innerJoin(vehicles, eq(vehicles.id, favorites.vehicleId))
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    // A deleted vehicle is invisible while its delete can be undone; its favorite comes back with it.
    .where(and(eq(favorites.userId, userId), isNull(vehicles.deletedAt)))
    .orderBy(desc(favorites.createdAt), desc(favorites.vehicleId))
    .limit(FAVORITES_MAX);
  return rows.map((row) => ({
    vehicleId: row.vehicleId,
    savedAt: row.savedAt.toISOString(),
    savedPriceCents: row.savedPriceCents,
    priceCents: row.priceCents,
    priceChangeCents:
      row.priceCents === null || row.savedPriceCents === null ? null : row.priceCents - row.savedPriceCents,
    available: row.listed && isListable(row.status as VehicleStatus) && !row.suspendedAt,
    status: row.status,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    mileage: row.mileage,
    coverUrl: row.coverPhotoId ? photoUrl(row.coverPhotoId, 'w320') : null,
    dealer: { id: row.dealerId, name: row.dealerName, city: row.dealerCity, region: row.dealerRegion },
  }));
};
