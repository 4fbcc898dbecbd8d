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
import { favorites, marketPriceGroups, organizations, vehiclePhotos, vehicles } from '../schema';
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
  // The deal rating's group, joined in the same read (joinGroup): no second round trip per page.
  median: marketPriceGroups.medianCents,
  comparables: marketPriceGroups.comparables,
});

/**
 * The row's deal-rating group: median asking price and count of priced, shopper-visible vehicles
 * of its (make, model, year). The database keeps them (market_price_groups, recomputed by triggers
 * on every write that changes a group), so a page's badges are keyed reads of the groups' primary
 * key however many comparables a group has (computed from the vehicles, a page of 24 groups read
 * ~29k index entries at 1M vehicles).
 */
const groupOfVehicle = () =>
  and(
    eq(marketPriceGroups.makeKey, groupMake),
    eq(marketPriceGroups.modelKey, groupModel),
    eq(marketPriceGroups.year, vehicles.year),
  );

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
  median: number | string | null;
  comparables: number | string | null;
};

interface GroupStats {
  medianCents: number | null;
  comparables: number;
}

/** A median and count as the database gives them (numeric types may come as strings). */
const groupStatsOf = (row: { median?: number | string | null; comparables?: number | string | null }): GroupStats => ({
  medianCents: row.median == null ? null : Math.round(Number(row.median)),
  comparables: Number(row.comparables ?? 0),
});

/** A page's id. */
interface IdRow {
  id: string;
  /** The newest sort's cursor key (null for a listing never listed, which never shows). */
  listed_at_text?: string | null;
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
  return where;
};

/** The words of a text search ("2021 civic ex"), at most eight. */
const wordsOf = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, 8);

/** Every word must appear in the year, make, model or trim of the vehicle. */
const textFilterOf = (words: readonly string[]): SQL | undefined =>
  words.length
    ? and(
        ...words.map((word) =>
          contains(
            sql`(${vehicles.year}::text || ' ' || ${vehicles.make} || ' ' || ${vehicles.model} || ' ' || coalesce(${vehicles.trim}, ''))`,
            word,
          ),
        ),
      )
    : undefined;

const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

/** The make, model and year filters on the kept groups (groupFiltersOf's rule, on market_price_groups). */
const keptGroupFiltersOf = (query: MarketplaceQuery): SQL[] => {
  const where: SQL[] = [];
  if (query.make) where.push(sql`${marketPriceGroups.makeKey} = ${query.make.toLowerCase()}`);
  if (query.model) where.push(sql`${marketPriceGroups.modelKey} = ${query.model.toLowerCase()}`);
  if (query.yearMin !== undefined) where.push(gte(marketPriceGroups.year, query.yearMin));
  if (query.yearMax !== undefined) where.push(lte(marketPriceGroups.year, query.yearMax));
  return where;
};

/** Groups with a deal rating: enough comparables and a median to compare with (dealRating's rule). */
const ratedGroup = sql`${marketPriceGroups.comparables} >= ${DEAL_MIN_COMPARABLES} and ${marketPriceGroups.medianCents} > 0`;

/** The vehicle's group, when it has a rating (a correlated subquery over the vehicles row). */
const ratedGroupOf = sql`select 1 from ${marketPriceGroups} where ${marketPriceGroups.makeKey} = ${groupMake}
  and ${marketPriceGroups.modelKey} = ${groupModel} and ${marketPriceGroups.year} = ${vehicles.year} and ${ratedGroup}`;

/**
 * The deal sort's page ids: best deal first (the lowest price against its group's median), then
 * the vehicles without a rating (no price, or too few comparables), newest first.
 *
 * Within one group the ratio orders as the price does, so the best N deals overall are among the N
 * cheapest of each rated group: each group the make, model and year filters allow gives its N
 * cheapest matches through the group's price index (LATERAL), and only those are ordered by ratio.
 * The work grows with the groups and the page's depth, not with how many vehicles the groups hold
 * (ordering every match by ratio read ~24k vehicles for one make and model at 1M). The unrated ones
 * are read only when the page reaches past the rated.
 */
const dealPageIds = async (db: Db, query: MarketplaceQuery, where: SQL, offset: number): Promise<IdRow[]> => {
  const limit = MARKETPLACE_PAGE_SIZE + 1;
  const perGroup = offset + limit;
  const groupWhere: SQL[] = [ratedGroup, ...keptGroupFiltersOf(query)];
  // `produced`: how many candidates the groups gave. Fewer than perGroup means every rated match
  // is among them, so it is the exact number of rated matches (where the unrated ones start).
  const rated = await rowsOf<IdRow & { produced: number | string }>(
    db.execute(sql`
      select c.id, count(*) over () as produced
      from ${marketPriceGroups}
      cross join lateral (
        select ${vehicles.id} as id, ${vehicles.priceCents} as price_cents, ${vehicles.listedAt} as listed_at
        from ${vehicles}
        where ${groupMake} = ${marketPriceGroups.makeKey} and ${groupModel} = ${marketPriceGroups.modelKey}
          and ${vehicles.year} = ${marketPriceGroups.year}
          and ${vehicles.priceCents} is not null and ${where}
        order by ${vehicles.priceCents} asc, ${vehicles.listedAt} desc, ${vehicles.id} desc
        limit ${perGroup}
      ) c
      where ${and(...groupWhere)}
      order by c.price_cents / ${marketPriceGroups.medianCents} asc, c.listed_at desc, c.id desc
      limit ${limit} offset ${offset}`),
  );
  if (rated.length === limit) return rated;
  const ratedTotal = rated.length
    ? Number(rated[0]!.produced)
    : Number(
        (
          await rowsOf<{ n: number | string }>(
            db.execute(sql`
              select count(*) as n from ${vehicles}
              where ${where} and ${vehicles.priceCents} is not null
                and exists (${ratedGroupOf})`),
          )
        )[0]?.n ?? 0,
      );
  const unrated = await rowsOf<IdRow>(
    db.execute(sql`
      select ${vehicles.id} as id from ${vehicles}
      where ${where} and (${vehicles.priceCents} is null or not exists (${ratedGroupOf}))
      order by ${vehicles.listedAt} desc, ${vehicles.id} desc
      limit ${limit - rated.length} offset ${Math.max(0, offset - ratedTotal)}`),
  );
  return [...rated, ...unrated];
};

/** Where a newest-first page ends: the last listing's listed_at (as PostgreSQL prints it, to the microsecond) and id. */
interface Cursor {
  listedAt: string;
  id: string;
}

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.listedAt, cursor.id])).toString('base64url');

/** The cursor in an `after`, or undefined when it is not one this server made. */
export const decodeCursor = (after: string): Cursor | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?$/.test(value[0]) &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 64
    )
      return { listedAt: value[0], id: value[1] };
  } catch {
    /* not base64url JSON */
  }
  return undefined;
};

/** Listings after the cursor in the newest order (the order of vehicles_market_newest_idx). */
const afterCursor = (cursor: Cursor) =>
  sql`(${vehicles.listedAt}, ${vehicles.id}) < ((${cursor.listedAt}::timestamp at time zone 'UTC'), ${cursor.id})`;

type Sort = Exclude<MarketplaceQuery['sort'], 'deal'>;

/**
 * Each sort's order over the vehicles (inner), the same over a subquery's columns named after them
 * (outer), and those columns: newest (listed_at, id) breaks every tie.
 */
/** listed_at to the microsecond, in UTC: a cursor made from a JavaScript Date (milliseconds) would skip rows. */
const listedAtText = sql`(${vehicles.listedAt} at time zone 'UTC')::text`;

const SORTS: Record<Sort, { inner: SQL; outer: SQL; columns: SQL }> = (() => {
  const newest = {
    inner: sql`${vehicles.listedAt} desc, ${vehicles.id} desc`,
    outer: sql`c.listed_at desc, c.id desc`,
  };
  const columns = sql`${vehicles.id} as id, ${vehicles.listedAt} as listed_at, ${vehicles.priceCents} as price_cents,
    ${vehicles.mileage} as mileage, ${vehicles.year} as year, ${listedAtText} as listed_at_text`;
  const by = (inner: SQL, outer: SQL) => ({
    inner: sql`${inner}, ${newest.inner}`,
    outer: sql`${outer}, ${newest.outer}`,
    columns,
  });
  return {
    newest: { ...newest, columns },
    price_asc: by(sql`${vehicles.priceCents} asc nulls last`, sql`c.price_cents asc nulls last`),
    price_desc: by(sql`${vehicles.priceCents} desc nulls last`, sql`c.price_cents desc nulls last`),
    mileage_asc: by(sql`${vehicles.mileage} asc`, sql`c.mileage asc`),
    year_desc: by(sql`${vehicles.year} desc`, sql`c.year desc`),
  };
})();

/**
 * A text search's page ids and capped count, through the groups (make, model, year) it can match.
 *
 * A word without spaces occurs in "year make model trim" only inside one of them, so a group can
 * hold a match only when each word occurs in its year, make, model or one of its trims
 * (market_price_groups keeps them): a scan of the groups, whose number the vehicle catalog bounds,
 * not the vehicles. Each matching group is then walked in the page's order for at most the page's
 * depth, rechecking the words on each vehicle unless the group's own year, make and model hold
 * them all ("2021 civic" in 2021 Honda Civic). The trigram index this replaces intersected
 * posting lists that grow with the table ("202" is in every year of the 2020s): 1M vehicles,
 * 10 ms in the index and 1.5k rows rechecked for one page.
 */
const textSearch = (
  query: MarketplaceQuery,
  base: SQL,
  words: readonly string[],
  order: { inner: SQL; outer: SQL; columns: SQL },
  offset: number,
  after: SQL | undefined,
) => {
  const has = (column: SQL, word: string) => contains(column, word);
  const groupWhere: SQL[] = keptGroupFiltersOf(query);
  const inGroupText = (word: string) =>
    or(
      has(sql`${marketPriceGroups.year}::text`, word),
      has(sql`${marketPriceGroups.makeKey}`, word),
      has(sql`${marketPriceGroups.modelKey}`, word),
    )!;
  for (const word of words)
    groupWhere.push(
      or(
        inGroupText(word),
        sql`exists (select 1 from unnest(${marketPriceGroups.trims}) as t(trim_key) where ${has(sql`t.trim_key`, word)})`,
      )!,
    );
  const whole = and(...words.map(inGroupText))!;
  const text = textFilterOf(words)!;
  const groups = sql`groups as materialized (
    select ${marketPriceGroups.makeKey} as g_make, ${marketPriceGroups.modelKey} as g_model,
      ${marketPriceGroups.year} as g_year, ${whole} as g_whole
    from ${marketPriceGroups} where ${and(...groupWhere)})`;
  const inGroup = sql`${groupMake} = groups.g_make and ${groupModel} = groups.g_model and ${vehicles.year} = groups.g_year`;
  const limit = MARKETPLACE_PAGE_SIZE + 1;
  const ids = sql`select c.id, c.listed_at_text from groups cross join lateral (
        select ${order.columns} from ${vehicles}
        where ${inGroup} and ${base} and (groups.g_whole or ${text}) and ${after ?? sql`true`}
        order by ${order.inner} limit ${offset + limit}) c
      order by ${order.outer} limit ${limit} offset ${offset}`;
  // Counting in the groups that hold every word themselves needs no vehicle's text (index-only).
  const cap = MARKETPLACE_COUNT_CAP + 1;
  const count = sql`select count(*) as total from (
        (select 1 from groups cross join lateral (
          select 1 from ${vehicles} where ${inGroup} and ${base} limit ${cap}) x where groups.g_whole)
        union all
        (select 1 from groups cross join lateral (
          select 1 from ${vehicles} where ${inGroup} and ${base} and ${text} limit ${cap}) x where not groups.g_whole)
        limit ${cap}) capped`;
  return { with: groups, ids, count };
};

/**
 * A page of listings in one statement (one round trip and one plan, where ids, count and rows were
 * three queries over two round trips): the page's ids (index walk, up to a page + 1) and the capped
 * count, each MATERIALIZED so it keeps the plan it has alone, then only those rows with their
 * dealer, cover, favorite and deal group, numbered in the page's order. An empty page still answers
 * one row, with the count.
 */
const pageInOneStatement = async (
  db: Db,
  viewerId: string,
  parts: { with: SQL | undefined; ids: SQL; count: SQL },
  order: SQL,
) => {
  const columns = sql.join(
    Object.entries(listingColumns(viewerId)).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  type Row = Omit<ListingRow, 'id'> & { id: string | null; pageTotal: number | string; pageCursor: string | null };
  const result = await rowsOf<Row>(
    db.execute(sql`with ${parts.with ? sql`${parts.with}, ` : sql``}
      page as materialized (${parts.ids}),
      counted as materialized (${parts.count})
      select counted.total as "pageTotal", r.* from counted left join lateral (
        select page.listed_at_text as "pageCursor", row_number() over (order by ${order}) as "pageOrder", ${columns}
        from page
        join ${vehicles} on ${vehicles.id} = page.id
        join ${organizations} on ${organizations.id} = ${vehicles.organizationId}
        left join ${marketPriceGroups} on ${groupOfVehicle()}
      ) r on true
      order by r."pageOrder"`),
  );
  const rows = result.filter((r): r is Row & { id: string } => r.id !== null);
  // Raw rows carry the driver's own types: timestamps may come as text.
  for (const row of rows) if (row.listedAt && !(row.listedAt instanceof Date)) row.listedAt = new Date(row.listedAt);
  return { rows, counted: Number(result[0]?.pageTotal ?? 0) };
};

/**
 * One page of the marketplace, with the total under the filters (exact up to
 * MARKETPLACE_COUNT_CAP, else `totalExact: false`) and each listing's deal rating.
 *
 * The page's ids are chosen first (one walk of the sort's index, which also skips an OFFSET without
 * reading rows) and only those 24 rows are then read with their dealer, cover and favorite.
 */
export const searchListings = async (db: Db, viewerId: string, query: MarketplaceQuery) => {
  const base = and(...filtersOf(query))!;
  const words = wordsOf(query.q);
  const text = textFilterOf(words);
  const where = text ? and(base, text)! : base;
  // Newest first, a page after a cursor starts there (no offset); every other way by its number.
  const cursor = query.sort === 'newest' && query.after ? decodeCursor(query.after) : undefined;
  const after = cursor ? afterCursor(cursor) : undefined;
  const offset = cursor ? 0 : (query.page - 1) * MARKETPLACE_PAGE_SIZE;
  const limit = MARKETPLACE_PAGE_SIZE + 1;

  const countQuery = () =>
    db.select({ total: sql<number | string>`count(*)` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(vehicles)
        .where(where)
        .limit(MARKETPLACE_COUNT_CAP + 1)
        .as('capped'),
    );

  // One more than a page: whether there is a next one when the total is not exact.
  let rows: ListingRow[];
  let idRows: IdRow[];
  let counted: number;
  if (query.sort === 'deal') {
    const [[row], ids] = await Promise.all([countQuery(), dealPageIds(db, query, where, offset)]);
    counted = Number(row?.total ?? 0);
    idRows = ids;
    const pageIds = ids.slice(0, MARKETPLACE_PAGE_SIZE).map((r) => r.id);
    const read =
      pageIds.length === 0
        ? []
        : ((await db
            .select(listingColumns(viewerId))
            .from(vehicles)
            .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
            .leftJoin(marketPriceGroups, groupOfVehicle())
            .where(inArray(vehicles.id, pageIds))) as ListingRow[]);
    const byId = new Map(read.map((r) => [r.id, r]));
    rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  } else {
    // Each order matches one of the marketplace's indexes (schema/vehicles.ts) column for column.
    const order = SORTS[query.sort];
    const parts = text
      ? textSearch(query, base, words, order, offset, after)
      : {
          with: undefined,
          ids: sql`select ${vehicles.id} as id, ${listedAtText} as listed_at_text from ${vehicles}
            where ${after ? and(where, after) : where}
            order by ${order.inner} limit ${limit} offset ${offset}`,
          count: sql`select count(*) as total from (
            select 1 from ${vehicles} where ${where} limit ${MARKETPLACE_COUNT_CAP + 1}) capped`,
        };
    const page = await pageInOneStatement(db, viewerId, parts, order.inner);
    counted = page.counted;
    idRows = page.rows.map((r) => ({ id: r.id, listed_at_text: r.pageCursor }));
    rows = page.rows.slice(0, MARKETPLACE_PAGE_SIZE);
  }
  const hasMore = idRows.length > MARKETPLACE_PAGE_SIZE;
  const lastRow = idRows[MARKETPLACE_PAGE_SIZE - 1];
  const last = lastRow?.listed_at_text ? { listedAt: lastRow.listed_at_text, id: lastRow.id } : undefined;

  const totalExact = counted <= MARKETPLACE_COUNT_CAP;
  return {
    items: rows.map((row) => toListing(row, groupStatsOf(row))),
    // Past the cap the total says "at least the cap" ("1,000+ vehicles").
    total: totalExact ? counted : MARKETPLACE_COUNT_CAP,
    totalExact,
    hasMore,
    nextCursor: last && hasMore && query.sort === 'newest' ? encodeCursor(last) : null,
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
    .leftJoin(marketPriceGroups, groupOfVehicle())
    .where(and(eq(vehicles.id, id), visible()));
  if (!row) return undefined;
  // Photos through the photo module's own mapper (cover = the chosen one, else the first).
  const photos = await listPhotos(db, id);
  const listing = toListing(row as ListingRow, groupStatsOf(row));
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
