/**
 * The Post step of the core loop, as two people live it (issue 9 › Browser test): a dealer adds a
 * vehicle with a mistyped VIN and takes the rescue, adds two photos, sets the cover and lists it; a
 * shopper finds it in the marketplace by filter and saves it; the dealer drops the price and the
 * shopper's favorites show the drop. Demo accounts of the test server (SEED_DEMO=1).
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

// A real 2003 Honda Accord VIN (DOMAIN.md's fixture), typed with the letter O for a zero.
const VIN = '1HGCM82633A004352';
const MISTYPED = '1HGCM82633A0O4352';

/** A photo-sized PNG of one colour (the server judges type and size by content). */
const photo = async (name: string, rgb: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: rgb } })
    .png()
    .toBuffer(),
});

test('a dealer posts a vehicle by VIN with photos; a shopper finds it, saves it and sees the price drop', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dealer = await signedInPage(browser, baseURL!, 'marcus.bell');
  const errors: string[] = [];
  dealer.on('pageerror', (e) => errors.push(e.message));

  // A rerun against the same database (a local server that is reused) starts without this VIN.
  const origin = { origin: new URL(baseURL!).origin };
  const existing = await dealer.request.get(`/api/inventory?q=${VIN}`, { headers: origin });
  for (const v of ((await existing.json()) as { items: { id: string }[] }).items)
    expect((await dealer.request.delete(`/api/inventory/${v.id}`, { headers: origin })).ok()).toBe(true);

  // Post: add by VIN, with the typo rescued.
  await dealer.goto('/dashboard/inventory');
  await dealer.getByRole('button', { name: 'Add vehicle' }).first().click();
  const form = dealer.getByRole('form', { name: 'Add vehicle' });
  await form.getByLabel('VIN').fill(MISTYPED);
  const suggestions = form.getByRole('group', { name: 'Did you mean' });
  await expect(suggestions).toBeVisible();
  await suggestions.getByRole('button', { name: new RegExp(`^Use ${VIN}`) }).click();
  await expect(form.getByLabel('VIN')).toHaveValue(VIN);
  // The server decode (NHTSA vPIC) fills the specs.
  await expect(form.getByLabel('Make')).toHaveValue(/honda/i, { timeout: 20_000 });
  await expect(form.getByLabel('Model')).toHaveValue(/accord/i);
  await expect(form.getByLabel('Year')).toHaveValue('2003');
  await form.getByLabel('Mileage').fill('98500');
  await form.getByLabel('Asking price ($)').fill('6900');
  await form.getByLabel('Status').selectOption('available');
  await form
    .getByRole('button', { name: /add vehicle|save/i })
    .last()
    .click();
  await dealer.waitForURL(/\/dashboard\/inventory\/[^/?]+/);
  const detailUrl = dealer.url();
  await expect(dealer.getByRole('heading', { level: 1 })).toContainText(/2003 honda accord/i);

  // Two photos, then the second becomes the cover.
  await dealer.getByRole('tab', { name: /photos/i }).click();
  await dealer
    .getByLabel('Choose photos')
    .setInputFiles([
      await photo('front.png', { r: 180, g: 30, b: 30 }),
      await photo('side.png', { r: 30, g: 60, b: 180 }),
    ]);
  const grid = dealer.getByRole('list', { name: 'Photos' });
  await expect(grid.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(dealer.getByRole('tab', { name: 'Photos (2)' })).toBeVisible();
  const setCover = grid.getByRole('button', { name: /^Set .* as cover$/ });
  await expect(setCover).toHaveCount(1);
  await setCover.click();
  await expect(
    grid
      .getByRole('listitem')
      .nth(0)
      .getByRole('button', { name: /^Set .* as cover$/ }),
  ).toBeVisible();
  await expect(grid.getByRole('button', { name: / is the cover$/ })).toHaveCount(1);
  await expect(
    grid
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: / is the cover$/ }),
  ).toBeVisible();

  // List it.
  const listed = dealer.getByTestId('listed-switch');
  await listed.getByText('Listed on the marketplace').click();
  await expect(dealer.getByText('Listed on the marketplace').first()).toBeVisible();
  await expect(listed.locator('input')).toBeChecked();

  // Respond's first half: a shopper finds it by filter and saves it.
  const shopper = await signedInPage(browser, baseURL!, 'tom.nguyen');
  await shopper.goto('/dashboard/vehicles');
  const filters = shopper.getByRole('search', { name: 'Filter vehicles' });
  await filters.getByLabel('Make').fill('Honda');
  await filters.getByLabel('Year from').fill('2003');
  await filters.getByLabel('Year to').fill('2003');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(shopper).toHaveURL(/make=Honda/);
  const save = shopper.getByRole('button', { name: /^Save 2003 Honda Accord.* to favorites$/i }).first();
  await expect(save).toBeVisible();
  await expect(shopper.getByText('$6,900').first()).toBeVisible();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await shopper.goto('/dashboard/favorites');
  await expect(shopper.getByText(/2003 Honda Accord/i).first()).toBeVisible();
  await expect(shopper.getByText('$6,900').first()).toBeVisible();

  // Sell's first lever: the dealer drops the price.
  await dealer.goto(detailUrl);
  await dealer.getByRole('tab', { name: 'Pricing' }).click();
  await dealer.getByTestId('edit-pricing').click();
  const pricing = dealer.getByRole('form', { name: 'Edit pricing' });
  await pricing.getByLabel('Asking price').fill('6400');
  await pricing.getByRole('button', { name: 'Save' }).click();
  await expect(dealer.getByTestId('pricing-section')).toContainText('$6,400');

  // …and the shopper's favorite shows it.
  await shopper.reload();
  await expect(shopper.getByText('Price dropped $500 since you saved it')).toBeVisible();
  await expect(shopper.getByText('$6,400').first()).toBeVisible();

  expect(errors).toEqual([]);
  await dealer.context().close();
  await shopper.context().close();
});
