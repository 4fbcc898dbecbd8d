/**
 * Photos on an S3-compatible bucket (S3_BUCKET and friends), end to end: the app uploads, serves
 * and deletes through S3Storage against a local S3 server (s3rver, on 127.0.0.1). s3rver does not
 * check Version 4 signatures, so tests/unit/s3-signature.test.ts proves those against AWS's own
 * examples; this file proves the protocol: paths, listing, missing keys, the photo pipeline.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../src/server/auth/auth';
import { vehicles } from '../../src/server/db/schema';
import { S3Storage, type S3Config } from '../../src/server/storage/s3';
import { createTestApp, ORIGIN, registerDealer, type Client, type TestApp } from './helpers';

let server: S3rver;
let dir: string;
let config: S3Config;
let t: TestApp;
let owner: Client;
let orgId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotline-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const { port } = await server.run();
  config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'photos',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  t = await createTestApp({ env: { s3: config } });
  const dealer = await registerDealer(t, 'Bucket Motors');
  owner = dealer.client;
  orgId = dealer.dealership.id;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('puts, lists, gets and deletes objects; a missing key reads as undefined', async () => {
    const s3 = new S3Storage(config);
    await s3.put('vehicles/v1/p1/w320.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    await s3.put('vehicles/v1/p1/original.jpg', new Uint8Array([4, 5]), 'image/jpeg');
    await s3.put('vehicles/v2/p9/w320.webp', new Uint8Array([6]), 'image/webp');
    expect(await s3.list('vehicles/v1/')).toEqual(['vehicles/v1/p1/original.jpg', 'vehicles/v1/p1/w320.webp']);
    const got = await s3.get('vehicles/v1/p1/w320.webp');
    expect(got).toMatchObject({ contentType: 'image/webp', size: 3 });
    expect([...got!.body]).toEqual([1, 2, 3]);
    await s3.delete('vehicles/v1/p1/w320.webp');
    await s3.delete('vehicles/v1/p1/never-there.webp');
    expect(await s3.get('vehicles/v1/p1/w320.webp')).toBeUndefined();
    await expect(s3.get('../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
  });

  it('carries a photo through the app: upload, serve every rendition, delete', async () => {
    const vehicleId = randomUUID();
    await t.db.insert(vehicles).values({
      id: vehicleId,
      organizationId: orgId,
      vin: '1HGCM82633A004352',
      stockNumber: 'BM-00001',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      mileage: 98_500,
      condition: 'used',
      status: 'available',
    });
    const file = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#8a1c1c' } })
      .jpeg()
      .toBuffer();
    const data = new FormData();
    data.set('file', new File([new Uint8Array(file)], 'front.jpg', { type: 'image/jpeg' }));
    const uploaded = await owner.post(`/api/inventory/${vehicleId}/photos`, data);
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body.photo as { id: string; urls: Record<string, string> };

    const stored = await new S3Storage(config).list(`vehicles/${vehicleId}/`);
    expect(stored.map((k) => k.split('/').pop()).sort()).toEqual([
      'original.jpg',
      'w1600.webp',
      'w320.webp',
      'w800.webp',
    ]);

    const headers = {
      Origin: ORIGIN,
      [CLIENT_IP_HEADER]: owner.ip,
      cookie: [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const served = await t.app.request(photo.urls.w320!, { headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);

    const removed = await owner.del(`/api/inventory/${vehicleId}/photos/${photo.id}`);
    expect(removed.status).toBe(200);
    expect(await new S3Storage(config).list(`vehicles/${vehicleId}/`)).toEqual([]);
  });
});
