/**
 * The overdue sweep (issue 10 item 5, "lead overdue"): a lead waiting past its dealership's
 * threshold without a first reply is announced once to its assignee (to owners and managers when
 * nobody has it); a lead answered in time, or closed, never is; thresholds are the dealership's own.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveHubs } from '../../src/server/app';
import { leads } from '../../src/server/db/schema';
import type { AppDeps } from '../../src/server/deps';
import { notifyOverdueLeads } from '../../src/server/respond/sweeps';
import { createTestApp, type Client, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, message, newShopper } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;
let deps: AppDeps;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t);
  deps = { db: t.db, auth: t.auth, mail: t.mail, env: t.env, live: liveHubs.get(t.app)! };
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

const backdate = (id: string, minutes: number) =>
  t.db
    .update(leads)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(leads.id, id));

const overdueNotices = async (client: Client) =>
  ((await client.get('/api/notifications')).body.items as any[]).filter((n) => n.kind === 'lead_overdue');

const newLead = async () => {
  const vehicle = await listVehicle(d.owner);
  const shopper = await newShopper(t);
  await message(shopper.client, vehicle.id, 'Is it still available?');
  const [lead] = await t.db.select().from(leads).where(eq(leads.vehicleId, vehicle.id));
  return lead!;
};

describe('overdue leads', () => {
  it('tells the assignee once when a lead passes the threshold without a reply, and never an answered one', async () => {
    const waiting = await newLead();
    const answered = await newLead();
    const assignee = waiting.assigneeId === d.ids.salesA ? d.salesA : d.salesB;
    const before = (await overdueNotices(assignee)).length;
    // Not yet past the 15 minutes: nothing.
    await backdate(waiting.id, 10);
    await notifyOverdueLeads(deps);
    expect(await overdueNotices(assignee)).toHaveLength(before);

    await backdate(waiting.id, 20);
    // The other lead got its reply in time.
    const answeredBy = answered.assigneeId === d.ids.salesA ? d.salesA : d.salesB;
    const conversations = (await answeredBy.get('/api/conversations')).body.items as any[];
    const thread = conversations.find((c) => c.leadId === answered.id)!;
    expect((await answeredBy.post(`/api/conversations/${thread.id}/messages`, { body: 'Yes it is!' })).status).toBe(
      201,
    );
    await backdate(answered.id, 30);

    expect(await notifyOverdueLeads(deps)).toBeGreaterThanOrEqual(1);
    const notices = await overdueNotices(assignee);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({
      title: expect.stringMatching(/^Lead overdue: /),
      link: `/dashboard/leads?lead=${waiting.id}`,
    });
    expect(notices[0].body).toMatch(/waited 20 min for a first reply/);
    // A second sweep announces nothing again.
    await notifyOverdueLeads(deps);
    expect(await overdueNotices(assignee)).toHaveLength(before + 1);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, answered.id));
    expect(row!.overdueNotifiedAt).toBeNull();
  });

  it('follows the dealership’s own threshold, and tells owners and managers about an unassigned lead', async () => {
    expect((await d.owner.patch('/api/leads/settings', { overdueMinutes: 45, criticalMinutes: 90 })).status).toBe(200);
    const lead = await newLead();
    await t.db.update(leads).set({ assigneeId: null }).where(eq(leads.id, lead.id));
    await backdate(lead.id, 30);
    await notifyOverdueLeads(deps);
    const managerBefore = (await overdueNotices(d.manager)).filter(
      (n) => n.data?.leadId === lead.id || n.link.includes(lead.id),
    );
    expect(managerBefore).toHaveLength(0);
    await backdate(lead.id, 50);
    await notifyOverdueLeads(deps);
    for (const client of [d.owner, d.manager])
      expect((await overdueNotices(client)).some((n) => n.link.includes(lead.id))).toBe(true);
    expect((await overdueNotices(d.salesA)).some((n) => n.link.includes(lead.id))).toBe(false);
  });
});
