/**
 * Leads (issue 10 item 3): mine/all by role, filters, status flow with reasons, assignment, follow-up,
 * notes, calls, bulk, the response timer against the dealership's thresholds, and the timeline that
 * writes itself (messages, status, assignment, notes, calls, vehicle price changes).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, message, newShopper } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;
let other: Awaited<ReturnType<typeof buildDealership>>;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t);
  other = await buildDealership(t, 'Summit Ridge Motors');
  // A shared machine under load: making the test's people and dealerships can take minutes.
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

/** A marketplace lead on a fresh vehicle: its id, the conversation, and the assignee's client. */
const marketplaceLead = async () => {
  const vehicle = await listVehicle(d.owner);
  const shopper = await newShopper(t);
  const sent = await message(shopper.client, vehicle.id, 'Is this still for sale?');
  const [lead] = await t.db.select().from(leads).where(eq(leads.vehicleId, vehicle.id));
  const assignee = lead!.assigneeId === d.ids.salesA ? d.salesA : d.salesB;
  const colleague = assignee === d.salesA ? d.salesB : d.salesA;
  return { vehicle, shopper, lead: lead!, conversationId: sent.body.conversation.id as string, assignee, colleague };
};

describe('hand-added leads', () => {
  it('adds a walk-in without a vehicle and a phone lead with one, matching the customer by phone', async () => {
    const walkIn = await d.manager.post('/api/leads', {
      source: 'walk_in',
      contact: { firstName: 'Maria', lastName: 'Lopez', phone: '(614) 555-0199' },
      assigneeId: null,
      note: 'Looking for a family SUV under $30k',
    });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body.lead).toMatchObject({ source: 'walk_in', status: 'new', vehicle: null, assignee: null });
    expect(walkIn.body.lead.customer).toMatchObject({ name: 'Maria Lopez', phone: '(614) 555-0199' });

    const vehicle = await listVehicle(d.owner);
    const phone = await d.manager.post('/api/leads', {
      source: 'phone',
      vehicleId: vehicle.id,
      contact: { firstName: 'Maria', phone: '614.555.0199' },
    });
    expect(phone.status).toBe(201);
    expect(phone.body.lead.customer.id).toBe(walkIn.body.lead.customer.id);
    expect(phone.body.lead.vehicle.id).toBe(vehicle.id);
    // Routed like a marketplace lead when no assignee is named.
    expect([d.ids.salesA, d.ids.salesB]).toContain(phone.body.lead.assignee.id);

    const timeline = await d.manager.get(`/api/leads/${walkIn.body.lead.id}/timeline`);
    expect(timeline.body.items.map((e: any) => e.kind)).toEqual(expect.arrayContaining(['created', 'note']));
  });

  it("refuses another dealership's vehicle and a contact with neither email nor phone", async () => {
    const theirs = await listVehicle(other.owner);
    const res = await d.manager.post('/api/leads', {
      source: 'phone',
      vehicleId: theirs.id,
      contact: { firstName: 'A', email: 'a@example.com' },
    });
    expect(res.status).toBe(404);
    const bad = await d.manager.post('/api/leads', { source: 'phone', contact: { firstName: 'A' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['contact.email']).toBe('Enter an email or a phone number');
  });
});

describe('views by role', () => {
  it('sales see their own and unassigned leads; managers see all; other dealerships none', async () => {
    const { lead, assignee, colleague } = await marketplaceLead();
    const mine = await assignee.get('/api/leads?view=mine');
    expect(mine.body.items.map((l: any) => l.id)).toContain(lead.id);
    expect((await colleague.get('/api/leads?view=all')).body.items.map((l: any) => l.id)).not.toContain(lead.id);
    expect((await colleague.get(`/api/leads/${lead.id}`)).status).toBe(404);
    expect((await d.manager.get('/api/leads?view=all')).body.items.map((l: any) => l.id)).toContain(lead.id);
    expect((await other.owner.get(`/api/leads/${lead.id}`)).status).toBe(404);
    expect((await other.owner.get('/api/leads')).body.items.map((l: any) => l.id)).not.toContain(lead.id);
    const shopper = await newShopper(t);
    expect((await shopper.client.get('/api/leads')).status).toBe(403);
  });

  it('filters by status, source, assignee, vehicle and overdue', async () => {
    const { lead, vehicle } = await marketplaceLead();
    const byVehicle = await d.manager.get(`/api/leads?vehicleId=${vehicle.id}`);
    expect(byVehicle.body.items.map((l: any) => l.id)).toEqual([lead.id]);
    expect((await d.manager.get(`/api/leads?vehicleId=${vehicle.id}&source=walk_in`)).body.total).toBe(0);
    expect((await d.manager.get(`/api/leads?vehicleId=${vehicle.id}&status=new`)).body.total).toBe(1);
    expect((await d.manager.get(`/api/leads?vehicleId=${vehicle.id}&assignee=${lead.assigneeId}`)).body.total).toBe(1);
    expect((await d.manager.get(`/api/leads?vehicleId=${vehicle.id}&overdue=true`)).body.total).toBe(0);
    // Twenty minutes without a reply: past the default 15-minute threshold.
    await t.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(leads.id, lead.id));
    const overdue = await d.manager.get(`/api/leads?vehicleId=${vehicle.id}&overdue=true`);
    expect(overdue.body.items[0]).toMatchObject({ id: lead.id, responseFlag: 'overdue' });
    await t.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(leads.id, lead.id));
    expect((await d.manager.get(`/api/leads/${lead.id}`)).body.lead.responseFlag).toBe('critical');
    // The dealership's own thresholds decide.
    const saved = await d.owner.patch('/api/leads/settings', { overdueMinutes: 90, criticalMinutes: 180 });
    expect(saved.status).toBe(200);
    expect((await d.manager.get(`/api/leads/${lead.id}`)).body.lead.responseFlag).toBe('ok');
    await d.owner.patch('/api/leads/settings', { overdueMinutes: 15, criticalMinutes: 60 });
    expect((await d.salesA.patch('/api/leads/settings', { overdueMinutes: 5 })).status).toBe(403);
  });
});

describe('working a lead', () => {
  it('records status, reason, assignment, follow-up, notes, calls, messages and price changes on the timeline', async () => {
    const { lead, assignee, conversationId, vehicle } = await marketplaceLead();
    const call = await assignee.post(`/api/leads/${lead.id}/calls`, { outcome: 'connected', durationSeconds: 185 });
    expect(call.status).toBe(201);
    expect(call.body.event.summary).toBe('Outbound call logged: Connected, 3 min 5 s');
    const got = (await assignee.get(`/api/leads/${lead.id}`)).body.lead;
    expect(got.status).toBe('contacted');
    expect(got.firstResponseAt).not.toBeNull();
    expect(got.responseSeconds).toBeGreaterThanOrEqual(0);

    await assignee.post(`/api/conversations/${conversationId}/messages`, { body: 'Want to come see it?' });
    const note = await assignee.post(`/api/leads/${lead.id}/notes`, { body: 'Trade-in: 2015 Civic' });
    expect(note.body.event.data.body).toBe('Trade-in: 2015 Civic');
    const followAt = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await assignee.post(`/api/leads/${lead.id}/follow-up`, { nextFollowUpAt: followAt })).body.lead.nextFollowUpAt,
    ).toBe(followAt);

    const lost = await assignee.post(`/api/leads/${lead.id}/status`, { status: 'lost' });
    expect(lost.status).toBe(400);
    expect(lost.body.error.fields.reason).toBe('Say why the lead was lost');
    const done = await assignee.post(`/api/leads/${lead.id}/status`, { status: 'lost', reason: 'price' });
    expect(done.body.lead).toMatchObject({ status: 'lost', reason: 'price', nextStatuses: ['contacted'] });
    const illegal = await assignee.post(`/api/leads/${lead.id}/status`, { status: 'negotiating' });
    expect(illegal.status).toBe(422);
    await assignee.post(`/api/leads/${lead.id}/status`, { status: 'contacted' });

    // A price change of the vehicle shows on its open leads' timelines.
    expect((await d.owner.patch(`/api/inventory/${vehicle.id}`, { priceCents: 2_300_000 })).status).toBe(200);

    const reassigned = await d.manager.post(`/api/leads/${lead.id}/assign`, { assigneeId: d.ids.manager });
    expect(reassigned.body.lead.assignee.id).toBe(d.ids.manager);

    const timeline = (await d.manager.get(`/api/leads/${lead.id}/timeline`)).body.items;
    const kinds = timeline.map((e: any) => e.kind);
    expect(kinds[0]).toBe('assigned');
    expect(kinds).toEqual(
      expect.arrayContaining([
        'created',
        'message_in',
        'message_out',
        'call',
        'note',
        'follow_up',
        'status',
        'price_change',
        'assigned',
      ]),
    );
    expect(timeline.find((e: any) => e.kind === 'price_change').summary).toBe(
      'Vehicle price dropped from $24,500 to $23,000',
    );
    expect(timeline.find((e: any) => e.kind === 'status' && e.data.to === 'lost').summary).toBe(
      'Status changed from Contacted to Lost: Price',
    );
    // Newest first, with who did it.
    const times = timeline.map((e: any) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(timeline[0].actor.id).toBe(d.ids.manager);
  });

  it('sales may take an unassigned lead but not hand one to a colleague', async () => {
    const created = await d.manager.post('/api/leads', {
      source: 'other',
      contact: { firstName: 'Lee', email: 'lee@example.com' },
      assigneeId: null,
    });
    const id = created.body.lead.id;
    const bad = await d.salesA.post(`/api/leads/${id}/assign`, { assigneeId: d.ids.salesB });
    expect(bad.status).toBe(422);
    const took = await d.salesA.post(`/api/leads/${id}/assign`, { assigneeId: d.ids.salesA });
    expect(took.body.lead.assignee.id).toBe(d.ids.salesA);
    expect((await d.salesB.get(`/api/leads/${id}`)).status).toBe(404);
    const outsider = await d.manager.post(`/api/leads/${id}/assign`, { assigneeId: other.ids.salesA });
    expect(outsider.status).toBe(422);
  });

  it('bulk assigns and changes status, skipping what is not allowed', async () => {
    const a = (await marketplaceLead()).lead;
    const b = (await marketplaceLead()).lead;
    const foreign = await other.manager.post('/api/leads', {
      source: 'phone',
      contact: { firstName: 'X', phone: '5551234567' },
    });
    const res = await d.manager.post('/api/leads/bulk', {
      ids: [a.id, b.id, foreign.body.lead.id],
      action: { kind: 'assign', assigneeId: d.ids.manager },
    });
    expect(res.body.updated).toBe(2);
    expect(res.body.skipped).toEqual([{ id: foreign.body.lead.id, reason: 'Not in your leads' }]);
    const junk = await d.manager.post('/api/leads/bulk', {
      ids: [a.id, b.id],
      action: { kind: 'status', status: 'junk', reason: 'spam' },
    });
    expect(junk.body.updated).toBe(2);
    expect((await d.manager.get(`/api/leads/${a.id}`)).body.lead).toMatchObject({ status: 'junk', reason: 'spam' });
  });
});
