/**
 * Pictures for the demo vehicles (DOMAIN.md › Decisions › Demo data: "with photos"). There are no
 * real car photos offline, so each demo vehicle for sale gets one generated illustration of its
 * body type in its colour (src/server/photos/illustration.ts), labelled "Illustration", with alt
 * text that says so: nothing pretends to be a photo of the car.
 *
 * Through the real pipeline (processPhoto, the Storage, vehicle_photos rows), so every rendition
 * exists and deleting one works as for an upload. The encoding is the cost (~1 s per image on a
 * busy 2-core machine), so each (body type, colour) is rendered once and its files are written
 * again under each vehicle's own key: deleting one vehicle's photo never touches another's files.
 * That is also why the picture's caption names the colour and body type, not the vehicle.
 *
 * Separate from seedDemoData: the tests seed a world per file and must stay fast; `npm start` runs
 * this in the background after the server listens. Idempotent (vehicles that have a photo are
 * skipped) and safe to stop midway: a vehicle's files are written before its row, so a row never
 * points at missing files (a stop between the two leaves unreferenced files, nothing worse).
 */
import { and, asc, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { LISTABLE_STATUSES, SPEC_LABELS, type BodyType } from '../../shared/vehicles';
import { illustrationShapeOf, illustrationSvg } from '../photos/illustration';
import { processPhoto, type ProcessedPhoto } from '../photos/process';
import type { Storage } from '../storage';
import type { Db } from './client';
import { photoFileKey, type PhotoRow } from './queries/vehicle-photos';
import { newId } from './queries/ids';
import { vehiclePhotos, vehicles } from './schema';
import { EXTERIOR_COLORS } from './seed-vehicles';

/** A colour the palette does not know (or none): a neutral gray that reads as "some car". */
const UNKNOWN_COLOR_HEX = '#8d9299';

const colorHexOf = (name: string | null) =>
  EXTERIOR_COLORS.find((c) => c.name.toLowerCase() === name?.toLowerCase())?.hex ?? UNKNOWN_COLOR_HEX;

const bodyWord = (body: BodyType | null) => {
  if (!body || body === 'other') return 'vehicle';
  return body === 'suv' ? 'SUV' : SPEC_LABELS.body[body].toLowerCase();
};

/** The picture's caption: what it shows (shared by every vehicle of that body type and colour). */
export const illustrationCaption = (body: BodyType | null, color: string | null) => {
  const text = `${color ? `${color} ` : ''}${bodyWord(body)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "Illustration of a red 2021 Honda Civic": never "photo". */
export const illustrationAlt = (v: { color: string | null; year: number; make: string; model: string }) => {
  const color = v.color?.toLowerCase();
  const article = color && /^[aeiou]/.test(color) ? 'an' : 'a';
  return `Illustration of ${article} ${color ? `${color} ` : ''}${v.year} ${v.make} ${v.model}`;
};

export interface SeededPhotos {
  /** Vehicles that got an illustration in this run. */
  readonly vehicles: number;
  /** Distinct pictures rendered (one per body type and colour). */
  readonly rendered: number;
  readonly ms: number;
}

const render = async (body: BodyType | null, color: string | null): Promise<ProcessedPhoto> => {
  const svg = illustrationSvg({
    shape: illustrationShapeOf(body ?? 'other'),
    colorHex: colorHexOf(color),
    caption: illustrationCaption(body, color),
  });
  // PNG keeps the flat colours exact and is quick to write; processPhoto keeps it as the original.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  return processPhoto(new Uint8Array(png));
};

/**
 * Gives every demo vehicle that is listed or for sale, and has no photo yet, one illustration.
 * Listed vehicles first, so the marketplace fills before the back office.
 */
export const seedDemoPhotos = async (db: Db, storage: Storage): Promise<SeededPhotos> => {
  const started = performance.now();
  const todo = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      body: vehicles.body,
      color: vehicles.exteriorColor,
    })
    .from(vehicles)
    .where(
      and(
        isNull(vehicles.deletedAt),
        or(eq(vehicles.listed, true), inArray(vehicles.status, [...LISTABLE_STATUSES])),
        notExists(
          db
            .select({ one: sql`1` })
            .from(vehiclePhotos)
            .where(eq(vehiclePhotos.vehicleId, vehicles.id)),
        ),
      ),
    )
    .orderBy(desc(vehicles.listed), asc(vehicles.createdAt));

  // Groups in order of their first (most listed) vehicle.
  const groups = new Map<string, typeof todo>();
  for (const v of todo) {
    const key = `${v.body ?? ''}|${v.color?.toLowerCase() ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(v);
    else groups.set(key, [v]);
  }

  let added = 0;
  for (const group of groups.values()) {
    const picture = await render(group[0]!.body, group[0]!.color);
    for (const v of group) {
      const id = newId();
      const row: Pick<PhotoRow, 'storageKey' | 'originalType'> = {
        storageKey: `vehicles/${v.id}/${id}`,
        originalType: picture.original.contentType,
      };
      await Promise.all([
        storage.put(photoFileKey(row, 'original'), picture.original.body, picture.original.contentType),
        ...picture.renditions.map((r) => storage.put(photoFileKey(row, `w${r.width}`), r.body, 'image/webp')),
      ]);
      // Only while the vehicle still has no photo (someone may have uploaded one meanwhile).
      const result = await db.execute(sql`
        insert into ${vehiclePhotos} (id, vehicle_id, position, storage_key, original_type, width, height, bytes, alt)
        select ${id}, ${v.id}, 0, ${row.storageKey}, ${row.originalType}, ${picture.width}, ${picture.height},
          ${picture.original.body.byteLength}, ${illustrationAlt(v)}
        where not exists (select 1 from ${vehiclePhotos} where vehicle_id = ${v.id})
        returning id`);
      if ((result as unknown as { rows: unknown[] }).rows.length === 1) added++;
      else
        await Promise.all(
          (['original', 'w320', 'w800', 'w1600'] as const).map((variant) => storage.delete(photoFileKey(row, variant))),
        );
    }
  }
  return { vehicles: added, rendered: groups.size, ms: Math.round(performance.now() - started) };
};
