/**
 * The dashboard renders the screen a resting pointer points at, hidden, before the click
 * (src/app/ahead-of-click.tsx, issue 14): its styles are in the page before the click, while none
 * of it is (one heading, no rows of the next screen), and none of its effects run (no read receipt
 * for a conversation only pointed at). Demo accounts of the test server (SEED_DEMO=1).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

/** Every CSS rule in the page, nested ones (Chakra's layers) included. */
const ruleCount = (page: Page) =>
  page.evaluate(() => {
    let count = 0;
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        count += 1;
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return count;
  });

/** Until the code of the render ahead, which loads once the app is live and idle, is in (and mounted). */
const untilAheadLoaded = async (page: Page) => {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/ahead-of-click-[^/]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(100);
};

/**
 * The owner signed in at `path` on a desktop-sized page, its heading shown and the render-ahead
 * code in; the page's uncaught errors from the start are collected in `errors`.
 */
const ownerAt = async (browser: Browser, baseURL: string, path: string, heading: string) => {
  const page = await signedInPage(browser, baseURL, 'marcus.bell', path);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await untilAheadLoaded(page);
  return { page, errors };
};

test('a pointer resting on a sidebar link renders its screen ahead: the styles come before the click, the screen only with it', async ({
  browser,
  baseURL,
}) => {
  const { page: owner, errors } = await ownerAt(browser, baseURL!, '/dashboard', 'Dashboard');
  const before = await ruleCount(owner);

  await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Inventory' }).hover();
  await expect.poll(() => ruleCount(owner), { timeout: 10_000 }).toBeGreaterThan(before);
  // Ahead of the click, nothing of Inventory is in the page.
  await expect(owner.locator('h1')).toHaveCount(1);
  await expect(owner.locator('h1')).toHaveText('Dashboard');
  await expect(owner.locator('table tbody tr')).toHaveCount(0);
  await expect(owner).toHaveURL(/\/dashboard$/);

  await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(owner.locator('main table tbody tr').first()).toBeVisible();
  await expect(owner.locator('h1')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a conversation only pointed at is rendered ahead without being marked read', async ({ browser, baseURL }) => {
  const { page: owner } = await ownerAt(browser, baseURL!, '/dashboard/messages', 'Messages');
  const receipts: string[] = [];
  owner.on('request', (request) => {
    if (request.method() === 'POST' && /\/read$/.test(new URL(request.url()).pathname)) receipts.push(request.url());
  });
  const unread = owner
    .getByTestId('conversation-row')
    .filter({ has: owner.locator('[data-unread]') })
    .first();
  await expect(unread).toBeVisible();
  const before = await ruleCount(owner);

  await unread.hover();
  // The conversation's view (its thread, its composer) was rendered: its styles are in.
  await expect.poll(() => ruleCount(owner), { timeout: 10_000 }).toBeGreaterThan(before);
  await owner.waitForTimeout(500);
  expect(receipts).toEqual([]);
  await expect(unread.locator('[data-unread]')).toHaveCount(1);
  await expect(owner).toHaveURL(/\/dashboard\/messages$/);
});

test("on a pointer's intent the screen's loader is asked for before the screen's code, so its data request leaves first", async ({
  browser,
  baseURL,
}) => {
  const { page: owner } = await ownerAt(browser, baseURL!, '/dashboard', 'Dashboard');
  const asked: string[] = [];
  owner.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^leads(\.loader)?-[^.]+\.js$/.test(file)) asked.push(file.startsWith('leads.loader') ? 'loader' : 'screen');
  });

  await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Leads' }).hover();
  await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(2);
  expect(asked).toEqual(['loader', 'screen']);
  await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Leads' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
});
