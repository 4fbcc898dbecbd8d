/**
 * Issue 14: the big lists' rows are plain HTML (src/components/ui/list-table.tsx). A row's link still
 * behaves as a router link: resting on it loads the item's screen and data, a click opens it in the
 * app (no page load), a click with Ctrl is the browser's (a new tab); a row's checkbox selects it by
 * click or by Space; the select-all is plain too, reads mixed while some rows are on, and the bulk
 * bar (loaded on first use) follows the selection. Demo accounts of the test server (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('an inventory row opens its vehicle in the app, preloaded on intent; Ctrl-click opens a tab; Space selects', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard/inventory');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  const rows = owner.locator('main table tbody tr:not([data-later])');
  const link = rows.nth(1).getByRole('link');
  const title = (await link.textContent())!;

  const requests: string[] = [];
  owner.on('request', (r) => requests.push(`${r.resourceType()} ${new URL(r.url()).pathname}`));
  await link.hover();
  const href = (await link.getAttribute('href'))!;
  await expect.poll(() => requests.some((r) => r === `fetch /api${href.replace('/dashboard', '')}`)).toBe(true);

  requests.length = 0;
  await link.click();
  await expect(owner).toHaveURL(href);
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(title.split(' ').slice(1).join(' '));
  expect(requests.filter((r) => r.startsWith('document'))).toEqual([]);

  await owner.goBack();
  const second = rows.nth(2).getByRole('link');
  const [tab] = await Promise.all([owner.context().waitForEvent('page'), second.click({ modifiers: ['Control'] })]);
  await expect(tab).toHaveURL((await second.getAttribute('href'))!);
  await tab.close();
  await expect(owner).toHaveURL(/\/dashboard\/inventory$/);

  const box = rows.nth(0).getByRole('checkbox');
  await box.focus();
  await owner.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(owner.getByText('1 vehicle selected')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the inventory’s select-all reads mixed with one row on, and the bulk bar (loaded on first use) follows the selection', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard/inventory');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  const all = owner.getByRole('checkbox', { name: 'Select all vehicles on this page' });
  const rowBoxes = owner.locator('tbody').getByRole('checkbox');
  await expect(rowBoxes.first()).toBeVisible();
  await expect(owner.getByTestId('bulk-bar')).toHaveCount(0);

  // The native boxes are read, not shown: a person presses the drawn box, their label.
  const press = (box: typeof all) => box.locator('xpath=ancestor::label[1]').click();
  await press(rowBoxes.first());
  const bar = owner.getByTestId('bulk-bar');
  await expect(bar).toContainText('1 vehicle selected');
  await expect(all).toBeChecked({ indeterminate: true });

  await press(all);
  const onPage = await rowBoxes.count();
  await expect(bar).toContainText(`${onPage} vehicles selected`);
  await expect(all).toBeChecked();
  await press(all);
  await expect(bar).toHaveCount(0);
  await expect(rowBoxes.first()).not.toBeChecked();
  expect(errors).toEqual([]);
});
