/**
 * Vehicle photos: upload (type by content, size, dimensions, count), WebP renditions and metadata
 * stripping, order and cover, alt text, delete (files too), and who may read a file.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../src/server/auth/auth';
import { vehiclePhotos, vehicleEvents, vehicles } from '../../src/server/db/schema';
import { PHOTO_MAX_BYTES, PHOTOS_PER_VEHICLE_MAX } from '../../src/shared/vehicles';
import {
  createClient,
  createTestApp,
  ORIGIN,
  registerDealer,
  registerVerified,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let dir: string;
let owner: Client;
let other: Client;
let shopper: Client;
let orgA: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotline-photos-test-'));
  t = await createTestApp({ env: { photoStorageDir: dir } });
  const a = await registerDealer(t, 'Photo Motors');
  owner = a.client;
  orgA = a.dealership.id;
  other = (await registerDealer(t, 'Elsewhere Autos')).client;
  shopper = (await registerVerified(t)).client;
  await shopper.post('/api/profile/complete', { accountType: 'shopper' });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

let vinCounter = 0;
const addVehicle = async (organizationId = orgA, listed = false) => {
  const id = randomUUID();
  vinCounter += 1;
  await t.db.insert(vehicles).values({
    id,
    organizationId,
    vin: `TESTVIN${String(vinCounter).padStart(10, '0')}`,
    stockNumber: `PM-${String(vinCounter).padStart(5, '0')}`,
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    mileage: 32_000,
    condition: 'used',
    status: 'available',
    listed,
  });
  return id;
};

const jpegWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    // Orientation 6: stored sideways, shown upright as 800 × 1200. GPS: must never be served.
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 0/1 0/1' } })
    .toBuffer();
const png = (w = 400, h = 300) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#c0392b' } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer();

const form = (bytes: Uint8Array, name: string, type: string, alt?: string) => {
  const data = new FormData();
  data.set('file', new File([new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) data.set('alt', alt);
  return data;
};
const upload = (client: Client, vehicleId: string, data: FormData) =>
  client.post(`/api/inventory/${vehicleId}/photos`, data);

/** Raw bytes of a photo file, as a browser would fetch it with the client's cookies. */
const fetchFile = async (client: Client | undefined, url: string, headers: Record<string, string> = {}) => {
  const all: Record<string, string> = { Origin: ORIGIN, [CLIENT_IP_HEADER]: client?.ip ?? '10.9.9.9', ...headers };
  if (client?.jar.size) all.cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.request(url, { headers: all });
  return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) };
};

const filesOf = (vehicleId: string, photoId: string) => {
  try {
    return readdirSync(join(dir, 'vehicles', vehicleId, photoId)).sort();
  } catch {
    return [];
  }
};

describe('upload', () => {
  it('stores JPEG, PNG and WebP as the original plus WebP at 320/800/1600 (no upscaling), first is the cover', async () => {
    const id = await addVehicle();
    const a = await upload(owner, id, form(await jpegWithGps(), 'front.jpg', 'image/jpeg', 'Front three-quarter'));
    expect(a.status).toBe(201);
    expect(a.body.photo).toMatchObject({
      position: 0,
      isCover: true,
      alt: 'Front three-quarter',
      width: 800,
      height: 1200,
    });
    expect(a.body.photo.urls.w320).toBe(`/api/photos/${a.body.photo.id}/w320`);
    const b = await upload(owner, id, form(await png(), 'side.png', 'image/png'));
    const c = await upload(owner, id, form(await webp(), 'rear.webp', 'image/webp'));
    expect([b.status, c.status]).toEqual([201, 201]);
    expect(b.body.photo).toMatchObject({ position: 1, isCover: false, width: 400, height: 300 });
    expect(c.body.photo).toMatchObject({ position: 2, isCover: false, width: 2000, height: 1000 });

    expect(filesOf(id, a.body.photo.id)).toEqual(['original.jpg', 'w1600.webp', 'w320.webp', 'w800.webp']);
    expect(filesOf(id, b.body.photo.id)).toEqual(['original.png', 'w1600.webp', 'w320.webp', 'w800.webp']);
    expect(filesOf(id, c.body.photo.id)).toEqual(['original.webp', 'w1600.webp', 'w320.webp', 'w800.webp']);

    const widths = async (photoId: string) =>
      Promise.all(
        (['w320', 'w800', 'w1600'] as const).map(async (v) => {
          const res = await fetchFile(owner, `/api/photos/${photoId}/${v}`);
          const meta = await sharp(res.body).metadata();
          expect(meta.format).toBe('webp');
          return meta.width;
        }),
      );
    expect(await widths(a.body.photo.id)).toEqual([320, 800, 800]);
    expect(await widths(b.body.photo.id)).toEqual([320, 400, 400]);
    expect(await widths(c.body.photo.id)).toEqual([320, 800, 1600]);

    const events = await t.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, id));
    expect(events.filter((e) => e.kind === 'photos')).toHaveLength(3);
  });

  it('strips EXIF (GPS, camera) and turns the picture upright in every file it serves', async () => {
    const id = await addVehicle();
    const { body } = await upload(owner, id, form(await jpegWithGps(), 'gps.jpg', 'image/jpeg'));
    for (const variant of ['original', 'w320', 'w800', 'w1600']) {
      const file = await fetchFile(owner, `/api/photos/${body.photo.id}/${variant}`);
      const meta = await sharp(file.body).metadata();
      expect(meta.exif, variant).toBeUndefined();
      expect(meta.orientation ?? 1, variant).toBe(1);
      expect(meta.height! > meta.width!, `${variant} is portrait`).toBe(true);
      expect(Buffer.from(file.body).includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('judges the type by content: a PDF named .jpg is 415 naming `file`; a damaged image is 422', async () => {
    const id = await addVehicle();
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF');
    const fake = await upload(owner, id, form(pdf, 'car.jpg', 'image/jpeg'));
    expect(fake.status).toBe(415);
    expect(fake.body.error.fields.file).toMatch(/JPEG, PNG or WebP/);

    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(owner, id, form(gif, 'car.gif', 'image/gif'))).status).toBe(415);

    const jpeg = await jpegWithGps();
    const damaged = await upload(
      owner,
      id,
      form(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'cut.jpg', 'image/jpeg'),
    );
    expect(damaged.status).toBe(422);
    expect(damaged.body.error.fields.file).toBeTruthy();

    const tiny = await upload(owner, id, form(await png(100, 80), 'tiny.png', 'image/png'));
    expect(tiny.status).toBe(422);
    expect(tiny.body.error.code).toBe('IMAGE_TOO_SMALL');

    const missing = await owner.post(`/api/inventory/${id}/photos`, new FormData());
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.file).toBeTruthy();
    expect(await t.db.select().from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, id))).toHaveLength(0);
  });

  it('refuses a decompression bomb (a small file claiming a huge picture) with 422', async () => {
    const id = await addVehicle();
    const bomb = await sharp({ create: { width: 11_000, height: 11_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    const res = await upload(owner, id, form(bomb, 'bomb.png', 'image/png'));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('IMAGE_TOO_LARGE');
  });

  it('answers 413 for a file over the size limit', async () => {
    const id = await addVehicle();
    const big = new Uint8Array(PHOTO_MAX_BYTES + 200 * 1024);
    big.set(await png(), 0);
    const res = await upload(owner, id, form(big, 'huge.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.error.fields.file).toMatch(/15 MB/);
  });

  it(`answers 422 past ${PHOTOS_PER_VEHICLE_MAX} photos`, async () => {
    const id = await addVehicle();
    await t.db.insert(vehiclePhotos).values(
      Array.from({ length: PHOTOS_PER_VEHICLE_MAX }, (_, i) => ({
        id: randomUUID(),
        vehicleId: id,
        position: i,
        storageKey: `vehicles/${id}/seeded${i}`,
        originalType: 'image/png',
        width: 400,
        height: 300,
        bytes: 1000,
      })),
    );
    const res = await upload(owner, id, form(await png(), 'one-more.png', 'image/png'));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('TOO_MANY_PHOTOS');
    expect(res.body.error.fields.file).toBeTruthy();
  });

  it('keeps positions unique when several uploads arrive at once', async () => {
    const id = await addVehicle();
    const bytes = await png();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => upload(owner, id, form(bytes, `p${i}.png`, 'image/png'))),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const positions = results.map((r) => r.body.photo.position).sort();
    expect(positions).toEqual([0, 1, 2, 3]);
  });
});

describe('order, cover, alt text and delete', () => {
  it('reorders, chooses the cover, edits alt text; deleting removes the files and passes the cover on', async () => {
    const id = await addVehicle();
    const bytes = await png();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await upload(owner, id, form(bytes, `p${i}.png`, 'image/png'))).body.photo.id);
    const [p0, p1, p2] = ids as [string, string, string];

    const reordered = await owner.put(`/api/inventory/${id}/photos/order`, {
      photoIds: [p2, p0, p1],
      coverPhotoId: p1,
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.photos.map((p: { id: string }) => p.id)).toEqual([p2, p0, p1]);
    expect(reordered.body.photos.map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
    expect(reordered.body.photos.find((p: { isCover: boolean }) => p.isCover).id).toBe(p1);

    const stale = await owner.put(`/api/inventory/${id}/photos/order`, { photoIds: [p2, p0] });
    expect(stale.status).toBe(422);
    expect(stale.body.error.fields.photoIds).toBeTruthy();
    const foreignCover = await owner.put(`/api/inventory/${id}/photos/order`, {
      photoIds: [p2, p0, p1],
      coverPhotoId: randomUUID(),
    });
    expect(foreignCover.status).toBe(422);

    const alt = await owner.patch(`/api/inventory/${id}/photos/${p0}`, { alt: '  Driver side, alloy wheels ' });
    expect(alt.status).toBe(200);
    expect(alt.body.photo).toMatchObject({ id: p0, alt: 'Driver side, alloy wheels' });
    const tooLong = await owner.patch(`/api/inventory/${id}/photos/${p0}`, { alt: 'x'.repeat(300) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.alt).toBeTruthy();

    expect(filesOf(id, p1)).toHaveLength(4);
    const removed = await owner.del(`/api/inventory/${id}/photos/${p1}`);
    expect(removed.status).toBe(200);
    expect(filesOf(id, p1)).toEqual([]);
    // The cover was deleted: the first photo is the cover again, positions close up.
    expect(
      removed.body.photos.map((p: { id: string; position: number; isCover: boolean }) => [p.id, p.position, p.isCover]),
    ).toEqual([
      [p2, 0, true],
      [p0, 1, false],
    ]);
    expect((await owner.del(`/api/inventory/${id}/photos/${p1}`)).status).toBe(404);
    expect((await fetchFile(owner, `/api/photos/${p1}/w320`)).status).toBe(404);

    const reset = await owner.put(`/api/inventory/${id}/photos/order`, { photoIds: [p0, p2], coverPhotoId: null });
    expect(reset.body.photos.map((p: { isCover: boolean }) => p.isCover)).toEqual([true, false]);
  });

  it("another dealership's vehicle or photo is a 404 for every write", async () => {
    const id = await addVehicle();
    const { body } = await upload(owner, id, form(await png(), 'p.png', 'image/png'));
    const photoId = body.photo.id;
    expect((await upload(other, id, form(await png(), 'p.png', 'image/png'))).status).toBe(404);
    expect((await other.put(`/api/inventory/${id}/photos/order`, { photoIds: [photoId] })).status).toBe(404);
    expect((await other.patch(`/api/inventory/${id}/photos/${photoId}`, { alt: 'mine now' })).status).toBe(404);
    expect((await other.del(`/api/inventory/${id}/photos/${photoId}`)).status).toBe(404);
    // A photo id of one vehicle under another vehicle of the same dealership is not found either.
    const second = await addVehicle();
    expect((await owner.del(`/api/inventory/${second}/photos/${photoId}`)).status).toBe(404);
    expect(filesOf(id, photoId)).toHaveLength(4);
    // Shoppers never write.
    expect((await upload(shopper, id, form(await png(), 'p.png', 'image/png'))).status).toBe(403);
    expect((await createClient(t).del(`/api/inventory/${id}/photos/${photoId}`)).status).toBe(401);
  });
});

describe('serving files', () => {
  it('serves the right type with long immutable caching and an ETag (304 on a match)', async () => {
    const id = await addVehicle();
    const { body } = await upload(owner, id, form(await jpegWithGps(), 'p.jpg', 'image/jpeg'));
    const webpFile = await fetchFile(owner, body.photo.urls.w800);
    expect(webpFile.status).toBe(200);
    expect(webpFile.headers.get('content-type')).toBe('image/webp');
    expect(webpFile.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = webpFile.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetchFile(owner, body.photo.urls.w800, { 'if-none-match': etag })).status).toBe(304);
    expect((await fetchFile(owner, body.photo.urls.original)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetchFile(owner, `/api/photos/${body.photo.id}/w9999`)).status).toBe(400);
  });

  it('lets anyone signed in see a listed vehicle, only its dealership an unlisted one (404 for others)', async () => {
    const id = await addVehicle();
    const { body } = await upload(owner, id, form(await png(), 'p.png', 'image/png'));
    const url = body.photo.urls.w320;
    expect((await fetchFile(owner, url)).status).toBe(200);
    expect((await fetchFile(shopper, url)).status).toBe(404);
    expect((await fetchFile(other, url)).status).toBe(404);
    expect((await fetchFile(undefined, url)).status).toBe(401);

    await t.db.update(vehicles).set({ listed: true }).where(eq(vehicles.id, id));
    expect((await fetchFile(shopper, url)).status).toBe(200);
    expect((await fetchFile(other, url)).status).toBe(200);
    expect((await fetchFile(undefined, url)).status).toBe(401);

    // A vehicle deleted (within its undo window) is gone for everyone.
    await t.db.update(vehicles).set({ deletedAt: new Date() }).where(eq(vehicles.id, id));
    expect((await fetchFile(shopper, url)).status).toBe(404);
    expect((await fetchFile(owner, url)).status).toBe(404);
  });
});

describe('a vehicle removed for good', () => {
  it('takes its photo files with it once the undo window has passed', async () => {
    const id = await addVehicle();
    const { body } = await upload(owner, id, form(await png(), 'p.png', 'image/png'));
    expect(filesOf(id, body.photo.id)).toHaveLength(4);
    expect((await owner.del(`/api/inventory/${id}`)).status).toBe(200);
    // Within the window the files stay, so Undo brings the photos back.
    expect(filesOf(id, body.photo.id)).toHaveLength(4);
    await t.db
      .update(vehicles)
      .set({ deletedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(vehicles.id, id));
    // The next delete in the dealership purges what is past its window.
    expect((await owner.del(`/api/inventory/${await addVehicle()}`)).status).toBe(200);
    expect(filesOf(id, body.photo.id)).toEqual([]);
  });
});
