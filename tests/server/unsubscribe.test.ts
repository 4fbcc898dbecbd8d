/**
 * A notification email's unsubscribe link (issue 10 item 5): it opens the app's /unsubscribe screen
 * (a route of the registry), which reads what the link stops without changing anything, and stops
 * that one kind of email on a press, signed out; the in-app notification stays; a tampered link is
 * a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '../../registry/routes';
import { createClient, createTestApp, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, message, newShopper } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t);
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

const notificationEmails = async (to: string) => (await t.outbox(to)).filter((e) => e.kind === 'notification');

describe('the unsubscribe link of a notification email', () => {
  it('opens the app’s screen, previews without changing anything, and stops that kind of email signed out', async () => {
    const shopper = await newShopper(t);
    const vehicle = await listVehicle(d.owner);
    const sent = await message(shopper.client, vehicle.id, 'Is it available?');
    const conversationId = sent.body.conversation.id as string;
    const reply = () => d.owner.post(`/api/conversations/${conversationId}/messages`, { body: 'Yes, come by!' });
    expect((await reply()).status).toBe(201);

    const [email] = await notificationEmails(shopper.person.email);
    expect(email).toBeDefined();
    const link = new URL(email!.data.unsubscribeUrl!);
    expect(link.pathname).toBe(routeById.unsubscribe.path);
    const token = link.searchParams.get('token')!;
    expect(email!.text).toContain(link.toString());

    const anonymous = createClient(t);
    const preview = await anonymous.get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: 'message_new', email: shopper.person.email });
    // Looking changes nothing: the next reply is still emailed.
    expect((await reply()).status).toBe(201);
    expect(await notificationEmails(shopper.person.email)).toHaveLength(2);

    const done = await anonymous.post('/api/notifications/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/no longer get emails about: new message/);
    const prefs = await shopper.client.get('/api/notifications/preferences');
    expect(prefs.body.preferences.message_new).toEqual({ inApp: true, email: false });
    const inAppBefore = (await shopper.client.get('/api/notifications')).body.items.length;
    expect((await reply()).status).toBe(201);
    expect(await notificationEmails(shopper.person.email)).toHaveLength(2);
    expect((await shopper.client.get('/api/notifications')).body.items.length).toBe(inAppBefore + 1);

    const tampered = `${token.slice(0, -2)}xx`;
    expect((await anonymous.post('/api/notifications/unsubscribe', { token: tampered })).status).toBe(404);
  });
});
