/**
 * Respond › Leads as a manager works it (issue 10 item 3): a walk-in added by hand opens on its own
 * page; the manager moves it along and hands it to a salesperson; the timeline shows both with who
 * did them, and the list agrees. Demo accounts of the test server (SEED_DEMO=1).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, presetConsent, test } from './fixtures';

const DEMO_PASSWORD = 'Lotline-demo-2026';

async function signedInPage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext();
  await presetConsent(context, baseURL);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel(/email or username/i).fill(username);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard/);
  return page;
}

test('a manager adds a walk-in, changes its status and assigns it; the timeline shows both', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const manager = await signedInPage(browser, baseURL!, 'elena.ortiz');
  const errors: string[] = [];
  manager.on('pageerror', (e) => errors.push(e.message));
  // A name of this run only, so a reused local server's earlier runs do not match.
  const lastName = `Walkin${Date.now().toString(36)}`;

  await manager.goto('/dashboard/leads');
  await manager.getByRole('button', { name: 'Add lead' }).first().click();
  const form = manager.getByRole('form', { name: 'Add lead' });
  await form.getByLabel(/^Source/).selectOption('walk_in');
  await form.getByLabel(/^First name/).fill('Maria');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Phone').fill('(614) 555-0199');
  await form.getByLabel(/^Assign to/).selectOption('unassigned');
  await form.getByRole('button', { name: 'Add lead' }).click();

  await manager.waitForURL(/\/dashboard\/leads\/[^/?]+$/);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Maria ${lastName}`);
  await expect(manager.getByTestId('lead-status')).toHaveText('New');

  // Status along the flow.
  await manager.getByTestId('status-menu').click();
  await manager.getByRole('menuitem', { name: 'Contacted' }).click();
  await expect(manager.getByTestId('lead-status')).toHaveText('Contacted');

  // Handed to a salesperson.
  await manager.getByLabel('Assigned to').selectOption({ label: 'Jordan Kim' });
  await expect(manager.getByLabel('Assigned to')).toHaveValue(/.+/);

  const timeline = manager.getByRole('list', { name: 'Lead timeline' });
  const status = timeline.getByRole('listitem').filter({ hasText: 'Status changed from New to Contacted' });
  const assigned = timeline.getByRole('listitem').filter({ hasText: 'Assigned to Jordan Kim' });
  await expect(status).toContainText('Elena Ortiz');
  await expect(assigned).toContainText('Elena Ortiz');
  // Newest first: the assignment came after the status change.
  await expect(timeline.getByRole('listitem').first()).toContainText('Assigned to Jordan Kim');

  // The list says the same.
  await manager.getByRole('link', { name: 'Leads' }).first().click();
  await manager.getByRole('searchbox', { name: /Search leads/ }).fill(lastName);
  const row = manager.getByTestId('leads-table').getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Contacted');
  await expect(row).toContainText('Jordan Kim');
  await expect(row).toContainText('Walk-in');
  expect(errors).toEqual([]);
});
