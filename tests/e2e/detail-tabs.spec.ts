/**
 * A vehicle's tabs and its VIN's copy button are plain HTML since issue 14 (src/components/ui/
 * plain-tabs.tsx, copy-button.tsx): zag's tabs and clipboard machines left the page. This checks in
 * a real browser what Chakra's gave: the arrows, Home and End move along the tabs and open each one,
 * the open tab lives in the URL (and a link to one opens on it), Tab goes from the tab to its panel;
 * the VIN lands on the clipboard with a check mark for a while. Demo accounts (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { freshVin } from './fresh-vin';
import { signedInPage } from './sign-in';

test('a vehicle’s tabs work from the keyboard, keep the tab in the URL, and the VIN copies', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  // A vehicle of its own: the others' tests change theirs meanwhile.
  const vin = freshVin('1HGCV1F30L', 71);
  const added = await owner.request.post('/api/inventory', {
    headers: { origin: new URL(baseURL!).origin },
    data: { vin, year: 2020, make: 'Honda', model: 'Accord', mileage: 30_100, condition: 'used', status: 'available' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const vehicle = ((await added.json()) as { vehicle: { id: string } }).vehicle;
  await owner.goto(`/dashboard/inventory/${vehicle.id}`);

  const tabs = owner.getByRole('tablist');
  const overview = tabs.getByRole('tab', { name: 'Overview & specs' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await expect(owner.getByRole('tabpanel', { name: 'Overview & specs' })).toBeVisible();
  // One stop in the tab order: the selected tab.
  await expect(tabs.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('tabindex', '-1');

  await overview.focus();
  await owner.keyboard.press('ArrowRight');
  const pricing = tabs.getByRole('tab', { name: 'Pricing' });
  await expect(pricing).toBeFocused();
  await expect(pricing).toHaveAttribute('aria-selected', 'true');
  await expect(owner).toHaveURL(/[?&]tab=pricing/);
  await expect(owner.getByRole('tabpanel', { name: 'Pricing' })).toBeVisible();
  await expect(owner.getByRole('tabpanel', { name: 'Overview & specs' })).toBeHidden();

  await owner.keyboard.press('End');
  const activity = tabs.getByRole('tab', { name: 'Activity' });
  await expect(activity).toBeFocused();
  await expect(owner).toHaveURL(/[?&]tab=activity/);
  await owner.keyboard.press('ArrowRight');
  await expect(overview).toBeFocused();
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await owner.keyboard.press('ArrowLeft');
  await expect(activity).toBeFocused();
  await owner.keyboard.press('Home');
  await expect(overview).toBeFocused();
  await owner.keyboard.press('End');
  // Tab leaves the tabs for the open panel.
  await owner.keyboard.press('Tab');
  await expect(owner.getByRole('tabpanel', { name: 'Activity' })).toBeFocused();

  // A link to a tab opens on it.
  await owner.goto(`/dashboard/inventory/${vehicle.id}?tab=pricing`);
  await expect(owner.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  await expect(owner.getByRole('tabpanel', { name: 'Pricing' })).toBeVisible();

  // The VIN's copy button: the VIN on the clipboard, a check mark meanwhile.
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const copy = owner.getByRole('button', { name: 'Copy VIN' });
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', '');
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(vin);
  await expect(copy).not.toHaveAttribute('data-copied', { timeout: 5000 });
  expect(errors).toEqual([]);
});
