/**
 * Messages (issue 10 items 1, 2, 7): a shopper's first message opens conversation + lead + customer
 * atomically, routed round robin; an Idempotency-Key makes a double send one; threads, unread
 * counts, read receipts; a shopper sees only their own; 20,000-character limit; per-person rate
 * limit; live events over SSE with Last-Event-ID resume.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../src/server/db/queries/customers';
import { updateLeadSettings } from '../../src/server/db/queries/leads';
import { conversations, customers, leadEvents, leads, messages } from '../../src/server/db/schema';
import { MESSAGE_BODY_MAX, MESSAGE_RATE_LIMIT } from '../../src/shared/respond';
import { createTestApp, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, message, newShopper, openStream } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;
let other: Awaited<ReturnType<typeof buildDealership>>;

beforeAll(async () => {
  t = await createTestApp();
  d = await buildDealership(t);
  other = await buildDealership(t, 'Summit Ridge Motors');
  // A shared machine under load: making the test's people and dealerships can take minutes.
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

const leadsOf = (vehicleId: string) => t.db.select().from(leads).where(eq(leads.vehicleId, vehicleId));

describe('a first message', () => {
  it('opens conversation, lead (marketplace, new, round robin) and customer in one go', async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const res = await message(shopper.client, vehicle.id, 'Hi, is the CR-V still available?');
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(true);
    expect(res.body.message.body).toBe('Hi, is the CR-V still available?');
    expect(res.body.conversation.vehicle.id).toBe(vehicle.id);
    // The lead is the dealership's business: the shopper's answer does not name it.
    expect(res.body.conversation.leadId).toBeNull();

    const [lead] = await leadsOf(vehicle.id);
    expect(lead).toMatchObject({ source: 'marketplace', status: 'new', organizationId: d.organizationId });
    expect([d.ids.salesA, d.ids.salesB]).toContain(lead!.assigneeId);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, lead!.customerId));
    expect(customer).toMatchObject({ shopperUserId: shopper.id, firstName: 'Dana', organizationId: d.organizationId });
    const timeline = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(timeline.map((e) => e.kind).sort()).toEqual(['assigned', 'created', 'message_in']);
  });

  it('alternates new leads between the sales members (round robin)', async () => {
    const vehicle = await listVehicle(d.owner);
    const assignees: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const shopper = await newShopper(t);
      expect((await message(shopper.client, vehicle.id, `Question ${i}`)).status).toBe(201);
    }
    for (const lead of (await leadsOf(vehicle.id)).sort((a, b) => +a.createdAt - +b.createdAt))
      assignees.push(lead.assigneeId);
    expect(new Set(assignees)).toEqual(new Set([d.ids.salesA, d.ids.salesB]));
    expect(assignees[0]).not.toBe(assignees[1]);
    expect(assignees[1]).not.toBe(assignees[2]);
  });

  it('leaves the lead unassigned when the dealership routes none', async () => {
    await updateLeadSettings(t.db, other.organizationId, { routing: 'unassigned' });
    const vehicle = await listVehicle(other.owner);
    const shopper = await newShopper(t);
    expect((await message(shopper.client, vehicle.id, 'Hello')).status).toBe(201);
    const [lead] = await leadsOf(vehicle.id);
    expect(lead!.assigneeId).toBeNull();
  });

  it('matches a returning shopper to the customer with their email', async () => {
    const shopper = await newShopper(t);
    const existing = await insertCustomer(t.db, d.organizationId, {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: shopper.person.email.toUpperCase(),
    });
    const vehicle = await listVehicle(d.owner);
    await message(shopper.client, vehicle.id, 'Back again');
    const [lead] = await leadsOf(vehicle.id);
    expect(lead!.customerId).toBe(existing);
    const all = await t.db.select().from(customers).where(eq(customers.organizationId, d.organizationId));
    expect(all.filter((c) => c.shopperUserId === shopper.id)).toHaveLength(1);
  });

  it('continues the conversation on a second message: one lead, two messages', async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const first = await message(shopper.client, vehicle.id, 'First');
    const second = await message(shopper.client, vehicle.id, 'Second');
    expect(second.status).toBe(200);
    expect(second.body.created).toBe(false);
    expect(second.body.conversation.id).toBe(first.body.conversation.id);
    expect(await leadsOf(vehicle.id)).toHaveLength(1);
  });

  it('never makes two leads from a double send with one Idempotency-Key, even at the same time', async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const key = `send-${Math.random().toString(36).slice(2)}`;
    const [a, b] = await Promise.all([
      message(shopper.client, vehicle.id, 'Is it available?', key),
      message(shopper.client, vehicle.id, 'Is it available?', key),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.message.id).toBe(b.body.message.id);
    const retry = await message(shopper.client, vehicle.id, 'Is it available?', key);
    expect(retry.status).toBe(200);
    expect(retry.body.message.id).toBe(a.body.message.id);
    expect(await leadsOf(vehicle.id)).toHaveLength(1);
    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.vehicleId, vehicle.id));
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversation!.id))).toHaveLength(1);
    // The same key with another message is refused rather than silently answered.
    const reused = await message(shopper.client, vehicle.id, 'Something else', key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses unlisted vehicles (404) and your own dealership (422)', async () => {
    const unlisted = await listVehicle(d.owner, { listed: false });
    const shopper = await newShopper(t);
    expect((await message(shopper.client, unlisted.id, 'Hi')).status).toBe(404);
    const listed = await listVehicle(d.owner);
    const own = await message(d.salesA, listed.id, 'Hi');
    expect(own.status).toBe(422);
    expect(own.body.error.code).toBe('OWN_DEALERSHIP');
  });
});

describe('threads, unread and read state', () => {
  it('a reply stops the response timer, moves the lead to contacted, and counts unread on the other side', async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const sent = await message(shopper.client, vehicle.id, 'Can I test drive it Saturday?');
    const id = sent.body.conversation.id;
    const [lead] = await leadsOf(vehicle.id);
    const assignee = lead!.assigneeId === d.ids.salesA ? d.salesA : d.salesB;
    const notAssignee = lead!.assigneeId === d.ids.salesA ? d.salesB : d.salesA;

    const inbox = await assignee.get('/api/conversations');
    const row = inbox.body.items.find((c: any) => c.id === id);
    expect(row).toMatchObject({ unreadCount: 1, leadId: lead!.id, lastMessage: { side: 'shopper' } });
    // Sales see their own leads' conversations (and unassigned ones), not a colleague's.
    expect((await notAssignee.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await d.manager.get(`/api/conversations/${id}`)).status).toBe(200);

    const reply = await assignee.post(`/api/conversations/${id}/messages`, { body: 'Yes! 10am works.' });
    expect(reply.status).toBe(201);
    expect(reply.body.message.side).toBe('dealer');
    const [after] = await leadsOf(vehicle.id);
    expect(after!.firstResponseAt).not.toBeNull();
    expect(after!.firstResponseBy).toBe(lead!.assigneeId);
    expect(after!.status).toBe('contacted');

    const shopperInbox = await shopper.client.get('/api/conversations');
    expect(shopperInbox.body.items[0]).toMatchObject({ id, unreadCount: 1 });
    expect(shopperInbox.body.unreadTotal).toBe(1);
    const read = await shopper.client.post(`/api/conversations/${id}/read`, {});
    expect(read.status).toBe(200);
    expect(read.body.unreadTotal).toBe(0);
    expect(read.body.readState.shopperLastReadMessageId).toBe(reply.body.message.id);
    // The dealer side sees the receipt.
    const seen = await assignee.get(`/api/conversations/${id}`);
    expect(seen.body.conversation.readState.shopperLastReadMessageId).toBe(reply.body.message.id);
  });

  it('pages a long thread back in time', async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const first = await message(shopper.client, vehicle.id, 'message 0');
    const id = first.body.conversation.id;
    for (let i = 1; i < 7; i++)
      await shopper.client.post(`/api/conversations/${id}/messages`, { body: `message ${i}` });
    const page1 = await shopper.client.get(`/api/conversations/${id}/messages?limit=4`);
    expect(page1.body.items.map((m: any) => m.body)).toEqual(['message 3', 'message 4', 'message 5', 'message 6']);
    const page2 = await shopper.client.get(`/api/conversations/${id}/messages?limit=4&before=${page1.body.nextBefore}`);
    expect(page2.body.items.map((m: any) => m.body)).toEqual(['message 0', 'message 1', 'message 2']);
    expect(page2.body.nextBefore).toBeNull();
  });

  it("a shopper sees only their own conversations; another's is a 404 everywhere", async () => {
    const vehicle = await listVehicle(d.owner);
    const alice = await newShopper(t);
    const bob = await newShopper(t);
    const id = (await message(alice.client, vehicle.id, 'Mine')).body.conversation.id;
    expect((await bob.client.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/conversations/${id}/messages`)).status).toBe(404);
    expect((await bob.client.post(`/api/conversations/${id}/messages`, { body: 'Sneaky' })).status).toBe(404);
    expect((await bob.client.post(`/api/conversations/${id}/read`, {})).status).toBe(404);
    expect((await bob.client.get('/api/conversations')).body.items.map((c: any) => c.id)).not.toContain(id);
    // Another dealership's staff do not see it either.
    expect((await other.owner.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await other.owner.get('/api/conversations')).body.items.map((c: any) => c.id)).not.toContain(id);
  });
});

describe('limits', () => {
  it(`takes ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters and refuses one more, naming the field`, async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const tooLong = await message(shopper.client, vehicle.id, 'x'.repeat(MESSAGE_BODY_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.body).toMatch(/at most 20,000 characters/);
    expect((await message(shopper.client, vehicle.id, 'x'.repeat(MESSAGE_BODY_MAX))).status).toBe(201);
    const empty = await message(shopper.client, vehicle.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.body).toBe('Write a message');
  });

  it('keeps HTML as the plain text it is', async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const body = '<script>alert(1)</script> <b>bold</b> https://example.com';
    const res = await message(shopper.client, vehicle.id, body);
    expect(res.body.message.body).toBe(body);
  });

  it(`answers 429 with Retry-After after ${MESSAGE_RATE_LIMIT} messages a minute`, async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const id = (await message(shopper.client, vehicle.id, 'one')).body.conversation.id;
    let last: any;
    for (let i = 1; i <= MESSAGE_RATE_LIMIT; i++)
      last = await shopper.client.post(`/api/conversations/${id}/messages`, { body: `again ${i}` });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(last.body.error.retryAfter).toBeGreaterThan(0);
    // Someone else still may send.
    const other2 = await newShopper(t);
    expect((await message(other2.client, vehicle.id, 'hello')).status).toBe(201);
  });
});

describe('live events', () => {
  it('delivers a new message, the unread count and a read receipt to open streams, and resumes with Last-Event-ID', async () => {
    const vehicle = await listVehicle(d.owner);
    const shopper = await newShopper(t);
    const managerStream = await openStream(t, d.manager);
    const sent = await message(shopper.client, vehicle.id, 'Live hello');
    const id = sent.body.conversation.id;
    const created = await managerStream.next('message.created', (data) => data.conversationId === id);
    expect(created.data.message.body).toBe('Live hello');
    expect(Number(created.id)).toBeGreaterThan(0);
    await managerStream.next('lead.created');
    await managerStream.next('unread.changed', (data) => data.messages >= 1);

    const shopperStream = await openStream(t, shopper.client);
    const reply = await d.manager.post(`/api/conversations/${id}/messages`, { body: 'Hello back' });
    expect(reply.status).toBe(201);
    const got = await shopperStream.next('message.created', (data) => data.message.body === 'Hello back');
    await shopper.client.post(`/api/conversations/${id}/read`, {});
    const receipt = await managerStream.next('conversation.read', (data) => data.side === 'shopper');
    expect(receipt.data.lastReadMessageId).toBe(reply.body.message.id);

    // A dropped stream comes back with Last-Event-ID and gets what it missed, in order.
    await shopperStream.close();
    await d.manager.post(`/api/conversations/${id}/messages`, { body: 'While you were away' });
    const resumed = await openStream(t, shopper.client, got.id);
    const missed = await resumed.next('message.created', (data) => data.message.body === 'While you were away');
    expect(Number(missed.id)).toBeGreaterThan(Number(got.id));
    expect(resumed.events.some((e) => e.data.message?.body === 'Hello back')).toBe(false);
    expect(resumed.raw()).toContain('retry: ');
    await resumed.close();
    await managerStream.close();
  });

  it('refuses the signed-out', async () => {
    const res = await t.app.request('/api/events', { headers: { Origin: 'http://localhost:3000' } });
    expect(res.status).toBe(401);
  });
});

describe('tenancy in the data', () => {
  it('files every row under the vehicle’s dealership', async () => {
    const vehicle = await listVehicle(other.owner);
    const shopper = await newShopper(t);
    await message(shopper.client, vehicle.id, 'Tenancy');
    const [lead] = await leadsOf(vehicle.id);
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.vehicleId, vehicle.id), eq(conversations.shopperId, shopper.id)));
    expect(lead!.organizationId).toBe(other.organizationId);
    expect(conversation!.organizationId).toBe(other.organizationId);
  });
});
