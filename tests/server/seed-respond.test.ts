/**
 * Respond's demo data (src/server/db/seed-respond.ts), read back through the API the screens use:
 * each dealership has its leads in every status and source, some waiting past the overdue and
 * critical thresholds, conversations whose timeline matches the thread, customers matched to
 * their leads, and the demo shopper has a conversation with each dealership.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/server/db/queries/auth';
import { findMembership } from '../../src/server/db/queries/dealerships';
import { seedDemoData } from '../../src/server/db/seed';
import { DEMO_CUSTOMERS_PER_DEALERSHIP, DEMO_LEADS_PER_DEALERSHIP } from '../../src/server/db/seed-respond';
import { LEAD_SOURCES, LEAD_STATUSES } from '../../src/shared/respond';
import { createTestApp, type TestApp } from './helpers';
import { clientFor } from './viewer-helpers';

let t: TestApp;
type Row = Record<string, unknown>;
const rows = async <T extends Row>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const signedIn = async (email: string) => {
  const user = (await findUserByEmail(t.db, email))!;
  const membership = await findMembership(t.db, user.id);
  return (await clientFor(t, user.id, membership?.organizationId)).client;
};

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db, t.auth)).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe('demo Respond data', () => {
  it('gives an owner every lead of the dealership in every status and source, some overdue', async () => {
    const owner = await signedIn('marcus@riversideauto.example');
    const all = await owner.get('/api/leads?view=all');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(DEMO_LEADS_PER_DEALERSHIP);
    for (const status of LEAD_STATUSES) expect(all.body.statusCounts[status], status).toBeGreaterThan(0);
    expect(all.body.overdueCount).toBeGreaterThanOrEqual(3);
    for (const source of LEAD_SOURCES) {
      const bySource = await owner.get(`/api/leads?view=all&source=${source}`);
      expect(bySource.body.total, source).toBeGreaterThan(0);
    }
    // Critical ones show their flag in the list, as the thresholds say.
    const overdue = await owner.get('/api/leads?view=all&overdue=true');
    expect(overdue.body.items.some((l: { responseFlag: string }) => l.responseFlag === 'critical')).toBe(true);
  });

  it('gives a salesperson leads of their own', async () => {
    const sales = await signedIn('jordan@riversideauto.example');
    const mine = await sales.get('/api/leads?view=mine');
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeGreaterThan(5);
  });

  it('writes each marketplace lead a conversation whose timeline holds every message, and the first reply time', async () => {
    const checks = await rows<{
      lead: string;
      msgs: number;
      events: number;
      first_out: string | null;
      first_response: string | null;
    }>(sql`
      select l.id as lead,
        (select count(*)::int from messages m where m.conversation_id = c.id) as msgs,
        (select count(*)::int from lead_events e where e.lead_id = l.id and e.kind in ('message_in', 'message_out')) as events,
        (select min(m.created_at)::text from messages m where m.conversation_id = c.id and m.sender_side = 'dealer') as first_out,
        l.first_response_at::text as first_response
      from leads l join conversations c on c.lead_id = l.id
      where l.source = 'marketplace'`);
    expect(checks.length).toBeGreaterThan(20);
    for (const c of checks) {
      expect(c.events, c.lead).toBe(c.msgs);
      expect(c.first_response, c.lead).toBe(c.first_out);
    }
    const orphans = await rows(sql`
      select l.id from leads l where l.source = 'marketplace'
        and not exists (select 1 from conversations c where c.lead_id = l.id)`);
    expect(orphans).toEqual([]);
    // Every lead belongs to a customer of its own dealership.
    const crossed = await rows(sql`
      select l.id from leads l join customers c on c.id = l.customer_id where c.organization_id <> l.organization_id`);
    expect(crossed).toEqual([]);
  });

  it('gives each dealership its customers, and the demo shopper a conversation with each dealership', async () => {
    const perOrg = await rows<{ n: number }>(sql`select count(*)::int as n from customers group by organization_id`);
    expect(perOrg.map((r) => r.n)).toEqual([DEMO_CUSTOMERS_PER_DEALERSHIP + 2, DEMO_CUSTOMERS_PER_DEALERSHIP + 2]);
    const shopper = await signedIn('tom.nguyen@example.com');
    const list = await shopper.get('/api/conversations');
    expect(list.status).toBe(200);
    const dealers = new Set(list.body.items.map((c: { dealership: { name: string } }) => c.dealership.name));
    expect([...dealers].sort()).toEqual(['Riverside Auto Group', 'Summit Ridge Motors']);
  });

  it('leaves the staff unread conversations and notifications to open', async () => {
    const owner = await signedIn('marcus@riversideauto.example');
    const unread = await owner.get('/api/unread');
    expect(unread.status).toBe(200);
    // Unread: the threads whose last word is the shopper's, after the dealership's last reply (and
    // the new leads nobody answered) — not every conversation of the dealership.
    const [waiting] = await rows<{ n: number }>(sql`
      select count(*)::int as n from conversations c join organizations o on o.id = c.organization_id
      where o.name = 'Riverside Auto Group'
        and (select m.sender_side from messages m where m.conversation_id = c.id order by m.seq desc limit 1) = 'shopper'`);
    const [all] = await rows<{ n: number }>(sql`
      select count(*)::int as n from conversations c join organizations o on o.id = c.organization_id
      where o.name = 'Riverside Auto Group'`);
    expect(unread.body.messages).toBeGreaterThan(0);
    expect(unread.body.messages).toBeLessThanOrEqual(waiting!.n);
    expect(waiting!.n).toBeLessThan(all!.n);
    const notifications = await owner.get('/api/notifications');
    expect(notifications.status).toBe(200);
    expect(notifications.body.items.length).toBeGreaterThan(0);
  });
});
