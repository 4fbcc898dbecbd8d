/**
 * The Respond step of the core loop, as two people live it (issue 10 › Browser test, the Messages
 * half): a shopper messages a Riverside dealer from a listed vehicle's page; the salesperson the
 * lead is routed to has Messages open and sees the conversation arrive without a reload, the bell
 * counts it; the salesperson answers and the shopper's open thread shows the answer, and the
 * salesperson's "Seen", live. Demo accounts of the test server (SEED_DEMO=1): tom.nguyen shops;
 * Riverside's routing is round robin over its sales members, of whom jordan.kim is the one.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage, type DemoUsername } from './sign-in';

/** A new browser (context) signed in as `username` on `start`; its uncaught exceptions go to `errors`. */
async function personAt(
  browser: Parameters<typeof signedInPage>[0],
  baseURL: string,
  username: DemoUsername,
  start: string,
  errors: string[],
): Promise<Page> {
  const page = await signedInPage(browser, baseURL, username, start);
  page.on('pageerror', (e) => errors.push(`${username}: ${e.message}`));
  return page;
}

/** The bell's accessible name for a count (the badge itself is hidden from screen readers). */
const bellName = (count: number) => (count === 0 ? 'Notifications' : `Notifications, ${count} unread`);

test('a shopper messages a dealer; the salesperson sees it live, answers, and the shopper sees the answer live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = { origin: new URL(baseURL!).origin };
  // Unique per run: the test server's database may be reused between runs.
  const question = `Hi, is this one still available? Could I see it on Saturday? (${Date.now().toString(36)})`;
  const answer = `Yes, it is here. Saturday at 10 works, ask for Jordan. (${Date.now().toString(36)})`;

  // The salesperson, with Messages open and its live stream connected.
  const errors: string[] = [];
  const sales = await personAt(browser, baseURL!, 'jordan.kim', '/dashboard/messages', errors);
  const session = (await (await sales.request.get('/api/session', { headers: origin })).json()) as {
    dealership: { id: string; name: string } | null;
  };
  expect(session.dealership?.name).toBe('Riverside Auto Group');
  await expect(sales.locator('[data-live-status="connected"]')).toBeVisible();
  // The bell says what the API says (demo notifications of earlier runs included). Tests running
  // beside this one bring Riverside leads too, so the count is read, not assumed.
  const bell = sales.getByTestId('notification-bell');
  const bellCount = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const apiUnread = async () =>
    ((await (await sales.request.get('/api/unread', { headers: origin })).json()) as { notifications: number })
      .notifications;
  await expect.poll(async () => (await bellCount()) === (await apiUnread())).toBe(true);
  const before = await bellCount();
  await expect(bell).toHaveAttribute('aria-label', bellName(before));

  // The shopper finds a listed Riverside vehicle and messages the dealer from its page.
  const shopper = await personAt(browser, baseURL!, 'tom.nguyen', '/dashboard/vehicles', errors);
  const market = (await (
    await shopper.request.get(`/api/marketplace?dealer=${session.dealership!.id}`, { headers: origin })
  ).json()) as { items: { id: string; year: number; make: string; model: string }[] };
  const vehicle = market.items[0]!;
  expect(vehicle, 'Riverside has a listed vehicle').toBeTruthy();
  await shopper.goto(`/dashboard/vehicles/${vehicle.id}`);
  const form = shopper.getByRole('form', { name: 'Message to Riverside Auto Group' });
  await form.getByRole('textbox', { name: 'Message to Riverside Auto Group' }).fill(question);
  await form.getByRole('button', { name: /^Send/ }).click();
  await shopper.waitForURL(/\/dashboard\/messages\?c=/);
  const conversationId = new URL(shopper.url()).searchParams.get('c')!;
  const shopperThread = shopper.getByRole('log', { name: 'Messages with Riverside Auto Group' });
  await expect(shopperThread.getByText(question)).toBeVisible();

  // The lead was routed to the salesperson (round robin over Riverside's one sales member).
  const opened = (await (
    await sales.request.get(`/api/conversations/${conversationId}`, { headers: origin })
  ).json()) as { conversation: { assignee: { name: string } | null } };
  expect(opened.conversation.assignee?.name).toBe('Jordan Kim');

  // Live, without a reload: the conversation is in the salesperson's list, and the bell counts it.
  const row = sales.getByRole('link', { name: /Tom Nguyen/ }).filter({ hasText: question.slice(0, 40) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAccessibleName(/unread message/);
  // The bell counts it: up by this lead at least, and what the API says.
  await expect
    .poll(async () => {
      const shown = await bellCount();
      return shown >= before + 1 && shown === (await apiUnread());
    })
    .toBe(true);

  // The salesperson opens it (reading it) and answers with Enter.
  await row.click();
  const salesThread = sales.getByRole('log', { name: 'Messages with Tom Nguyen' });
  await expect(salesThread.getByText(question)).toBeVisible();
  const composer = sales.getByRole('textbox', { name: 'Message to Tom Nguyen' });
  await composer.fill(answer);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(salesThread.getByText(answer)).toBeVisible();

  // The shopper's open thread shows the answer, live; their own message shows as seen.
  await expect(shopperThread.getByText(answer)).toBeVisible();
  await expect(shopper.getByRole('link', { name: /Riverside Auto Group/ }).first()).toBeVisible();

  // And the shopper's reply reaches the salesperson's open thread the same way, marked read there.
  const shopperComposer = shopper.getByRole('textbox', { name: 'Message to Riverside Auto Group' });
  const thanks = `Great, see you then. (${Date.now().toString(36)})`;
  await shopperComposer.fill(thanks);
  await shopperComposer.press('Enter');
  await expect(salesThread.getByText(thanks)).toBeVisible();
  await expect(shopperThread.getByTestId('read-receipt')).toHaveText(/Seen/);

  // The lead the first message made: from the marketplace, Jordan's, and its timeline holds the
  // messages both ways by itself, with the time to the first reply.
  await sales.getByRole('link', { name: 'Open the lead' }).click();
  await sales.waitForURL(/\/dashboard\/leads\/[^/?]+$/);
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText('Tom Nguyen');
  await expect(
    sales.getByText(`Marketplace lead about the ${vehicle.year} ${vehicle.make} ${vehicle.model}`, { exact: false }),
  ).toBeVisible();
  await expect(sales.getByTestId('assignee-card')).toContainText('Jordan Kim');
  await expect(sales.getByTestId('response-card')).toContainText('Replied in');
  const timeline = sales.getByRole('list', { name: 'Lead timeline' });
  const entry = (kind: string, text: string) =>
    timeline.getByRole('listitem').filter({ hasText: kind }).filter({ hasText: text });
  await expect(entry('Message from the customer', question)).toHaveCount(1);
  await expect(entry('Reply sent', answer)).toHaveCount(1);
  await expect(entry('Message from the customer', thanks)).toHaveCount(1);

  expect(errors, 'no uncaught exceptions in either browser').toEqual([]);
  await sales.context().close();
  await shopper.context().close();
});

test('a dropped connection shows the reconnecting banner, and what was sent meanwhile arrives once it is back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = { origin: new URL(baseURL!).origin };
  const errors: string[] = [];
  const sales = await personAt(browser, baseURL!, 'jordan.kim', '/dashboard/messages', errors);
  await expect(sales.locator('[data-live-status="connected"]')).toBeVisible();
  const banner = sales.getByTestId('live-status-banner');
  await expect(banner).toHaveCount(0);

  // The network goes: the banner says live updates are paused.
  await sales.context().setOffline(true);
  await expect(banner).toContainText('Reconnecting…');

  // Meanwhile a shopper writes (from their own browser, still online).
  const session = (await (await sales.request.get('/api/session', { headers: origin })).json()) as {
    dealership: { id: string };
  };
  const shopper = await signedInPage(browser, baseURL!, 'tom.nguyen', '/dashboard/messages');
  const market = (await (
    await shopper.request.get(`/api/marketplace?dealer=${session.dealership.id}`, { headers: origin })
  ).json()) as { items: { id: string }[] };
  const body = `Are you open on Sunday? (${Date.now().toString(36)})`;
  const sent = await shopper.request.post('/api/conversations', {
    data: { vehicleId: market.items[0]!.id, body },
    headers: { ...origin, 'Idempotency-Key': `e2e-${Date.now().toString(36)}` },
  });
  expect(sent.ok()).toBe(true);

  // The network is back: the stream resumes from the last event it had, the message shows, no reload.
  await sales.context().setOffline(false);
  await expect(sales.locator('[data-live-status="connected"]')).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  await expect(sales.getByRole('link', { name: /Tom Nguyen/ }).filter({ hasText: body.slice(0, 30) })).toBeVisible();

  expect(errors, 'no uncaught exceptions').toEqual([]);
  await sales.context().close();
  await shopper.context().close();
});
