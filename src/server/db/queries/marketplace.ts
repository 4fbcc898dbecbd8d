/**
 * The marketplace and favorites (DOMAIN.md › Areas › Vehicles, Favorites): listed vehicles of every
 * dealership that is not suspended, with the deal rating against the platform median of the same
 * make, model and year (DOMAIN.md › Decisions › Deal badge), and a person's saved vehicles.
 * Nothing here reads cost, pack or added costs: a listing is what a shopper may see.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
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
    [...unique.values()].map((g) => sql`(${g.make.toLowerCase()}, ${g.model.toLowerCase()}, ${g.year}::integer)`),
    sql`, `,
  );
  const rows = await db
    .select({
      make: sql<string>`${groupMake}`,
      model: sql<string>`${groupModel}`,
      year: vehicles.year,
      // percentile_cont interpolates between the two middle prices of an even count (a float).
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${vehicles.priceCents})`,
      comparables: sql<number | string>`count(*)`,
    })
    .from(vehicles)
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    .where(
      and(
        visible(),
        sql`${vehicles.priceCents} is not null`,
        sql`(${groupMake}, ${groupModel}, ${vehicles.year}) in (${wanted})`,
      ),
    )
    .groupBy(groupMake, groupModel, vehicles.year);
  for (const row of rows)
    stats.set(groupKey(row.make, row.model, row.year), {
      medianCents: row.median === null ? null : Math.round(Number(row.median)),
      comparables: Number(row.comparables),
    });
  return stats;
};

const filtersOf = (query: MarketplaceQuery): SQL[] => {
  const where: SQL[] = [visible()];
  if (query.make) where.push(sql`${groupMake} = ${query.make.toLowerCase()}`);
  if (query.model) where.push(sql`${groupModel} = ${query.model.toLowerCase()}`);
  if (query.yearMin !== undefined) where.push(gte(vehicles.year, query.yearMin));
  if (query.yearMax !== undefined) where.push(lte(vehicles.year, query.yearMax));
  // The URL says whole dollars; prices are cents.
  if (query.priceMin !== undefined) where.push(gte(vehicles.priceCents, query.priceMin * 100));
  if (query.priceMax !== undefined) where.push(lte(vehicles.priceCents, query.priceMax * 100));
  if (query.mileageMax !== undefined) where.push(lte(vehicles.mileage, query.mileageMax));
  if (query.body) where.push(eq(vehicles.body, query.body));
  if (query.fuel) where.push(eq(vehicles.fuel, query.fuel));
  if (query.transmission) where.push(eq(vehicles.transmission, query.transmission));
  if (query.dealer)
    where.push(or(eq(organizations.id, query.dealer), contains(sql`${organizations.name}`, query.dealer))!);
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

/** One page of the marketplace, with the total under the filters and each listing's deal rating. */
export const searchListings = async (db: Db, viewerId: string, query: MarketplaceQuery) => {
  const where = and(...filtersOf(query))!;
  const offset = (query.page - 1) * MARKETPLACE_PAGE_SIZE;
  const newest = [desc(sql`${vehicles.listedAt}`), desc(vehicles.id)];

  const [countRow] = await db
    .select({ total: sql<number | string>`count(*)` })
    .from(vehicles)
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    .where(where);
  const total = Number(countRow?.total ?? 0);

  let rows: ListingRow[];
  if (query.sort === 'deal') {
    // Best deal first: the lowest price against its group's median, over every matching vehicle,
    // so the medians of all groups under the filters are needed (one grouped pass over the index).
    const stats = db.$with('deal_stats').as(
      db
        .select({
          make: sql<string>`${groupMake}`.as('g_make'),
          model: sql<string>`${groupModel}`.as('g_model'),
          year: sql<number>`${vehicles.year}`.as('g_year'),
          median: sql<number>`percentile_cont(0.5) within group (order by ${vehicles.priceCents})`.as('g_median'),
          n: sql<number>`count(*)`.as('g_n'),
        })
        .from(vehicles)
        .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
        .where(and(visible(), sql`${vehicles.priceCents} is not null`))
        .groupBy(groupMake, groupModel, vehicles.year),
    );
    rows = (await db
      .with(stats)
      .select(listingColumns(viewerId))
      .from(vehicles)
      .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
      .leftJoin(
        stats,
        and(
          sql`${stats.make} = ${groupMake}`,
          sql`${stats.model} = ${groupModel}`,
          sql`${stats.year} = ${vehicles.year}`,
        ),
      )
      .where(where)
      .orderBy(
        sql`case when ${stats.n} >= ${DEAL_MIN_COMPARABLES} and ${stats.median} > 0 then ${vehicles.priceCents} / ${stats.median} end asc nulls last`,
        ...newest,
      )
      .limit(MARKETPLACE_PAGE_SIZE)
      .offset(offset)) as ListingRow[];
  } else {
    const order =
      query.sort === 'price_asc'
        ? [sql`${vehicles.priceCents} asc nulls last`, ...newest]
        : query.sort === 'price_desc'
          ? [sql`${vehicles.priceCents} desc nulls last`, ...newest]
          : query.sort === 'mileage_asc'
            ? [asc(vehicles.mileage), ...newest]
            : query.sort === 'year_desc'
              ? [desc(vehicles.year), ...newest]
              : newest;
    rows = (await db
      .select(listingColumns(viewerId))
      .from(vehicles)
      .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(MARKETPLACE_PAGE_SIZE)
      .offset(offset)) as ListingRow[];
  }

  const stats = await dealStats(db, rows);
  return {
    items: rows.map((row) => toListing(row, stats.get(groupKey(row.make, row.model, row.year)))),
    total,
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
