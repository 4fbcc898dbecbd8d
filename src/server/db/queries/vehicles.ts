/**
 * Vehicles: the SQL of the inventory (per dealership, always filtered by organization id so a
 * dealership never reads or writes another's stock). Soft-deleted rows (deleted_at set, inside the
 * undo window) are invisible to every read here except the restore path.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, lt, sql, type SQL } from 'drizzle-orm';
import type { InventoryQuery } from '../../../shared/schemas/vehicles';
import {
  AGE_BUCKET_RANGES,
  defaultStockPrefix,
  formatStockNumber,
  INVENTORY_PAGE_SIZE,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from '../../../shared/vehicles';
import type { Db } from '../client';
import {
  organizations,
  users,
  vehicleEvents,
  vehiclePhotos,
  vehiclePriceChanges,
  vehicles,
  vehicleStatusCounts,
} from '../schema';
import { assertListingRoom } from './billing';
import { newId } from './ids';
import { recordVehiclePriceChange } from './leads';
import { photoFilesOfVehicles } from './vehicle-photos';

/**
 * Hands out `count` stock numbers for a dealership in one statement: the sequence moves under the
 * row lock, so two adds at once never get the same number, and a number is never reused (a deleted
 * vehicle's number stays spent). Sets the prefix from the name the first time.
 */
export const allocateStockNumbers = async (db: Db, organizationId: string, count = 1): Promise<string[]> => {
  const [row] = await db
    .update(organizations)
    .set({ stockSequence: sql`${organizations.stockSequence} + ${count}` })
    .where(eq(organizations.id, organizationId))
    .returning({ prefix: organizations.stockPrefix, name: organizations.name, last: organizations.stockSequence });
  if (!row) throw new Error(`No dealership ${organizationId}`);
  const prefix = row.prefix ?? defaultStockPrefix(row.name);
  if (!row.prefix)
    await db.update(organizations).set({ stockPrefix: prefix }).where(eq(organizations.id, organizationId));
  return Array.from({ length: count }, (_, i) => formatStockNumber(prefix, row.last - count + 1 + i));
};

// ---------------------------------------------------------------------------------------------
// Reads

/** Today in UTC as a SQL date: vehicle age is counted in UTC days whatever the session's zone. */
const TODAY_UTC = sql`((now() at time zone 'UTC')::date)`;
const daysInStock = sql<number>`(${TODAY_UTC} - ${vehicles.inStockDate})::int`;

/**
 * A page's photo count and cover (the chosen photo when it still exists, else the first by
 * position), read in the page's own statement: the select list runs only for the page's rows,
 * after the page's ids were chosen (in the id subquery, they ran for every row an OFFSET skipped:
 * 5,000 lookups for page 200). One round trip instead of a second query for the photos.
 */
/** The cover of one vehicle from its photos in order (the detail has them all anyway). */
const coverOf = (photos: readonly { id: string }[], coverPhotoId: string | null) =>
  (coverPhotoId && photos.find((p) => p.id === coverPhotoId)?.id) || photos[0]?.id || null;

const pagePhotoColumns = {
  photoCount: sql<number>`(select count(*)::int from ${vehiclePhotos} p where p.vehicle_id = ${vehicles.id})`,
  coverId: sql<string | null>`(select p.id from ${vehiclePhotos} p where p.vehicle_id = ${vehicles.id}
    order by (p.id = ${vehicles.coverPhotoId}) is true desc, p.position asc, p.id asc limit 1)`,
};

/** Letters and digits only, lower case: "F-150" and "f150" meet, as do "RAG-00042" and "rag00042". */
export const searchTokens = (q: string): string[] =>
  q
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .slice(0, 8);

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Every inventory filter but status (the status tabs count under these). Text search: every token
 * must occur in the stored search key (VIN, stock number, year, make, model, trim, normalised as
 * searchTokens normalises the query). A contains-match of three letters or more is answered by
 * the trigram index vehicles_org_search_trgm_idx; a shorter one reads the dealership's live rows.
 */
const filtersExceptStatus = (organizationId: string, query: InventoryQuery): SQL[] => [
  eq(vehicles.organizationId, organizationId),
  isNull(vehicles.deletedAt),
  ...queryFilters(query),
];

/** The query's own filters but status, on top of the dealership's live rows; none for the whole stock. */
const queryFilters = (query: InventoryQuery): SQL[] => {
  const where: SQL[] = [];
  for (const token of searchTokens(query.q)) where.push(sql`${vehicles.searchKey} like ${`%${likeEscape(token)}%`}`);
  if (query.make) where.push(sql`lower(${vehicles.make}) = ${query.make.toLowerCase()}`);
  if (query.model) where.push(sql`lower(${vehicles.model}) = ${query.model.toLowerCase()}`);
  if (query.yearMin !== undefined) where.push(gte(vehicles.year, query.yearMin));
  if (query.yearMax !== undefined) where.push(lte(vehicles.year, query.yearMax));
  if (query.priceMin !== undefined) where.push(gte(vehicles.priceCents, query.priceMin * 100));
  if (query.priceMax !== undefined) where.push(lte(vehicles.priceCents, query.priceMax * 100));
  if (query.mileageMin !== undefined) where.push(gte(vehicles.mileage, query.mileageMin));
  if (query.mileageMax !== undefined) where.push(lte(vehicles.mileage, query.mileageMax));
  if (query.age) {
    // As a range on the date column (not on the computed age) so an index on it can serve it.
    const { min, max } = AGE_BUCKET_RANGES[query.age];
    where.push(sql`${vehicles.inStockDate} <= ${TODAY_UTC} - ${min}::int`);
    if (max !== null) where.push(sql`${vehicles.inStockDate} >= ${TODAY_UTC} - ${max}::int`);
  }
  if (query.listed) where.push(eq(vehicles.listed, query.listed === 'yes'));
  return where;
};

/** Every inventory filter including status: the list and the CSV export ("export what I see") both use it. */
export const inventoryFilters = (organizationId: string, query: InventoryQuery): SQL[] => {
  const base = filtersExceptStatus(organizationId, query);
  return query.status ? [...base, eq(vehicles.status, query.status)] : base;
};

/** The list's order per sort; each ends in a unique key so offset paging (list and export) is stable. */
export const INVENTORY_ORDER: Record<InventoryQuery['sort'], SQL[]> = {
  newest: [desc(vehicles.createdAt), desc(vehicles.id)],
  oldest: [asc(vehicles.createdAt), asc(vehicles.id)],
  price_asc: [sql`${vehicles.priceCents} asc nulls last`, asc(vehicles.id)],
  price_desc: [sql`${vehicles.priceCents} desc nulls last`, asc(vehicles.id)],
  mileage_asc: [asc(vehicles.mileage), asc(vehicles.id)],
  year_desc: [desc(vehicles.year), desc(vehicles.createdAt), asc(vehicles.id)],
  age_desc: [asc(vehicles.inStockDate), asc(vehicles.id)],
  stock: [asc(vehicles.stockNumber)],
};

const summaryColumns = {
  id: vehicles.id,
  stockNumber: vehicles.stockNumber,
  vin: vehicles.vin,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  trim: vehicles.trim,
  exteriorColor: vehicles.exteriorColor,
  mileage: vehicles.mileage,
  condition: vehicles.condition,
  status: vehicles.status,
  listed: vehicles.listed,
  priceCents: vehicles.priceCents,
  daysInStock,
  updatedAt: vehicles.updatedAt,
};

export type VehicleSummaryRow = Awaited<ReturnType<typeof listInventory>>['items'][number];

/** One page of the dealership's inventory, the total under every filter, and counts per status. */
export const listInventory = async (db: Db, organizationId: string, query: InventoryQuery) => {
  const base = filtersExceptStatus(organizationId, query);
  const where = inventoryFilters(organizationId, query);
  // The page's ids first, then its rows: the OFFSET is skipped in an index (index-only where the
  // index holds the order and the filters) rather than by reading every skipped row.
  const pageIds = db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(...where))
    .orderBy(...INVENTORY_ORDER[query.sort])
    .limit(INVENTORY_PAGE_SIZE)
    .offset((query.page - 1) * INVENTORY_PAGE_SIZE)
    .as('page_ids');
  const readPage = async () => {
    const items = await db
      .select({ ...summaryColumns, ...pagePhotoColumns })
      .from(vehicles)
      .innerJoin(pageIds, eq(vehicles.id, pageIds.id))
      .orderBy(...INVENTORY_ORDER[query.sort]);
    return items.map((item) => ({ ...item, photoCount: Number(item.photoCount) }));
  };
  // With no filter but the status tab, the counts are read from the counters the database keeps
  // (vehicleStatusCounts); under a filter they are counted. On PostgreSQL the page and the counts
  // run on two connections at once.
  const [items, counts] = await Promise.all([
    readPage(),
    queryFilters(query).length === 0
      ? db
          .select({ status: vehicleStatusCounts.status, count: vehicleStatusCounts.count })
          .from(vehicleStatusCounts)
          .where(eq(vehicleStatusCounts.organizationId, organizationId))
      : db
          .select({ status: vehicles.status, count: sql<number>`count(*)::int` })
          .from(vehicles)
          .where(and(...base))
          .groupBy(vehicles.status),
  ]);
  const statusCounts = Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, 0])) as Record<VehicleStatus, number>;
  for (const row of counts) if (row.status in statusCounts) statusCounts[row.status] = Number(row.count);
  const total = query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return { items, total, statusCounts };
};

const detailColumns = {
  ...summaryColumns,
  organizationId: vehicles.organizationId,
  body: vehicles.body,
  fuel: vehicles.fuel,
  transmission: vehicles.transmission,
  drivetrain: vehicles.drivetrain,
  engine: vehicles.engine,
  doors: vehicles.doors,
  interiorColor: vehicles.interiorColor,
  description: vehicles.description,
  inStockDate: vehicles.inStockDate,
  statusChangedAt: vehicles.statusChangedAt,
  listedAt: vehicles.listedAt,
  soldAt: vehicles.soldAt,
  createdAt: vehicles.createdAt,
  costCents: vehicles.costCents,
  packCents: vehicles.packCents,
  addedCosts: vehicles.addedCosts,
};

export type VehicleRow = NonNullable<Awaited<ReturnType<typeof findVehicle>>>;

/** A live vehicle of this dealership with its photos in order; undefined for another's, or a deleted one. */
export const findVehicle = async (db: Db, organizationId: string, id: string) => {
  const [row] = await db
    .select({ ...detailColumns, coverPhotoId: vehicles.coverPhotoId })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.organizationId, organizationId), isNull(vehicles.deletedAt)));
  if (!row) return undefined;
  const photos = await db
    .select({
      id: vehiclePhotos.id,
      position: vehiclePhotos.position,
      alt: vehiclePhotos.alt,
      width: vehiclePhotos.width,
      height: vehiclePhotos.height,
    })
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleId, id))
    .orderBy(asc(vehiclePhotos.position), asc(vehiclePhotos.id));
  return { ...row, photos, photoCount: photos.length, coverId: coverOf(photos, row.coverPhotoId) };
};

/** The live or soft-deleted vehicle with this VIN in the dealership (VINs are unique per dealership). */
export const findVehicleByVin = async (db: Db, organizationId: string, vin: string) => {
  const [row] = await db
    .select({ id: vehicles.id, stockNumber: vehicles.stockNumber, deletedAt: vehicles.deletedAt })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), eq(vehicles.vin, vin)));
  return row;
};

/** Live vehicles of this dealership among `ids` (bulk actions): the rest are skipped as not found. */
export const findVehiclesForBulk = async (db: Db, organizationId: string, ids: readonly string[]) =>
  db
    .select({
      id: vehicles.id,
      stockNumber: vehicles.stockNumber,
      status: vehicles.status,
      listed: vehicles.listed,
      priceCents: vehicles.priceCents,
    })
    .from(vehicles)
    .where(
      and(eq(vehicles.organizationId, organizationId), inArray(vehicles.id, [...ids]), isNull(vehicles.deletedAt)),
    );

// ---------------------------------------------------------------------------------------------
// Writes

export type NewVehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'stockNumber' | 'organizationId'>;

/**
 * Adds a vehicle with the next stock number, its first price-history row (when priced) and its
 * 'created' event, all or nothing. A soft-deleted vehicle with the same VIN is purged first: adding
 * the VIN again supersedes its undo.
 */
export const insertVehicle = async (
  db: Db,
  organizationId: string,
  actorId: string,
  values: NewVehicleValues,
  event: { kind: 'created' | 'imported'; data?: Record<string, unknown> } = { kind: 'created' },
) =>
  db.transaction(async (tx) => {
    // Listing on arrival takes a place in the plan (refused with PlanLimitError when there is none).
    if (values.listed) await assertListingRoom(tx as unknown as Db, organizationId, 1);
    await tx
      .delete(vehicles)
      .where(
        and(eq(vehicles.organizationId, organizationId), eq(vehicles.vin, values.vin), isNotNull(vehicles.deletedAt)),
      );
    const [stockNumber] = await allocateStockNumbers(tx as unknown as Db, organizationId, 1);
    const id = newId();
    const now = new Date();
    await tx.insert(vehicles).values({
      ...values,
      id,
      organizationId,
      stockNumber: stockNumber!,
      createdBy: actorId,
      statusChangedAt: now,
      listedAt: values.listed ? now : null,
    });
    if (values.priceCents !== null && values.priceCents !== undefined)
      await tx.insert(vehiclePriceChanges).values({
        id: newId(),
        vehicleId: id,
        oldPriceCents: null,
        newPriceCents: values.priceCents,
        changedBy: actorId,
        changedAt: now,
      });
    await tx.insert(vehicleEvents).values({
      id: newId(),
      vehicleId: id,
      kind: event.kind,
      data: { stockNumber, ...event.data },
      actorId,
      at: now,
    });
    if (values.listed)
      await tx
        .insert(vehicleEvents)
        .values({ id: newId(), vehicleId: id, kind: 'listed', actorId, at: new Date(now.getTime() + 1) });
    return { id, stockNumber: stockNumber! };
  });

export type VehicleChange = Partial<typeof vehicles.$inferInsert>;
export interface VehicleEventInput {
  kind: string;
  data?: Record<string, unknown>;
}

/**
 * Applies `set` to a live vehicle of this dealership, with a price-history row when the price
 * moves and the given events, in one transaction. False when no such vehicle; throws
 * PlanLimitError when it lists the vehicle and the plan has no room.
 */
export const updateVehicle = async (
  db: Db,
  organizationId: string,
  id: string,
  actorId: string,
  change: { set: VehicleChange; oldPriceCents?: number | null | undefined; events: VehicleEventInput[] },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    // Listing takes a place in the plan (refused with PlanLimitError when there is none).
    if (change.set.listed === true) await assertListingRoom(tx as unknown as Db, organizationId, 1, [id]);
    const now = new Date();
    const updated = await tx
      .update(vehicles)
      .set({ ...change.set, updatedAt: now })
      .where(and(eq(vehicles.id, id), eq(vehicles.organizationId, organizationId), isNull(vehicles.deletedAt)))
      .returning({ id: vehicles.id });
    if (updated.length === 0) return false;
    if ('priceCents' in change.set && change.set.priceCents !== change.oldPriceCents) {
      await tx.insert(vehiclePriceChanges).values({
        id: newId(),
        vehicleId: id,
        oldPriceCents: change.oldPriceCents ?? null,
        newPriceCents: change.set.priceCents ?? null,
        changedBy: actorId,
        changedAt: now,
      });
      // The open leads about this vehicle show the change on their timelines (issue 10 › Leads).
      await recordVehiclePriceChange(tx, id, change.oldPriceCents ?? null, change.set.priceCents ?? null, actorId);
    }
    if (change.events.length)
      await tx.insert(vehicleEvents).values(
        // A millisecond apart, in the order given, so the activity list keeps their order.
        change.events.map((e, i) => ({
          id: newId(),
          vehicleId: id,
          kind: e.kind,
          data: e.data ?? {},
          actorId,
          at: new Date(now.getTime() + i),
        })),
      );
    return true;
  });

/** Soft-deletes live vehicles of this dealership; returns the ids it deleted. */
export const softDeleteVehicles = async (db: Db, organizationId: string, ids: readonly string[], actorId: string) =>
  db.transaction(async (tx) => {
    const now = new Date();
    const rows = await tx
      .update(vehicles)
      .set({ deletedAt: now, listed: false })
      .where(
        and(eq(vehicles.organizationId, organizationId), inArray(vehicles.id, [...ids]), isNull(vehicles.deletedAt)),
      )
      .returning({ id: vehicles.id });
    if (rows.length)
      await tx
        .insert(vehicleEvents)
        .values(rows.map((r) => ({ id: newId(), vehicleId: r.id, kind: 'deleted', actorId, at: now })));
    return rows.map((r) => r.id);
  });

/**
 * Undoes deletes of this dealership's vehicles deleted after `since`; reports those deleted
 * earlier (too late) and how many were found at all.
 * A vehicle that was listed when deleted comes back unlisted: listing again is a deliberate act.
 */
export const restoreVehicles = async (
  db: Db,
  organizationId: string,
  ids: readonly string[],
  since: Date,
  actorId: string,
) =>
  db.transaction(async (tx) => {
    const deleted = await tx
      .select({ id: vehicles.id, deletedAt: vehicles.deletedAt })
      .from(vehicles)
      .where(
        and(eq(vehicles.organizationId, organizationId), inArray(vehicles.id, [...ids]), isNotNull(vehicles.deletedAt)),
      );
    const restorable = deleted.filter((r) => r.deletedAt! >= since).map((r) => r.id);
    if (restorable.length) {
      const now = new Date();
      await tx
        .update(vehicles)
        .set({ deletedAt: null, updatedAt: now })
        .where(and(eq(vehicles.organizationId, organizationId), inArray(vehicles.id, restorable)));
      await tx
        .insert(vehicleEvents)
        .values(restorable.map((id) => ({ id: newId(), vehicleId: id, kind: 'restored', actorId, at: now })));
    }
    return { restored: restorable.length, tooLate: deleted.length - restorable.length, found: deleted.length };
  });

/** Drops this dealership's vehicles deleted before `before` for good (their VINs can be added again). */
/**
 * Removes for good the vehicles deleted before `before` and answers the storage keys of their
 * photo files, read first (the rows go with the vehicle), so the caller can remove the files too.
 */
export const purgeDeletedVehicles = async (db: Db, organizationId: string, before: Date): Promise<string[]> => {
  const gone = and(eq(vehicles.organizationId, organizationId), lt(vehicles.deletedAt, before));
  const ids = (await db.select({ id: vehicles.id }).from(vehicles).where(gone)).map((r) => r.id);
  if (ids.length === 0) return [];
  const files = await photoFilesOfVehicles(db, ids);
  await db.delete(vehicles).where(and(gone, inArray(vehicles.id, ids)));
  return files;
};

// ---------------------------------------------------------------------------------------------
// History

/** Every price change of a vehicle, oldest first (the chart reads left to right). */
export const listPriceChanges = async (db: Db, vehicleId: string) =>
  db
    .select({
      id: vehiclePriceChanges.id,
      oldPriceCents: vehiclePriceChanges.oldPriceCents,
      newPriceCents: vehiclePriceChanges.newPriceCents,
      changedAt: vehiclePriceChanges.changedAt,
      changedBy: users.name,
    })
    .from(vehiclePriceChanges)
    .leftJoin(users, eq(vehiclePriceChanges.changedBy, users.id))
    .where(eq(vehiclePriceChanges.vehicleId, vehicleId))
    .orderBy(asc(vehiclePriceChanges.changedAt), asc(vehiclePriceChanges.id));

/** A vehicle's activity, newest first. */
export const listVehicleEvents = async (db: Db, vehicleId: string, limit = 200) =>
  db
    .select({
      id: vehicleEvents.id,
      kind: vehicleEvents.kind,
      data: vehicleEvents.data,
      at: vehicleEvents.at,
      actor: users.name,
    })
    .from(vehicleEvents)
    .leftJoin(users, eq(vehicleEvents.actorId, users.id))
    .where(eq(vehicleEvents.vehicleId, vehicleId))
    .orderBy(desc(vehicleEvents.at), desc(vehicleEvents.id))
    .limit(limit);

// ---------------------------------------------------------------------------------------------
// Settings

export const findInventorySettings = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({
      name: organizations.name,
      stockPrefix: organizations.stockPrefix,
      stockSequence: organizations.stockSequence,
      defaultPackCents: organizations.defaultPackCents,
      salesSeeCost: organizations.salesSeeCost,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return undefined;
  const stockPrefix = row.stockPrefix ?? defaultStockPrefix(row.name);
  return {
    stockPrefix,
    nextStockNumber: formatStockNumber(stockPrefix, row.stockSequence + 1),
    defaultPackCents: row.defaultPackCents,
    salesSeeCost: row.salesSeeCost,
  };
};

export const updateInventorySettings = async (
  db: Db,
  organizationId: string,
  values: {
    stockPrefix?: string | undefined;
    defaultPackCents?: number | undefined;
    salesSeeCost?: boolean | undefined;
  },
) => {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(organizations).set(set).where(eq(organizations.id, organizationId));
};
