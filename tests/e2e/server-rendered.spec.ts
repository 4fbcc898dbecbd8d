import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ consented: undefined });

/** Whether the app has hydrated the server's markup (index.html's boot script / src/app/boot.ts). */
const booted = (page: Page) => page.evaluate(() => window.__lotlineBoot?.ready ?? null);

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

  test('the app boots on interaction; what was typed and clicked before is not lost', async ({ page, request }) => {
    await page.goto('/contact');
    expect(await booted(page)).toBe(false);
    const email = `early-${randomBytes(4).toString('hex')}@example.com`;
    // Filling fields sends no pointer or key events: the app is still not running.
    await page.getByLabel(/^Name/).fill('Robin Early');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Topic/).selectOption('support');
    await page.getByLabel(/^Message/).fill('Typed before the app had loaded.');
    expect(await booted(page)).toBe(false);
    // This click starts the app; it is held, then replayed once the page is live.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-sent')).toContainText('your message is on its way');
    expect(await booted(page)).toBe(true);
    // The team's notification carries what was typed (the sender's confirmation carries none of it).
    const team = await (await request.get('/api/outbox?to=hello%40lotline.com&limit=100')).json();
    const notification = JSON.stringify(team.emails.find((e: { text: string }) => e.text.includes(email)));
    expect(notification).toContain('Robin Early');
    expect(notification).toContain('Typed before the app had loaded.');
  });

  test('a button pressed before the app has loaded still works', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    expect(await booted(page)).toBe(false);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', 'Switch to light theme');
  });

  test('after booting, links navigate inside the app without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.mouse.move(5, 5);
    await expect.poll(() => booted(page)).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByTestId('site-footer').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });
});
