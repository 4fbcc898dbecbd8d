/**
 * The demo vehicles' illustrations (src/server/db/seed-photos.ts): every vehicle listed or for
 * sale gets one, through the real photo pipeline (every rendition stored, WebP at its width), the
 * alt text says it is an illustration, each vehicle has its own files, and a rerun adds nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import {
  illustrationAlt,
  illustrationCaption,
  seedDemoPhotos,
  type SeededPhotos,
} from '../../src/server/db/seed-photos';
import { photoFileKey } from '../../src/server/db/queries/vehicle-photos';
import { LocalDiskStorage } from '../../src/server/storage/local-disk';
import { PHOTO_WIDTHS } from '../../src/shared/vehicles';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let dir: string;
let storage: LocalDiskStorage;
let first: SeededPhotos;

interface PhotoRow {
  vehicle_id: string;
  storage_key: string;
  original_type: string;
  alt: string;
  width: number;
  height: number;
  bytes: number;
  position: number;
}
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotline-seed-photos-'));
  t = await createTestApp({ env: { photoStorageDir: dir } });
  expect(await seedDemoData(t.db, t.auth)).toBe(true);
  storage = new LocalDiskStorage(dir);
  first = await seedDemoPhotos(t.db, storage);
}, 300_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo photos', () => {
  it('gives every vehicle listed or for sale one illustration, and no other vehicle any', async () => {
    const counts = await rows<{ for_sale: boolean; n: number; with_photo: number; photos: number }>(sql`
      select for_sale, count(*)::int as n, count(*) filter (where photos > 0)::int as with_photo,
        sum(photos)::int as photos
      from (
        select (v.listed or v.status in ('available', 'on_hold')) as for_sale,
          (select count(*) from vehicle_photos p where p.vehicle_id = v.id) as photos
        from vehicles v
      ) x group by for_sale`);
    const forSale = counts.find((c) => c.for_sale)!;
    const others = counts.find((c) => !c.for_sale)!;
    expect(forSale.n).toBeGreaterThan(150);
    expect(forSale.with_photo).toBe(forSale.n);
    expect(forSale.photos).toBe(forSale.n);
    expect(others.with_photo).toBe(0);
    expect(first.vehicles).toBe(forSale.n);
    // One render per body type and colour, far fewer than vehicles.
    expect(first.rendered).toBeLessThan(first.vehicles / 2);
  });

  it('stores every rendition as WebP of its width, under each vehicle’s own key', async () => {
    const photos = await rows<PhotoRow>(sql`select * from vehicle_photos`);
    const keys = new Set(photos.map((p) => p.storage_key));
    expect(keys.size).toBe(photos.length);
    for (const p of photos) {
      expect(p.storage_key.startsWith(`vehicles/${p.vehicle_id}/`)).toBe(true);
      expect(p.position).toBe(0);
      const original = await storage.get(
        photoFileKey({ storageKey: p.storage_key, originalType: p.original_type }, 'original'),
      );
      expect(original?.size).toBe(p.bytes);
    }
    // Decoding every file would take minutes on this machine: check a spread of them fully.
    for (const p of photos.filter((_, i) => i % 20 === 0)) {
      for (const width of PHOTO_WIDTHS) {
        const file = await storage.get(
          photoFileKey({ storageKey: p.storage_key, originalType: p.original_type }, `w${width}`),
        );
        expect(file, `${p.storage_key} w${width}`).toBeDefined();
        const meta = await sharp(file!.body).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * p.height) / p.width));
      }
    }
    // Every file of every photo exists (listed in one pass, not read).
    const stored = new Set(await storage.list('vehicles/'));
    for (const p of photos) {
      for (const variant of ['w320', 'w800', 'w1600', 'original'] as const)
        expect(stored.has(photoFileKey({ storageKey: p.storage_key, originalType: p.original_type }, variant))).toBe(
          true,
        );
    }
  });

  it('says Illustration in the alt text, with the vehicle’s colour, year, make and model', async () => {
    const photos = await rows<
      PhotoRow & { year: number; make: string; model: string; exterior_color: string | null }
    >(sql`
      select p.*, v.year, v.make, v.model, v.exterior_color from vehicle_photos p join vehicles v on v.id = p.vehicle_id`);
    for (const p of photos) {
      expect(p.alt).toMatch(/^Illustration of an? /);
      expect(p.alt).not.toMatch(/photo/i);
      expect(p.alt).toBe(illustrationAlt({ color: p.exterior_color, year: p.year, make: p.make, model: p.model }));
    }
    expect(illustrationAlt({ color: 'Orange', year: 2021, make: 'Ford', model: 'Bronco' })).toBe(
      'Illustration of an orange 2021 Ford Bronco',
    );
    expect(illustrationAlt({ color: null, year: 2019, make: 'Honda', model: 'Civic' })).toBe(
      'Illustration of a 2019 Honda Civic',
    );
    expect(illustrationCaption('suv', 'Pearl White')).toBe('Pearl White SUV');
    expect(illustrationCaption(null, null)).toBe('Vehicle');
  });

  it('adds nothing when run again', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from vehicle_photos`);
    const again = await seedDemoPhotos(t.db, storage);
    expect(again).toMatchObject({ vehicles: 0, rendered: 0 });
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from vehicle_photos`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
