/**
 * Route access as people meet it: the sidebar shows what a role may open, a route the role may not
 * open shows "No access" (and the API answers 403), signed-out visitors go to sign-in and back.
 * Uses the demo accounts seeded for the test server (SEED_DEMO=1).
 */
import type { Page } from '@playwright/test';
import { expect, presetConsent, test } from './fixtures';
import { signInPage, type DemoUsername } from './sign-in';

/** Signed in as a demo person (their session from auth.setup.ts), on the dashboard. */
const signIn = (page: Page, username: DemoUsername) => signInPage(page, username);

test.describe('route access by role', () => {
  test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL!));

  test('a signed-out visitor is sent to sign in, with the way back', async ({ page }) => {
    await page.goto('/dashboard/inventory?q=civic');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/inventory?q=civic');
  });

  test('a sales member sees the dealer areas but not billing, which says "No access"', async ({ page }) => {
    await signIn(page, 'jordan.kim');
    const sidebar = page.getByTestId('dashboard-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Inventory' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Leads' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Billing' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Blog admin' })).toHaveCount(0);
    await expect(page.getByTestId('dashboard-topbar')).toContainText('Riverside Auto Group');

    await page.goto('/dashboard/billing');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    // A sales member's role can be changed by the owner or a manager, so that is whom they are told to ask.
    await expect(page.getByTestId('no-access')).toContainText(
      "Billing is for a dealership's owners and managers. Ask your dealership's owner or a manager",
    );
    await page.goto('/dashboard/blog-admin');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    // The API is the real guard: the same person gets 403 from an owner/manager endpoint.
    const invite = await page.request.post('/api/invitations', {
      data: { email: 'someone@example.com', role: 'sales' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(invite.status()).toBe(403);
  });

  test('a platform admin opens blog admin; dealer-only areas say "No access"', async ({ page }) => {
    await signIn(page, 'priya.raman');
    await expect(page.getByTestId('dashboard-sidebar').getByRole('link', { name: 'Blog admin' })).toBeVisible();
    await page.goto('/dashboard/blog-admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog admin');
    await page.goto('/dashboard/inventory');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    // Nobody can "ask their owner" for a platform admin: the copy says why instead.
    const noAccess = page.getByTestId('no-access');
    await expect(noAccess).toContainText('your platform admin account is not a member of one');
    await expect(noAccess).not.toContainText(/ask/i);
  });

  test('an owner turned away from blog admin is not told to ask their owner', async ({ page }) => {
    await signIn(page, 'marcus.bell');
    await page.goto('/dashboard/blog-admin');
    const noAccess = page.getByTestId('no-access');
    await expect(noAccess).toContainText("Blog admin is run by Lotline's platform admins");
    await expect(noAccess).not.toContainText(/ask/i);
  });

  test("a shopper gets a shopper's sidebar and is told dealer areas are for dealership staff", async ({ page }) => {
    await signIn(page, 'tom.nguyen');
    const sidebar = page.getByTestId('dashboard-sidebar');
    await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(['Browse', 'Inbox', 'Account']);
    await expect(sidebar.getByRole('link', { name: 'Favorites' })).toBeVisible();
    for (const dealerTool of ['Inventory', 'Vehicle Database', 'Leads', 'Deals', 'Billing'])
      await expect(sidebar.getByRole('link', { name: dealerTool })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL(/\/dashboard\/vehicles/);

    await page.goto('/dashboard/inventory');
    await expect(page.getByTestId('no-access')).toContainText(
      'Inventory is for dealership staff, and yours is a shopper account',
    );
  });
});
