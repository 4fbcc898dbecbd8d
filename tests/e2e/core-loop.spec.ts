/**
 * The whole core loop, Post → Respond → Sell, as the people who live it (issue 11 › 9), each in
 * their own browser: the owner lists a vehicle; a shopper saves it and messages the dealer; the
 * salesperson the lead is routed to answers, turns the lead into a deal and moves it to Sold with the
 * keyboard; the vehicle leaves the marketplace, the shopper's favorite shows it sold, and the
 * owner's reports count the sale and its front gross. Demo accounts of the test server (SEED_DEMO=1):
 * marcus.bell owns Riverside Auto Group, jordan.kim is its one salesperson (round robin routes every
 * marketplace lead to him), tom.nguyen shops.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshVin } from './fresh-vin';
import { signedInPage, type DemoUsername } from './sign-in';

type Summary = { unitsSold: { current: number }; frontGrossCents: { current: number } };

test('a vehicle goes from listed to sold: message, reply, deal, Sold by keyboard, and every side sees it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = { origin: new URL(baseURL!).origin };
  const errors: string[] = [];
  const personAt = async (username: DemoUsername, start: string): Promise<Page> => {
    const page = await signedInPage(browser, baseURL!, username, start);
    page.on('pageerror', (e) => errors.push(`${username}: ${e.message}`));
    return page;
  };
  const run = Date.now().toString(36);

  // Post: the owner adds a vehicle (VIN, price, cost) and lists it from its page.
  const owner = await personAt('marcus.bell', '/dashboard');
  const reportsBefore = (
    (await (await owner.request.get('/api/reports', { headers: origin })).json()) as { summary: Summary }
  ).summary;
  const added = await owner.request.post('/api/inventory', {
    headers: origin,
    data: {
      vin: freshVin('5YJ3E1EA7P', 17),
      year: 2023,
      make: 'Tesla',
      model: 'Model 3',
      trim: 'Long Range',
      mileage: 18_250,
      condition: 'used',
      status: 'available',
      priceCents: 3_249_900,
      costCents: 2_810_000,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const vehicle = ((await added.json()) as { vehicle: { id: string } }).vehicle;
  await owner.goto(`/dashboard/inventory/${vehicle.id}`);
  const listed = owner.getByTestId('listed-switch');
  await listed.getByText('Listed on the marketplace').click();
  await expect(listed.locator('input')).toBeChecked();

  // Respond: the shopper finds it, saves it and messages the dealer from its page.
  const shopper = await personAt('tom.nguyen', `/dashboard/vehicles/${vehicle.id}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText('2023 Tesla Model 3');
  await shopper.getByRole('button', { name: 'Save to favorites' }).click();
  await expect(shopper.getByRole('button', { name: 'Saved to favorites' })).toHaveAttribute('aria-pressed', 'true');
  const question = `Is the Model 3 still available? I can come by today. (${run})`;
  const form = shopper.getByRole('form', { name: 'Message to Riverside Auto Group' });
  await form.getByRole('textbox', { name: 'Message to Riverside Auto Group' }).fill(question);
  await form.getByRole('button', { name: /^Send/ }).click();
  await shopper.waitForURL(/\/dashboard\/messages\?c=/);
  const conversationId = new URL(shopper.url()).searchParams.get('c')!;

  // The salesperson answers it in Messages.
  const sales = await personAt('jordan.kim', `/dashboard/messages?c=${conversationId}`);
  const thread = sales.getByRole('log', { name: 'Messages with Tom Nguyen' });
  await expect(thread.getByText(question)).toBeVisible();
  const answer = `It is. Come by at 4 and ask for Jordan. (${run})`;
  const composer = sales.getByRole('textbox', { name: 'Message to Tom Nguyen' });
  await composer.fill(answer);
  await composer.press('Enter');
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(
    shopper.getByRole('log', { name: 'Messages with Riverside Auto Group' }).getByText(answer),
  ).toBeVisible();

  // Sell: from the lead, a deal carrying the customer and the vehicle.
  await sales.getByRole('link', { name: 'Open the lead' }).click();
  await sales.waitForURL(/\/dashboard\/leads\/[^/?]+$/);
  await sales.getByRole('button', { name: 'Create deal' }).click();
  await sales.waitForURL(/\/dashboard\/deals\?.*deal=/);
  const dealId = new URL(sales.url()).searchParams.get('deal')!;
  await expect(sales.getByRole('form', { name: 'Deal sheet' })).toBeVisible();
  await sales.keyboard.press('Escape');
  await expect(sales.getByRole('form', { name: 'Deal sheet' })).toBeHidden();

  // Moved to Sold with the keyboard: pick up, → Agreed, → Paperwork, → Sold, drop.
  const card = `Tom Nguyen (2023 Tesla Model 3 Long Range)`;
  const handle = sales.getByTestId('deal-column-negotiation').getByRole('button', { name: `Move deal: ${card}` });
  await handle.focus();
  // As deals.spec.ts: moved with the board's drag code in (a key pressed while it arrives is
  // deal-board-drag.spec.ts's, with the chunk held back).
  await expect(sales.locator('[id^="DndLiveRegion"]')).toBeAttached();
  await expect(handle).toBeFocused();
  await sales.keyboard.press('Space');
  await expect(sales.getByText(/Picked up the deal of Tom Nguyen, 2023 Tesla Model 3/)).toBeAttached();
  for (const stage of ['Agreed', 'Paperwork', 'Sold']) {
    await sales.keyboard.press('ArrowRight');
    await expect(sales.getByText(new RegExp(`The deal of Tom Nguyen, .* is over ${stage}\\.`))).toBeAttached();
  }
  await sales.keyboard.press('Space');
  await expect(sales.getByTestId('deal-column-sold').getByRole('button', { name: `Open deal: ${card}` })).toBeVisible();

  // The vehicle left the marketplace, and the shopper's favorite says it sold.
  await expect
    .poll(async () => (await shopper.request.get(`/api/marketplace/${vehicle.id}`, { headers: origin })).status())
    .toBe(404);
  await shopper.goto('/dashboard/favorites');
  const favorite = shopper.getByRole('article', { name: /2023 Tesla Model 3/ });
  await expect(favorite).toContainText('Sold');
  await expect(favorite).toHaveAttribute('data-available', 'false');

  // The owner's reports count the sale and its front gross.
  const deal = (await (await owner.request.get(`/api/deals/${dealId}`, { headers: origin })).json()) as {
    deal: { stage: string; frontGrossCents: number | null };
  };
  expect(deal.deal.stage).toBe('sold');
  expect(deal.deal.frontGrossCents).toBeGreaterThan(0);
  const reportsAfter = (
    (await (await owner.request.get('/api/reports', { headers: origin })).json()) as { summary: Summary }
  ).summary;
  expect(reportsAfter.unitsSold.current).toBe(reportsBefore.unitsSold.current + 1);
  expect(reportsAfter.frontGrossCents.current).toBe(reportsBefore.frontGrossCents.current + deal.deal.frontGrossCents!);
  await owner.goto('/dashboard/reports');
  await expect(owner.getByTestId('report-summary')).toContainText(String(reportsAfter.unitsSold.current));

  expect(errors, 'no uncaught exceptions in any browser').toEqual([]);
  for (const page of [owner, shopper, sales]) await page.context().close();
});
