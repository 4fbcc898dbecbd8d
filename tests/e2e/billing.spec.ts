/**
 * Billing (issue 11 item 3) in a real browser: a freshly registered dealer owner (nobody else's
 * demo dealership: its plan changes here) opens Billing on the Dealer trial every new dealership
 * starts with, upgrades to Pro billed annually through the built-in test checkout, lands on the
 * confirmation page, and Billing then shows Pro with a paid invoice that opens as a printable page.
 * Registration is verified through the API and the outbox (the auth journey covers those screens).
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, presetConsent, test } from './fixtures';

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

test('a new dealer upgrades from the Dealer trial to Pro annual through the test checkout', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = `bill${randomBytes(3).toString('hex')}`;
  const owner = {
    firstName: 'Rosa',
    lastName: 'Delgado',
    username: tag,
    email: `${tag}@example.com`,
    password: 'Harbour-ledger-2026',
  };
  const origin = { Origin: baseURL! };

  // Registered, verified (which signs in) and onboarded as a dealer through the API.
  const request = page.context().request;
  expect((await request.post('/api/auth/sign-up/email', { data: owner, headers: origin })).ok()).toBe(true);
  const verified = await request.post('/api/auth/email-otp/verify-email', {
    data: { email: owner.email, otp: await codeFor(request, owner.email) },
    headers: origin,
  });
  expect(verified.ok()).toBe(true);
  const onboarded = await request.post('/api/profile/complete', {
    data: {
      accountType: 'dealer',
      dealershipName: `Delgado Motors ${tag}`,
      phone: '+1 (512) 555-0187',
      address: { line1: '2200 S Lamar Blvd', city: 'Austin', region: 'TX', postalCode: '78704' },
    },
    headers: origin,
  });
  expect(onboarded.ok()).toBe(true);
  await presetConsent(page.context(), baseURL!);

  // The trial every new dealership starts on, with its meters.
  await page.goto('/dashboard/billing');
  const current = page.getByTestId('current-plan');
  await expect(current.getByRole('heading', { name: 'Dealer' })).toBeVisible();
  await expect(current.getByTestId('plan-status')).toHaveText('Trial · 14 days left');
  await expect(current.getByRole('progressbar', { name: 'Active listings' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 50',
  );
  await expect(current.getByRole('progressbar', { name: 'Seats' })).toHaveAttribute('aria-valuetext', '1 of 5');
  await expect(page.getByText('No invoices yet')).toBeVisible();

  // The billing period is a radio group: Tab enters on the checked period, the arrows switch it.
  const period = page.getByRole('radiogroup', { name: 'Billing period' });
  await page.getByText('Annual billing: two months free.').click();
  await page.keyboard.press('Tab');
  await expect(period.getByRole('radio', { name: 'Monthly' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(period.getByRole('radio', { name: 'Annual' })).toBeChecked();
  await expect(page.getByTestId('price-pro')).toHaveText('$3,990 /year');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('price-pro')).toHaveText('$399 /month');

  // Pro, billed annually: two months free.
  await period.getByText('Annual').click();
  await expect(page.getByTestId('price-pro')).toHaveText('$3,990 /year');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

  // The built-in test checkout, in the URL so a reload finds it again.
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/billing\?checkout=[\w-]+$/);
  const checkoutId = new URL(page.url()).searchParams.get('checkout')!;
  await expect(checkout.getByTestId('checkout-plan')).toHaveText('Pro');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('$3,990/year');
  await checkout.getByRole('button', { name: 'Pay $3,990' }).click();

  // What Pro unlocks.
  await expect(page).toHaveURL(`/dashboard/billing/success?checkout=${checkoutId}`);
  await expect(page.getByTestId('success')).toHaveText('Payment received. Your plan is updated.');
  await expect(page.getByRole('heading', { name: "You're on Pro · Annual" })).toBeVisible();
  await expect(page.getByTestId('unlocked-listings')).toHaveText('Unlimited');
  await expect(page.getByTestId('unlocked-seats')).toHaveText('15');

  // Back on Billing: Pro, active, and the paid invoice.
  await page.getByRole('link', { name: 'Back to Billing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(current.getByRole('heading', { name: 'Pro · Annual' })).toBeVisible();
  await expect(current.getByTestId('plan-status')).toHaveText('Active');
  await expect(current.getByTestId('meter-active-listings')).toContainText('Unlimited');
  await expect(page.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  const invoices = page.getByTestId('invoices-table');
  const row = invoices.getByRole('row').nth(1);
  await expect(row).toContainText('Pro · Annual');
  await expect(row).toContainText('$3,990');
  await expect(row).toContainText('Paid');
  await expect(invoices.getByRole('row')).toHaveCount(2);

  // The invoice opens as a printable page in a new tab.
  const [printable] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('link', { name: /^View invoice INV-/ }).click(),
  ]);
  await printable.waitForLoadState();
  await expect(printable.locator('body')).toContainText('$3,990');
  await printable.close();
});
