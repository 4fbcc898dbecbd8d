/**
 * Vehicle photos: rows that hold storage keys (the files live in a Storage, src/server/storage).
 * Every function that takes a vehicle id expects the caller to have found the vehicle in the
 * caller's dealership first (`findDealershipVehicle`): tenancy is decided there, once per request.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Photo } from '../../../shared/schemas/vehicles';
import { photoUrl, type PhotoVariant } from '../../../shared/vehicles';
import type { Db } from '../client';
import { vehicleEvents, vehiclePhotos, vehicles } from '../schema';
import { newId } from './ids';

export type PhotoRow = typeof vehiclePhotos.$inferSelect;

/** The cover: the chosen photo while it exists, else the first by position (DOMAIN.md › Decisions › Photos). */
export const effectiveCoverId = (
  rows: readonly Pick<PhotoRow, 'id' | 'position'>[],
  coverPhotoId: string | null | undefined,
): string | null => {
  if (coverPhotoId && rows.some((r) => r.id === coverPhotoId)) return coverPhotoId;
  const first = [...rows].sort((a, b) => a.position - b.position)[0];
  return first?.id ?? null;
};

/** The API shape of a photo row; everyone who answers with photos (inventory, marketplace) maps with this. */
export const toPhoto = (
  row: Pick<PhotoRow, 'id' | 'position' | 'alt' | 'width' | 'height'>,
  coverId: string | null,
): Photo => ({
  id: row.id,
  position: row.position,
  alt: row.alt,
  isCover: row.id === coverId,
  width: row.width,
  height: row.height,
  urls: {
    w320: photoUrl(row.id, 'w320'),
    w800: photoUrl(row.id, 'w800'),
    w1600: photoUrl(row.id, 'w1600'),
    original: photoUrl(row.id, 'original'),
  },
});

/** The storage key of one file of a photo: `<storageKey>/w320.webp`, `<storageKey>/original.jpg`. */
export const photoFileKey = (row: Pick<PhotoRow, 'storageKey' | 'originalType'>, variant: PhotoVariant) =>
  variant === 'original'
    ? `${row.storageKey}/original.${ORIGINAL_EXT[row.originalType] ?? 'bin'}`
    : `${row.storageKey}/${variant}.webp`;

const ORIGINAL_EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const photoFileKeys = (row: Pick<PhotoRow, 'storageKey' | 'originalType'>) =>
  (['original', 'w320', 'w800', 'w1600'] as const).map((v) => photoFileKey(row, v));

/** A live (not deleted) vehicle of this dealership, or undefined: another dealership's id answers 404. */
export const findDealershipVehicle = async (db: Db, organizationId: string, vehicleId: string) => {
  const [row] = await db
    .select({ id: vehicles.id, coverPhotoId: vehicles.coverPhotoId })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.organizationId, organizationId), isNull(vehicles.deletedAt)));
  return row;
};

export const listPhotoRows = (db: Db, vehicleId: string) =>
  db
    .select()
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleId, vehicleId))
    .orderBy(asc(vehiclePhotos.position), asc(vehiclePhotos.createdAt));

/** A vehicle's photos in order, with the cover marked: what the vehicle detail and listing detail answer. */
export const listPhotos = async (db: Db, vehicleId: string): Promise<Photo[]> => {
  const [rows, [vehicle]] = await Promise.all([
    listPhotoRows(db, vehicleId),
    db.select({ coverPhotoId: vehicles.coverPhotoId }).from(vehicles).where(eq(vehicles.id, vehicleId)),
  ]);
  const coverId = effectiveCoverId(rows, vehicle?.coverPhotoId);
  return rows.map((r) => toPhoto(r, coverId));
};

/**
 * Photo count and cover photo id per vehicle, in one query, for list answers (inventory rows,
 * marketplace cards): `coverUrl = coverPhotoId ? photoUrl(coverPhotoId, 'w320') : null`.
 */
export const photoSummaries = async (
  db: Db,
  vehicleIds: readonly string[],
): Promise<Map<string, { count: number; coverPhotoId: string | null }>> => {
  const result = new Map<string, { count: number; coverPhotoId: string | null }>();
  if (vehicleIds.length === 0) return result;
  const rows = await db
    .select({
      vehicleId: vehiclePhotos.vehicleId,
      count: count(),
      // The chosen cover when it still exists, else the lowest position.
      coverPhotoId: sql<string | null>`coalesce(
        max(case when ${vehiclePhotos.id} = ${vehicles.coverPhotoId} then ${vehiclePhotos.id} end),
        (array_agg(${vehiclePhotos.id} order by ${vehiclePhotos.position}, ${vehiclePhotos.createdAt}))[1]
      )`,
    })
    .from(vehiclePhotos)
    .innerJoin(vehicles, eq(vehicles.id, vehiclePhotos.vehicleId))
    .where(inArray(vehiclePhotos.vehicleId, [...vehicleIds]))
    .groupBy(vehiclePhotos.vehicleId);
  for (const r of rows) result.set(r.vehicleId, { count: Number(r.count), coverPhotoId: r.coverPhotoId });
  return result;
};

export const countPhotos = async (db: Db, vehicleId: string) => {
  const [row] = await db.select({ n: count() }).from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicleId));
  return Number(row?.n ?? 0);
};

const recordPhotosEvent = (db: Db, vehicleId: string, actorId: string | null, data: Record<string, unknown>) =>
  db.insert(vehicleEvents).values({ id: newId(), vehicleId, kind: 'photos', data, actorId });

/** Locks the vehicle row so concurrent uploads and reorders of one vehicle take turns (positions, the limit). */
const lockVehicle = (db: Db, vehicleId: string) =>
  db.execute(sql`select id from ${vehicles} where ${vehicles.id} = ${vehicleId} for update`);

/**
 * Adds a photo at the end. Undefined when the vehicle already holds `max` photos (checked under
 * the lock: parallel uploads cannot overshoot). The event data: `{ action: 'added', photoId }`.
 */
export const insertPhoto = async (
  db: Db,
  values: {
    id: string;
    vehicleId: string;
    storageKey: string;
    originalType: string;
    width: number;
    height: number;
    bytes: number;
    alt: string;
    actorId: string | null;
  },
  max: number,
): Promise<PhotoRow | undefined> =>
  db.transaction(async (tx) => {
    await lockVehicle(tx, values.vehicleId);
    const [stats] = await tx
      .select({ n: count(), last: sql<number | null>`max(${vehiclePhotos.position})` })
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, values.vehicleId));
    if (Number(stats?.n ?? 0) >= max) return undefined;
    const { actorId, ...row } = values;
    const [inserted] = await tx
      .insert(vehiclePhotos)
      .values({ ...row, position: stats?.last == null ? 0 : Number(stats.last) + 1 })
      .returning();
    await recordPhotosEvent(tx, values.vehicleId, actorId, { action: 'added', photoId: values.id });
    await tx.update(vehicles).set({ updatedAt: new Date() }).where(eq(vehicles.id, values.vehicleId));
    return inserted;
  });

/**
 * Puts the photos in the given order (positions 0…n-1) and sets the cover when `coverPhotoId` is
 * given (null: back to "the first is the cover"). 'mismatch' when the ids are not exactly the
 * vehicle's photos (a stale screen after someone else's upload or delete).
 */
export const reorderPhotos = async (
  db: Db,
  vehicleId: string,
  photoIds: readonly string[],
  coverPhotoId: string | null | undefined,
  actorId: string | null,
): Promise<'mismatch' | 'ok'> =>
  db.transaction(async (tx) => {
    await lockVehicle(tx, vehicleId);
    const rows = await tx
      .select({ id: vehiclePhotos.id })
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, vehicleId));
    const current = new Set(rows.map((r) => r.id));
    const given = new Set(photoIds);
    if (given.size !== photoIds.length || given.size !== current.size || [...given].some((id) => !current.has(id)))
      return 'mismatch';
    if (coverPhotoId && !current.has(coverPhotoId)) return 'mismatch';
    // One statement: every position moves at once (positions follow the list, from 0).
    const ids = sql.join(
      photoIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${vehiclePhotos} set position = o.ord - 1
      from unnest(array[${ids}]::text[]) with ordinality as o(id, ord)
      where ${vehiclePhotos.id} = o.id and ${vehiclePhotos.vehicleId} = ${vehicleId}`);
    const set: Partial<typeof vehicles.$inferInsert> = { updatedAt: new Date() };
    if (coverPhotoId !== undefined) set.coverPhotoId = coverPhotoId;
    await tx.update(vehicles).set(set).where(eq(vehicles.id, vehicleId));
    await recordPhotosEvent(tx, vehicleId, actorId, {
      action: 'reordered',
      ...(coverPhotoId !== undefined ? { coverPhotoId } : {}),
    });
    return 'ok';
  });

export const updatePhotoAlt = async (db: Db, vehicleId: string, photoId: string, alt: string) => {
  const [row] = await db
    .update(vehiclePhotos)
    .set({ alt })
    .where(and(eq(vehiclePhotos.id, photoId), eq(vehiclePhotos.vehicleId, vehicleId)))
    .returning();
  return row;
};

/**
 * Removes a photo's row, closes the gap in positions and, when it was the chosen cover, falls back
 * to the first. Returns the removed row (its storage keys are the caller's to delete) or undefined.
 */
export const deletePhoto = async (db: Db, vehicleId: string, photoId: string, actorId: string | null) =>
  db.transaction(async (tx) => {
    await lockVehicle(tx, vehicleId);
    const [removed] = await tx
      .delete(vehiclePhotos)
      .where(and(eq(vehiclePhotos.id, photoId), eq(vehiclePhotos.vehicleId, vehicleId)))
      .returning();
    if (!removed) return undefined;
    await tx
      .update(vehiclePhotos)
      .set({ position: sql`${vehiclePhotos.position} - 1` })
      .where(and(eq(vehiclePhotos.vehicleId, vehicleId), sql`${vehiclePhotos.position} > ${removed.position}`));
    await tx
      .update(vehicles)
      .set({
        updatedAt: new Date(),
        coverPhotoId: sql`case when ${vehicles.coverPhotoId} = ${photoId} then null else ${vehicles.coverPhotoId} end`,
      })
      .where(eq(vehicles.id, vehicleId));
    await recordPhotosEvent(tx, vehicleId, actorId, { action: 'removed', photoId });
    return removed;
  });

/** A photo with what decides who may see it: its dealership and whether the vehicle is on the marketplace. */
export const findPhotoForServing = async (db: Db, photoId: string) => {
  const [row] = await db
    .select({
      storageKey: vehiclePhotos.storageKey,
      originalType: vehiclePhotos.originalType,
      organizationId: vehicles.organizationId,
      listed: vehicles.listed,
      deletedAt: vehicles.deletedAt,
    })
    .from(vehiclePhotos)
    .innerJoin(vehicles, eq(vehicles.id, vehiclePhotos.vehicleId))
    .where(eq(vehiclePhotos.id, photoId));
  return row;
};

/** Storage keys of every photo of these vehicles: for whoever purges vehicles for good. */
export const photoFilesOfVehicles = async (db: Db, vehicleIds: readonly string[]) => {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .select({ storageKey: vehiclePhotos.storageKey, originalType: vehiclePhotos.originalType })
    .from(vehiclePhotos)
    .where(inArray(vehiclePhotos.vehicleId, [...vehicleIds]));
  return rows.flatMap(photoFileKeys);
};
