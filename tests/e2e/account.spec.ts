/**
 * Account (issue 11 item 4) in a real browser: a freshly registered person (nobody else's demo
 * account: its password changes here) signs out another device from the sessions list, changes
 * their password, and signs in with the new one. Registration is verified through the API and the
 * outbox (the auth journey covers those screens), which signs the person in without a sign-in call;
 * sign-in is rate limited per address, so this test signs in twice, by two methods.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { expect, presetConsent, test } from './fixtures';
import { signedInPage } from './sign-in';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * Sign-up and sign-in are limited per address, and every browser test calls from 127.0.0.1: when
 * others have just spent the minute's allowance, wait it out once (as auth.setup.ts does).
 */
async function waitingOutLimit(call: () => Promise<APIResponse>) {
  let res = await call();
  if (res.status() === 429) {
    const wait = Number(res.headers()['retry-after'] ?? 60);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    res = await call();
  }
  return res;
}

async function codeFor(request: APIRequestContext, to: string) {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`);
        const { emails } = (await res.json()) as { emails: { data: Record<string, string> }[] };
        code = emails.map((e) => e.data['code'] ?? '').find(Boolean) ?? '';
        return code;
      },
      { message: `a code to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

test('sign out another device, change the password, sign in with the new one', async ({ browser, baseURL, page }) => {
  // Room to wait out a rate limit (sign-up, sign-in) once or twice.
  test.setTimeout(240_000);
  const tag = `acct${randomBytes(3).toString('hex')}`;
  const person = {
    firstName: 'Avery',
    lastName: 'Lindqvist',
    username: tag,
    email: `${tag}@example.com`,
    password: 'Old-harbour-lights-7',
  };
  const newPassword = 'New-harbour-lights-8';
  const origin = { Origin: baseURL! };

  // Registered and verified through the API in this page's context: verification signs the person in.
  const request = page.context().request;
  const signedUp = await waitingOutLimit(() =>
    request.post('/api/auth/sign-up/email', { data: person, headers: origin }),
  );
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const code = await codeFor(request, person.email);
  const verified = await request.post('/api/auth/email-otp/verify-email', {
    data: { email: person.email, otp: code },
    headers: origin,
  });
  expect(verified.ok()).toBe(true);
  expect(
    (await request.post('/api/profile/complete', { data: { accountType: 'shopper' }, headers: origin })).ok(),
  ).toBe(true);
  await presetConsent(page.context(), baseURL!);

  // The same person on a phone (sign-in 1 of 2, by username).
  const phone = await browser.newContext({ userAgent: IPHONE });
  const phoneSignIn = await waitingOutLimit(() =>
    phone.request.post('/api/auth/sign-in/username', {
      data: { username: person.username, password: person.password },
      headers: origin,
    }),
  );
  expect(phoneSignIn.ok(), await phoneSignIn.text()).toBe(true);
  expect((await (await phone.request.get('/api/session')).json()).user.email).toBe(person.email);

  // The sessions list: this device marked, the phone signed out from here.
  await page.goto('/dashboard/account');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByTestId('session-row')).toHaveCount(2);
  await expect(devices.locator('[data-current="true"]')).toContainText('This device');
  await devices.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(devices.getByTestId('session-row')).toHaveCount(1);
  await expect(devices).not.toContainText('Safari on iOS');
  // The phone's session is refused from its next request.
  expect((await (await phone.request.get('/api/session')).json()).user).toBeNull();
  expect((await phone.request.get('/api/account/sessions')).status()).toBe(401);
  await phone.close();

  // A picture: uploaded, resized by the server, shown on the profile and in the top bar.
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  const topBarPicture = page.getByTestId('user-menu').locator('img');
  await expect(topBarPicture).toHaveAttribute('src', /^\/api\/avatars\/[^/]+\/[\w-]+\.webp$/);
  await expect.poll(() => topBarPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();

  // A wrong current password is said on its field; the right one changes it.
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill('Not-my-password-1');
  await form.getByLabel(/^New password/).fill(newPassword);
  await form.getByLabel(/^Confirm new password/).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Invalid password')).toBeVisible();
  await form.getByLabel(/^Current password/).fill(person.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed');

  // Sign in with the new password in a fresh browser (sign-in 2 of 2, by email, through the form).
  const fresh = await browser.newContext();
  await presetConsent(fresh, baseURL!);
  const again = await fresh.newPage();
  await again.goto('/auth/login?redirect=%2Fdashboard%2Faccount');
  await again.getByLabel('Email or username').fill(person.email);
  await again.getByLabel(/^Password/).fill(newPassword);
  await again.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, or (other tests spent the minute's sign-ins) told to wait: then wait once and retry.
  const limited = again.getByTestId('form-error').filter({ hasText: /too many/i });
  await expect(
    again
      .getByTestId('login-success')
      .or(limited)
      .or(again.getByRole('form', { name: 'Profile' })),
  ).toBeVisible({
    timeout: 15_000,
  });
  if (await limited.isVisible()) {
    await again.waitForTimeout(61_000);
    await again.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(again).toHaveURL(/\/dashboard\/account$/, { timeout: 15_000 });
  await expect(again.getByRole('form', { name: 'Profile' }).getByLabel(/^Username/)).toHaveValue(person.username);
  await fresh.close();
});

test('reached from the account menu by keyboard, the email form keeps what was typed and checks it on Enter', async ({
  browser,
  baseURL,
}) => {
  // Typed into and sent right after the switch, while the schemas that check it are still loading.
  const person = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  const errors: string[] = [];
  person.on('pageerror', (e) => errors.push(e.message));
  const documents: string[] = [];
  person.on('request', (r) => void (r.resourceType() === 'document' && documents.push(r.url())));
  await person.getByTestId('user-menu').focus();
  await person.keyboard.press('Enter');
  await expect(person.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('data-highlighted', '');
  await person.keyboard.press('Enter');
  await expect(person).toHaveURL(/\/dashboard\/account$/);

  const form = person.getByRole('form', { name: 'Change email' });
  const email = form.getByLabel(/^New email/);
  await email.focus();
  await person.keyboard.type('not-an-email');
  await person.keyboard.press('Enter');
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-email');
  expect(documents.filter((url) => url.includes('/dashboard/account'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('opened cold, the email form checks a bad address on Enter at once and keeps it', async ({ browser, baseURL }) => {
  // Server-rendered, then hydrated: the forms are in the screen's chunk, their schemas load on the
  // first check (issue 14). Enter must reach the app, not submit the markup natively.
  const person = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard/account');
  const errors: string[] = [];
  person.on('pageerror', (e) => errors.push(e.message));
  const documents: string[] = [];
  person.on('request', (r) => void (r.resourceType() === 'document' && documents.push(r.url())));

  const form = person.getByRole('form', { name: 'Change email' });
  const email = form.getByLabel(/^New email/);
  await email.focus();
  await person.keyboard.type('not-an-email');
  await person.keyboard.press('Enter');
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-email');
  await expect(email).toBeFocused();
  await expect(person).toHaveURL(/\/dashboard\/account$/);
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});
