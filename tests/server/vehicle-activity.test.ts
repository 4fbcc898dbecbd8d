/**
 * A vehicle's Activity (issue 10 item 6): besides its own changes, the leads about it, the messages
 * of its conversations and the shoppers' favorites, newest first. Tenancy: another dealership's
 * vehicle is a 404; sales see the leads and messages they may see in Leads (their own and
 * unassigned), and nobody learns who saved a favorite.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, message, newShopper, openStream } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;
let other: Awaited<ReturnType<typeof buildDealership>>;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t);
  other = await buildDealership(t, 'Summit Ridge Motors');
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

const kinds = (events: any[]) => events.map((e) => e.kind);

describe('vehicle activity', () => {
  it("lists the vehicle's leads, messages and favorites with its own changes, newest first, by role", async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    expect((await shopper.client.put(`/api/favorites/${vehicle.id}`)).status).toBe(201);
    const sent = await message(shopper.client, vehicle.id, 'Is this still for sale?');
    expect(sent.status).toBe(201);
    const [lead] = await t.db.select().from(leads).where(eq(leads.vehicleId, vehicle.id));
    const assignee = lead!.assigneeId === d.ids.salesA ? d.salesA : d.salesB;
    const colleague = assignee === d.salesA ? d.salesB : d.salesA;
    const reply = await assignee.post(`/api/conversations/${sent.body.conversation.id}/messages`, {
      body: 'Yes, come by any time.',
    });
    expect(reply.status).toBe(201);
    const walkIn = await d.manager.post('/api/leads', {
      source: 'walk_in',
      vehicleId: vehicle.id,
      contact: { firstName: 'Maria', lastName: 'Lopez', phone: '(614) 555-0142' },
      assigneeId: null,
    });
    expect(walkIn.status).toBe(201);

    const manager = await d.manager.get(`/api/inventory/${vehicle.id}/events`);
    expect(manager.status).toBe(200);
    const events: any[] = manager.body.events;
    // Its own record is still there, and every Respond kind joined it.
    expect(kinds(events)).toEqual(expect.arrayContaining(['created', 'lead', 'message', 'favorite']));
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const leadEntries = events.filter((e) => e.kind === 'lead');
    expect(leadEntries.map((e) => e.leadId).sort()).toEqual([lead!.id, walkIn.body.lead.id].sort());
    expect(leadEntries.find((e) => e.leadId === walkIn.body.lead.id).summary).toBe(
      'New lead from Maria Lopez (Walk-in)',
    );
    const messages = events.filter((e) => e.kind === 'message');
    expect(messages).toHaveLength(2);
    expect(messages.every((e) => e.leadId === lead!.id)).toBe(true);
    expect(messages[0].summary).toMatch(/^Reply to /);
    expect(messages[1].summary).toMatch(/^Message from /);
    const favorite = events.find((e) => e.kind === 'favorite');
    expect(favorite).toMatchObject({ summary: 'Saved as a favorite by a shopper', actor: null, leadId: null });
    expect(JSON.stringify(favorite)).not.toContain(shopper.id);

    // The salesperson the lead went to sees it and its messages; the colleague sees only the
    // unassigned walk-in (theirs to take) and the favorite.
    const mine = (await assignee.get(`/api/inventory/${vehicle.id}/events`)).body.events as any[];
    expect(mine.filter((e) => e.kind === 'message')).toHaveLength(2);
    const theirs = (await colleague.get(`/api/inventory/${vehicle.id}/events`)).body.events as any[];
    expect(theirs.filter((e) => e.kind === 'lead').map((e) => e.leadId)).toEqual([walkIn.body.lead.id]);
    expect(theirs.filter((e) => e.kind === 'message')).toEqual([]);
    expect(theirs.filter((e) => e.kind === 'favorite')).toHaveLength(1);
  });

  it("tells the people of a vehicle's open leads live when its price changes (their timelines show it)", async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    await message(shopper.client, vehicle.id, 'What is your best price?');
    const [lead] = await t.db.select().from(leads).where(eq(leads.vehicleId, vehicle.id));
    const assignee = lead!.assigneeId === d.ids.salesA ? d.salesA : d.salesB;
    const stream = await openStream(t, assignee);
    try {
      expect((await d.owner.patch(`/api/inventory/${vehicle.id}`, { priceCents: 2_350_000 })).status).toBe(200);
      await stream.next('lead.updated', (data) => data.leadId === lead!.id);
      const timeline = await assignee.get(`/api/leads/${lead!.id}/timeline`);
      expect(timeline.body.items[0]).toMatchObject({
        kind: 'price_change',
        summary: 'Vehicle price dropped from $24,500 to $23,500',
      });
    } finally {
      await stream.close();
    }
  });

  it("answers 404 for another dealership's vehicle and 403 for a shopper", async () => {
    const vehicle = await listVehicle(d.owner);
    expect((await other.owner.get(`/api/inventory/${vehicle.id}/events`)).status).toBe(404);
    const shopper = await newShopper(t);
    expect((await shopper.client.get(`/api/inventory/${vehicle.id}/events`)).status).toBe(403);
  });
});
