/**
 * The dashboard's shell parts that load on first use or stay put across switches (issue 14): the
 * phone drawer closes when a link in it is followed (the layout reads the path when it opens, it no
 * longer re-renders on every switch); the top bar's menus load when first pressed and work from the
 * keyboard; a vehicle's status menu is built on first press and its confirmation asks before a
 * move that is hard to take back; the leads' vehicle filter, a popover that loads on first use
 * too. Demo accounts of the test server (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { freshVin } from './fresh-vin';
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
  // As a person would: the theme menu is pressed once Settings is on screen, not mid-switch.
  await expect(owner.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await owner.getByTestId('theme-menu').click();
  await owner.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(owner.locator('html')).toHaveClass(/dark/);
  expect(errors).toEqual([]);
});

test('a menu opened while the next page is on its way stays open when the page arrives', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  await owner.setViewportSize({ width: 1280, height: 800 });
  // Settings' screen code is held back until the theme menu is open: a slow network, made certain.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await owner.route('**/assets/settings-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await owner.getByTestId('theme-menu').click();
  const dark = owner.getByRole('menuitemradio', { name: 'Dark' });
  await expect(dark).toBeVisible();

  release();
  await expect(owner.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(owner.getByTestId('route-announcer')).toHaveText(/^Settings/);
  // The page's arrival took neither the focus nor the menu from the person using it.
  await expect(owner.getByRole('menu')).toBeVisible();
  await dark.click();
  await expect(owner.locator('html')).toHaveClass(/dark/);
});

test('a vehicle’s status menu is built on first press: keyboard opens it, a confirmed move asks first, a plain one moves', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  // A vehicle of its own: the others' tests sell and list theirs meanwhile.
  const added = await owner.request.post('/api/inventory', {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      vin: freshVin('2T1BURHE0K', 53),
      year: 2019,
      make: 'Toyota',
      model: 'Corolla',
      mileage: 41_200,
      condition: 'used',
      status: 'available',
      priceCents: 1_649_900,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const vehicle = ((await added.json()) as { vehicle: { id: string } }).vehicle;
  await owner.goto(`/dashboard/inventory/${vehicle.id}`);
  await expect(owner.getByTestId('status-badge')).toHaveText('Available');

  const trigger = owner.getByTestId('status-menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(owner.getByRole('menu')).toHaveCount(0);
  await trigger.focus();
  await owner.keyboard.press('Enter');
  const menu = owner.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['On hold', 'Recon', 'Sold', 'Wholesaled']);
  await expect(menu.getByRole('menuitem', { name: 'On hold' })).toHaveAttribute('data-highlighted', '');

  // Sold asks first; Cancel leaves the vehicle as it was.
  await menu.getByRole('menuitem', { name: 'Sold' }).click();
  const confirm = owner.getByRole('alertdialog');
  await expect(confirm).toContainText('Mark as sold?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(owner.getByTestId('status-badge')).toHaveText('Available');

  // On hold moves at once.
  await trigger.click();
  await owner.getByRole('menuitem', { name: 'On hold' }).click();
  await expect(owner.getByTestId('status-badge')).toHaveText('On hold');

  // Delete asks first too (its dialog loads on first use); Cancel keeps the vehicle.
  await owner.getByTestId('delete-vehicle').click();
  const remove = owner.getByRole('alertdialog');
  await expect(remove).toContainText('Delete this vehicle?');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
  await expect(owner.getByTestId('status-badge')).toHaveText('On hold');
  expect(errors).toEqual([]);
});

test('the leads’ vehicle filter is a closed popup until pressed, then finds a vehicle and filters by it', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard/leads');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  const trigger = owner.getByRole('button', { name: 'Vehicle…' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  const search = owner.getByRole('searchbox', { name: 'Leads about this vehicle' });
  await expect(search).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await search.fill('Toyota');
  const first = owner.getByRole('list', { name: 'Matching vehicles' }).getByRole('button').first();
  await first.click();
  await expect(owner).toHaveURL(/[?&]vehicleId=/);
  await expect(owner.getByTestId('vehicle-filter')).toBeVisible();
  expect(errors).toEqual([]);
});
