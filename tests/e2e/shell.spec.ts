import { expect, presetConsent, test } from './fixtures';

test.describe('site header', () => {
  test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL!));

  for (const path of ['/', '/about', '/blog', '/legal', '/no-such-page']) {
    test(`is shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCSS('position', 'fixed');
    });
  }

  for (const path of [
    '/auth/login',
    '/auth/verify-otp',
    '/contact-sales',
    '/quote-submitted',
    '/dashboard',
    '/auth/nowhere',
    '/dashboard/nowhere',
  ]) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCount(0);
    });
  }

  test('menus open, are keyboard operable and navigate', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Company' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['About Us', 'Blog', 'Contact']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.getByRole('button', { name: 'More' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toContainText('Product');
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Integrations', 'Legal']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Resources' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Documentation',
      'API Reference',
      'Help Center',
      'Community',
    ]);
    await page.getByRole('menuitem', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page).toHaveTitle('Help Center — Lotline');
  });

  test('mobile panel groups the links and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Company' })).toBeHidden();
    await page.getByTestId('mobile-menu-toggle').click();
    const panel = page.getByTestId('mobile-menu-panel');
    await expect(panel).toBeVisible();
    for (const group of ['Company', 'Resources', 'More'])
      await expect(panel.getByRole('group', { name: group })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Resources' }).getByRole('link')).toHaveText([
      'Documentation',
      'API Reference',
      'Help Center',
      'Community',
    ]);
    await panel.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('mobile-menu-panel')).toBeHidden();
  });

  test('Features from another page goes home and scrolls to #features', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    // The header's links (the footer links Features and Pricing too).
    const header = page.getByTestId('site-header');
    await header.getByRole('link', { name: 'Features', exact: true }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
    await header.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

test.describe('cookie banner', () => {
  test('appears about 2 s after load and stores consent with the spec attributes', async ({ page, context }) => {
    // The page clock stands still until the test moves it, so the delay is measured exactly.
    const t0 = new Date('2026-06-01T10:00:00Z');
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(new Date(t0.getTime() + 1000));
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.clock.runFor(1900);
    // Server-rendered pages carry it hidden; client-rendered ones add it when due.
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    // At 2 s it is due: the page's boot script (or React, once running) reveals it.
    const banner = page.getByTestId('cookie-banner');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return banner.isVisible();
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect((await page.evaluate(() => Date.now())) - new Date('2026-06-01T10:00:01Z').getTime()).toBeLessThan(2600);
    await expect(banner).toContainText('We use cookies');
    await expect(banner).toContainText('Required');
    await expect(banner).toContainText(
      'We use cookies to enhance your experience, analyse site usage and personalise content.',
    );
    await banner.getByRole('button', { name: 'Accept All' }).click();
    // Gone at once (the page's boot script answers it while the app is not live yet)…
    await expect(banner).toBeHidden();
    // …and out of the page once the app has taken over, which that tap starts (its stages wait on
    // timers, which run on this test's clock).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return page.getByTestId('cookie-banner').count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);

    const cookies = await context.cookies();
    const consent = cookies.find((c) => c.name === 'lotline_consent')!;
    const prefs = cookies.find((c) => c.name === 'lotline_cookie_preferences')!;
    expect(consent.value).toBe('true');
    expect(JSON.parse(decodeURIComponent(prefs.value))).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    for (const c of [consent, prefs]) {
      expect(c.path).toBe('/');
      expect(c.sameSite).toBe('Lax');
      expect(c.secure).toBe(false);
      const days = (c.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
    }
    await page.reload();
    await page.clock.runFor(5000);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('Customize → Save Preferences stores the chosen toggles; footer link reopens it', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.clock.runFor(2100);
    await page.getByRole('button', { name: 'Customize' }).click();
    const banner = page.getByTestId('cookie-banner');
    await expect(banner.getByRole('heading', { name: 'Cookie Preferences' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/legal/cookie-policy');
    await expect(banner.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await expect(banner.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
    await banner.getByTestId('consent-analytics').click();
    await banner.getByTestId('consent-marketing').click();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    const prefs = (await context.cookies()).find((c) => c.name === 'lotline_cookie_preferences')!;
    expect(JSON.parse(decodeURIComponent(prefs.value))).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    });

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveAttribute('data-view', 'detail');
    await expect(banner.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await banner.getByRole('button', { name: 'Reject All' }).click();
    const rejected = (await context.cookies()).find((c) => c.name === 'lotline_cookie_preferences')!;
    expect(JSON.parse(decodeURIComponent(rejected.value))).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });
});

test.describe('theme', () => {
  test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL!));

  test('follows the system by default, toggles and survives a reload without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload({ waitUntil: 'commit' });
    // The inline script sets the class before first paint, before any app script runs.
    await page.waitForSelector('html.light', { state: 'attached' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByTestId('theme-toggle').click();
    // A server-rendered page replays the click once the app has loaded.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('routing', () => {
  test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL!));

  test('an unknown path shows "Not Found" in its layout with status 404', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();

    const auth = await page.goto('/auth/not-a-screen');
    expect(auth?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByTestId('auth-card')).toBeVisible();
  });

  test('a duplicate-tree URL lands on its canonical route, keeping search and hash', async ({ page }) => {
    await page.goto('/dashboard/dashboard/settings?tab=team#invites');
    // Signed out, the canonical route sends the visitor to sign in and back to the canonical URL.
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/dashboard/settings?tab=team#invites');
  });

  test('the slashed form of a canonical path redirects permanently', async ({ request }) => {
    const res = await request.get('/blog/', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/blog');
  });

  test('hovering a link preloads its screen chunk', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const chunk = page.waitForRequest((req) => /\/assets\/about-[\w-]+\.js$/.test(req.url()));
    await page.getByRole('button', { name: 'Company' }).click();
    await page.getByRole('menuitem', { name: 'About Us' }).hover();
    await chunk;
  });

  test('navigation moves focus to the new heading and announces the title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Company' }).click();
    await page.getByRole('menuitem', { name: 'About Us' }).click();
    await expect(page).toHaveTitle('About Us — Lotline');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('About Us — Lotline');
  });

  test('the skip link is the first tab stop and jumps to the content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
