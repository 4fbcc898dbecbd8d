/**
 * Limits that every browser test shares: all of them reach one server from 127.0.0.1, and the auth
 * rate limits are per address. These tests exhaust a limit on purpose, so they run in the last
 * Playwright project ("limits"), after every other test, where nobody else needs that bucket.
 *
 * Issue 13 › 5: email-sent's resend sends again after its cooldown and the auth rate limit still holds.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, presetConsent, test } from './fixtures';

async function emailsTo(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { emails: { data: Record<string, string> }[] }).emails;
}

test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL!));

test('email-sent sends the link again after the cooldown, and the auth rate limit still holds', async ({ page }) => {
  // A seeded shopper nobody else resets; the 60 s cooldown runs on the page's clock, the server's limit in real time.
  const email = 'rachel.greene@example.com';
  const before = (await emailsTo(page.request, email)).length;
  await page.clock.install();
  await page.goto(`/auth/email-sent?email=${encodeURIComponent(email)}`);
  const again = page.getByRole('button', { name: 'Send the link again' });
  const waiting = page.getByRole('button', { name: /Send again in \d+s/ });
  await expect(waiting).toBeDisabled();
  // The page arrives server-rendered; the app boots on the first input, its timers on the fake clock.
  await page.mouse.move(5, 5);
  await expect
    .poll(async () => {
      await page.clock.runFor(200);
      return page.evaluate(() => window.__lotlineBoot === undefined || window.__lotlineBoot.ready);
    })
    .toBe(true);
  // Each tick re-renders before the next is set, so the clock moves a second at a time.
  const waitOutCooldown = () =>
    expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return again.count();
        },
        { timeout: 60_000, intervals: [0] },
      )
      .toBe(1);
  await waitOutCooldown();
  await expect(again).toBeEnabled();

  // Up to 3 requests a minute (AUTH_RATE_LIMITS['/request-password-reset']): each is accepted and
  // sends a link, until the server says no; then the button waits out the server's Retry-After.
  let sent = 0;
  let refused = false;
  for (let i = 0; i < 4 && !refused; i++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/request-password-reset'));
    await again.click();
    const status = (await answer).status();
    refused = status === 429;
    if (!refused) {
      expect(status).toBe(200);
      sent++;
      await expect.poll(async () => (await emailsTo(page.request, email)).length).toBe(before + sent);
      await expect(waiting).toBeDisabled();
      await waitOutCooldown();
    }
  }
  expect(sent, 'at least one resend went out').toBeGreaterThan(0);
  expect(refused, 'a fourth request within a minute is refused').toBe(true);
  await expect(waiting).toBeDisabled();
});
