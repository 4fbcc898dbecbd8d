/**
 * Dealers' demo data (src/server/db/seed-dealers.ts), read back through the API the screens use:
 * every demo dealership is verified, rated only by shoppers who have a conversation with it, and
 * its public page has an about text, hours and its listed vehicles.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/server/db/queries/auth';
import { seedDemoData } from '../../src/server/db/seed';
import { createClient, createTestApp, type TestApp } from './helpers';
import { clientFor } from './viewer-helpers';

let t: TestApp;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db, t.auth)).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe('demo dealers', () => {
  it('are verified and rated, in the directory, with live inventory', async () => {
    const user = await findUserByEmail(t.db, 'tom.nguyen@example.com');
    const { client } = await clientFor(t, user!.id);
    const res = await client.get('/api/dealers');
    expect(res.status).toBe(200);
    const named = res.body.items.filter((d: { name: string }) =>
      ['Riverside Auto Group', 'Summit Ridge Motors'].includes(d.name),
    );
    expect(named).toHaveLength(2);
    for (const d of named) {
      expect(d.verified).toBe(true);
      expect(d.rating.count).toBeGreaterThan(0);
      expect(d.rating.average).toBeGreaterThanOrEqual(1);
      expect(d.liveListings).toBeGreaterThan(0);
    }
  });

  it('are rated only by shoppers who messaged them', async () => {
    const strays = await rows(sql`select 1 from dealer_ratings r where not exists (
      select 1 from conversations c where c.organization_id = r.organization_id and c.shopper_id = r.user_id)`);
    expect(strays).toEqual([]);
  });

  it('have a public page with an about text, hours and listed vehicles', async () => {
    const [org] = await rows<{ slug: string }>(sql`select slug from organizations where name = 'Riverside Auto Group'`);
    const res = await createClient(t).get(`/api/dealers/${org!.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.about).toBeTruthy();
    expect(res.body.hours).toHaveLength(7);
    expect(res.body.listings.items.length).toBeGreaterThan(0);
  });
});
