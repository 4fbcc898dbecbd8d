/**
 * Deleting a sole owner's account with the dealership, on the seeded demo data: a dealership with
 * everything in it (vehicles and photos, leads, customers, conversations, deals, invoices) goes in
 * one request, and the other dealership and the shoppers who wrote to the deleted one stay whole.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/server/db/seed';
import { conversations, deals, leads, members, organizations, users, vehicles } from '../../src/server/db/schema';
import { createClient, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotline-account-demo-'));
  t = await createTestApp({ env: { photoStorageDir: dir } });
  expect(await seedDemoData(t.db, t.auth)).toBe(true);
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const countWhere = async (table: typeof vehicles | typeof leads | typeof deals | typeof conversations, orgId: string) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.organizationId, orgId)))[0]!.n;

it('deletes a seeded dealership with its sole owner, and nothing of anyone else', async () => {
  const owner = createClient(t);
  expect(
    (await owner.post('/api/auth/sign-in/email', { email: 'marcus@riversideauto.example', password: DEMO_PASSWORD }))
      .status,
  ).toBe(200);
  const impact = (await owner.get('/api/account/deletion')).body;
  // The demo dealership has one owner (a sole owner, with staff); if the seed ever adds a second, say so here.
  expect(impact.outcome).toBe('sole-owner');
  const orgId = impact.dealership.id as string;
  const otherId = (await t.db.select({ id: organizations.id }).from(organizations)).find((o) => o.id !== orgId)!.id;
  const before = { vehicles: await countWhere(vehicles, otherId), deals: await countWhere(deals, otherId) };
  expect(await countWhere(vehicles, orgId)).toBeGreaterThan(0);
  expect(await countWhere(deals, orgId)).toBeGreaterThan(0);
  const shopper = (
    await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'tom.nguyen@example.com'))
  )[0]!;

  const res = await owner.post('/api/account/delete', {
    password: DEMO_PASSWORD,
    confirmDealershipName: impact.dealership.name,
  });
  expect(res.status).toBe(200);
  expect(res.body.dealershipDeleted).toBe(impact.dealership.name);

  expect(await t.db.select().from(organizations).where(eq(organizations.id, orgId))).toHaveLength(0);
  for (const table of [vehicles, leads, deals, conversations]) expect(await countWhere(table, orgId)).toBe(0);
  expect(await t.db.select().from(members).where(eq(members.organizationId, orgId))).toHaveLength(0);
  expect({ vehicles: await countWhere(vehicles, otherId), deals: await countWhere(deals, otherId) }).toEqual(before);
  expect(await t.db.select().from(users).where(eq(users.id, shopper.id))).toHaveLength(1);
  const manager = createClient(t);
  // The deleted dealership's staff are still people, with no dealership now.
  const signIn = await manager.post('/api/auth/sign-in/email', {
    email: 'elena@riversideauto.example',
    password: DEMO_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  expect((await manager.get('/api/session')).body.dealership).toBeNull();
}, 120_000);
