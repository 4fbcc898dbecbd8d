import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { booted, holdBoot, untilBooted } from './boot';

test.use({ consented: undefined });

test.describe('server-rendered pages', () => {
  test('public pages are complete HTML: readable and navigable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Post. Respond. Sell.');
    // Plans come from the API, rendered on the server.
    await expect(page.locator('#pricing')).toContainText('Dealer');
    await page.getByTestId('site-footer').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('article').first()).toBeVisible();
    await context.close();
  });

  test('what was typed and clicked before the app was live is not lost', async ({ page, request }) => {
    const boot = await holdBoot(page);
    await page.goto('/contact');
    const email = `early-${randomBytes(4).toString('hex')}@example.com`;
    await page.getByLabel(/^Name/).fill('Robin Early');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Topic/).selectOption('support');
    await page.getByLabel(/^Message/).fill('Typed before the app had loaded.');
    expect(await booted(page)).toBe(false);
    // The click is held (the button shows it was taken), then replayed once the app is live.
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    boot.release();
    await expect(page.getByTestId('contact-sent')).toContainText('your message is on its way');
    expect(await booted(page)).toBe(true);
    // The team's notification carries what was typed (the sender's confirmation carries none of it).
    const team = await (await request.get('/api/outbox?to=hello%40lotline.com&limit=100')).json();
    const notification = JSON.stringify(team.emails.find((e: { text: string }) => e.text.includes(email)));
    expect(notification).toContain('Robin Early');
    expect(notification).toContain('Typed before the app had loaded.');
  });

  test('the app boots by itself a few seconds after load, without waiting for an input', async ({ page }) => {
    await page.goto('/about');
    await untilBooted(page);
    expect(await booted(page)).toBe(true);
  });

  test('after booting, links navigate inside the app without reloading the page', async ({ page }) => {
    await page.goto('/');
    await untilBooted(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByTestId('site-footer').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });
});
