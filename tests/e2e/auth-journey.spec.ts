/**
 * The whole auth journey of issue 3, in a real browser against the production bundle and the
 * server in test mode. Codes and links come from the outbox (GET /api/outbox?to=…).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, presetConsent, test } from './fixtures';

interface OutboxEmail {
  readonly to: string;
  readonly subject: string;
  readonly kind: string;
  readonly data: Record<string, string>;
  readonly createdAt: string;
}

/** The newest email to `to` that carries `key` (code or url) and was not seen before. */
async function nextEmail(
  request: APIRequestContext,
  to: string,
  key: 'code' | 'url',
  seen: Set<string> = new Set(),
): Promise<string> {
  let value = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`);
        expect(res.ok()).toBe(true);
        const { emails } = (await res.json()) as { emails: OutboxEmail[] };
        value = emails.map((e) => e.data[key] ?? '').find((v) => v && !seen.has(v)) ?? '';
        return value;
      },
      { message: `an email with a ${key} to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  seen.add(value);
  return value;
}

/** Pastes the whole code into the first box, as a person pasting from their mail app would. */
async function pasteCode(page: Page, code: string) {
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await first.focus();
  await first.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

async function session(request: APIRequestContext) {
  const res = await request.get('/api/session');
  return (await res.json()) as {
    user: { email: string; username: string | null } | null;
    dealership: { name: string; role: string } | null;
    roles: string[];
    needsProfile: boolean;
  };
}

test('register → verify → dealer profile → sign out → reset password → sign in → invite a sales member who joins', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Eleven screens, two browsers, real emails: about 45 s alone, more beside other workers.
  test.setTimeout(120_000);
  await presetConsent(context, baseURL!);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const owner = {
    first: 'Dana',
    last: 'Whitfield',
    username: `dana_${run}`,
    email: `dana.${run}@example.com`,
    password: 'first-Passw0rd',
  };
  const newPassword = 'second-Passw0rd';
  const dealership = `Whitfield Motors ${run}`;
  const seller = { first: 'Sam', last: 'Ortega', email: `sam.${run}@example.com`, password: 'sales-Passw0rd' };
  const seen = new Set<string>();

  // Register.
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(owner.first);
  await page.getByLabel('Last name').fill(owner.last);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Password/).fill(owner.password);
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The code screen, pre-filled from the search params.
  await expect(page).toHaveURL(/\/auth\/verify-otp\?/);
  expect(new URL(page.url()).searchParams.get('username')).toBe(owner.username);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(owner.email);
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  const code = await nextEmail(page.request, owner.email, 'code', seen);
  expect(code).toMatch(/^\d{6}$/);
  await pasteCode(page, code);

  // Verified and signed in → complete the profile as a dealer.
  await expect(page).toHaveURL(/\/auth\/complete-profile$/);
  await page.getByText('I’m a dealer').click();
  await page.getByLabel('Dealership name').fill(dealership);
  await page.getByLabel('Phone').fill('+1 (512) 555-0142');
  await page.getByLabel('Street address').fill('4100 Burnet Rd');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State or region').fill('TX');
  await page.getByLabel('Postal code').fill('78756');
  await page.getByRole('button', { name: 'Create dealership' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu')).toContainText(`${owner.first} ${owner.last}`);
  const ownerSession = await session(page.request);
  expect(ownerSession.dealership).toMatchObject({ name: dealership, role: 'owner' });
  expect(ownerSession.needsProfile).toBe(false);

  // Signed in, /auth/login goes to the dashboard.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Sign out clears the session.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await session(page.request)).user).toBeNull();

  // Forgot password by username → email-sent → the emailed link.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an "Email or username" field too: fill only once the new page is there (CI
  // under load once typed into the sign-in form while the forgot-password screen was loading).
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email or username').fill(owner.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/auth\/email-sent\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  const resetUrl = await nextEmail(page.request, owner.email, 'url', seen);
  expect(resetUrl).toContain('/auth/reset-password?token=');

  await page.goto(resetUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('not-the-same-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  // Sign in with the new password, by email, on the way to Settings.
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fsettings/);
  await page.getByLabel('Email or username').fill(owner.email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login-success/);
  await expect(page.getByTestId('login-success')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // Invite a sales member.
  const invite = page.getByRole('form', { name: 'Invite teammate' });
  await invite.getByLabel('Email').fill(seller.email);
  await invite.getByLabel('Role').selectOption('sales');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByTestId('invitation-row').filter({ hasText: seller.email })).toBeVisible();
  const inviteUrl = await nextEmail(page.request, seller.email, 'url', seen);
  expect(inviteUrl).toContain('/auth/setup-password?token=');

  // The invitee, in their own browser, sets a password and lands in the dashboard as sales.
  const inviteeContext = await browser.newContext();
  await presetConsent(inviteeContext, baseURL!);
  const invitee = await inviteeContext.newPage();
  await invitee.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, ''));
  await invitee.getByLabel('First name').fill(seller.first);
  await invitee.getByLabel('Last name').fill(seller.last);
  await invitee.getByLabel(/^Password/).fill(seller.password);
  await invitee.getByRole('button', { name: 'Set password and join' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByTestId('user-menu')).toContainText(`${seller.first} ${seller.last}`);
  const sellerSession = await session(invitee.request);
  expect(sellerSession.dealership).toMatchObject({ name: dealership, role: 'sales' });
  expect(sellerSession.roles).toContain('sales');
  await inviteeContext.close();

  // The invitation is no longer pending for the owner.
  await page.reload();
  await expect(page.getByTestId('invitation-row').filter({ hasText: seller.email })).toHaveCount(0);
});
