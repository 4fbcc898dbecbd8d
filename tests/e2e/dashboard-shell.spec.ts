/**
 * The dashboard's shell parts that load on first use or stay put across switches (issue 14): the
 * phone drawer closes when a link in it is followed (the layout reads the path when it opens, it no
 * longer re-renders on every switch); the top bar's menus load when first pressed and work from the
 * keyboard. Demo accounts of the test server (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('on a phone the drawer opens, closes on navigation and opens again on the new page', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  await owner.setViewportSize({ width: 390, height: 844 });
  const open = owner.getByRole('button', { name: 'Open navigation' });
  await open.click();
  const drawer = owner.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: /^Leads/ }).click();
  await expect(owner).toHaveURL(/\/dashboard\/leads$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(drawer).toBeHidden();

  await open.click();
  await expect(owner.getByRole('dialog')).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(owner.getByRole('dialog')).toBeHidden();
});

test('the top bar menus load on first press and work from the keyboard', async ({ browser, baseURL }) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  await owner.setViewportSize({ width: 1280, height: 800 });

  const account = owner.getByTestId('user-menu');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await account.focus();
  await owner.keyboard.press('Enter');
  const menu = owner.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Account', 'Settings', 'Sign out']);
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('data-highlighted', '');
  await owner.keyboard.press('ArrowDown');
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/dashboard\/settings$/);

  await owner.getByTestId('theme-menu').click();
  await owner.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(owner.locator('html')).toHaveClass(/dark/);
  expect(errors).toEqual([]);
});
