/**
 * Issue 13: the app takes over a server-rendered page without undoing what the visitor did first —
 * scroll position, focus, typed text, an open menu, the theme and the cookie choice — and the first
 * controls answer before it is live. Each test holds the app's entry script back (holdBoot) so its
 * first steps certainly happen on the plain server page, then lets the app boot.
 */
import { expect, presetConsent, test } from './fixtures';
import { booted, holdBoot, untilBooted } from './boot';
import { signInContext } from './sign-in';

const PHONE = { width: 390, height: 844 };

test.describe('taking over a server-rendered page', () => {
  test.use({ consented: undefined });

  test('a visitor who scrolled before the app booted stays where they are', async ({ page }) => {
    const boot = await holdBoot(page);
    await page.goto('/');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await booted(page)).toBe(false);
    boot.release();
    await untilBooted(page);
    // The router restores scroll on navigations; taking over the page is none.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('focus stays on the field the visitor chose', async ({ page }) => {
    const boot = await holdBoot(page);
    await page.goto('/auth/login');
    const password = page.getByLabel(/^Password/);
    await password.focus();
    boot.release();
    await untilBooted(page);
    await page.waitForTimeout(300);
    await expect(password).toBeFocused();
  });

  test('text typed while the app boots survives and is what the form sends (no wait for the app)', async ({ page }) => {
    const boot = await holdBoot(page);
    await page.goto('/auth/forgot-password');
    const field = page.getByLabel('Email or username');
    await field.fill('typed-before-boot');
    expect(await booted(page)).toBe(false);
    // The app loads and hydrates while the visitor goes on typing and presses the button.
    boot.release();
    await field.pressSequentially('@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/auth\/email-sent\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await expect(page.getByText('typed-before-boot@example.com')).toBeVisible();
  });

  test('a search typed and sent before the app is live is the search the app runs', async ({ page }) => {
    const boot = await holdBoot(page);
    await page.goto('/documentation');
    await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('check digit');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await booted(page)).toBe(false);
    boot.release();
    await expect(page).toHaveURL(/[?&]q=check(\+|%20)digit/);
    await expect(page.getByText(/guides? match(es)? “check digit”/)).toBeVisible();
  });

  test('the mobile menu opens before the app is live and stays open when it takes over', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const boot = await holdBoot(page);
    await page.goto('/');
    await page.getByTestId('mobile-menu-toggle').click();
    const panel = page.getByTestId('mobile-menu-panel');
    await expect(panel).toBeVisible();
    expect(await booted(page)).toBe(false);
    boot.release();
    await untilBooted(page);
    await page.waitForTimeout(300);
    await expect(panel).toBeVisible();
    // The app owns it now: a link navigates in the app and closes it.
    await panel.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(panel).toBeHidden();
  });

  test('the theme toggle answers before the app is live, and the app carries on from there', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const boot = await holdBoot(page);
    await page.goto('/about');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await booted(page)).toBe(false);
    boot.release();
    await untilBooted(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', 'Switch to light theme');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the first tap is answered before the app loads, and the app loads right after it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // The app's entry chunk (src/main.tsx): requesting it is the app starting.
    const entryAt: number[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) entryAt.push(Date.now());
    });
    await page.goto('/about');
    // A visitor reading the page for a moment has nothing competing with their first tap.
    await page.waitForTimeout(1000);
    expect(entryAt).toHaveLength(0);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const flippedAt = Date.now();
    await untilBooted(page);
    expect(entryAt).toHaveLength(1);
    expect(entryAt[0]).toBeLessThanOrEqual(flippedAt + 2000);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', 'Switch to light theme');
  });

  test('Accept All before the app is live stores the choice; the banner does not come back', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    const boot = await holdBoot(page);
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    expect(await booted(page)).toBe(false);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lotline_consent')?.value).toBe('true');
    boot.release();
    await untilBooted(page);
    await page.waitForTimeout(2500);
    await expect(banner).toHaveCount(0);
  });

  test('on a phone the cookie banner covers neither the menu’s Login / Get Started nor the page’s end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await untilBooted(page);
    const bannerTop = async () => (await banner.boundingBox())!.y;
    await page.getByTestId('mobile-menu-toggle').click();
    const panel = page.getByTestId('mobile-menu-panel');
    const getStarted = panel.getByRole('link', { name: 'Get Started' });
    await getStarted.scrollIntoViewIfNeeded();
    const button = (await getStarted.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(await bannerTop());
    await getStarted.click();
    await expect(page).toHaveURL(/\/auth\/register/);
    // The page's last words scroll above the banner too.
    await page.goto('/');
    await expect(banner).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.getByTestId('site-footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    // Within the page's sub-pixel rounding of its scroll range.
    expect(footerEnd).toBeLessThanOrEqual((await bannerTop()) + 1);
  });
});

/**
 * Issue 14: a signed-in person's dashboard page comes rendered from the server, so it shows its data
 * at first paint; the app then takes that markup over as it is (no repaint), wherever the person is.
 */
test.describe('taking over a dashboard page rendered for the person', () => {
  test('the inventory is on screen before the app runs, and the app takes it over without repainting it', async ({
    page,
  }) => {
    await signInContext(page.context(), 'marcus.bell');
    const boot = await holdBoot(page);
    await page.goto('/dashboard/inventory');
    const heading = page.getByRole('heading', { level: 1, name: 'Inventory' });
    await expect(heading).toBeVisible();
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    expect(await booted(page)).toBe(false);
    // Marks the server's nodes: hydration keeps them, a client render would replace them.
    await heading.evaluate((h) => ((h as HTMLElement & { fromServer?: boolean }).fromServer = true));
    boot.release();
    await untilBooted(page);
    expect(await heading.evaluate((h) => (h as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    // The app is live: the sidebar navigates inside it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByTestId('dashboard-sidebar')
      .getByRole('link', { name: /^Leads/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  for (const timezoneId of ['America/Chicago', 'Pacific/Auckland']) {
    test(`in ${timezoneId}, times read in the person's zone, and the app takes the page over as it is`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ timezoneId });
      await presetConsent(context, baseURL!);
      await signInContext(context, 'marcus.bell');
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The first page tells the server the zone (functional cookies are allowed)…
      await page.goto('/dashboard');
      await untilBooted(page);
      expect((await context.cookies()).find((c) => c.name === 'lotline_tz')?.value).toBe(
        encodeURIComponent(timezoneId),
      );
      // …so the next one is written in it, and hydrates without a mismatch.
      await page.goto('/dashboard/leads');
      await expect(page.locator('#root')).toHaveAttribute('data-render-zone', timezoneId);
      const first = page.locator('main time[datetime]').first();
      await expect(first).toBeAttached();
      await first.evaluate((t) => ((t as HTMLElement & { fromServer?: boolean }).fromServer = true));
      await untilBooted(page);
      const [iso, text, kept] = await first.evaluate((t) => [
        t.getAttribute('datetime'),
        t.textContent,
        (t as HTMLElement & { fromServer?: boolean }).fromServer === true,
      ]);
      expect(kept).toBe(true);
      const hour = new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: timezoneId,
      }).format(new Date(String(iso)));
      expect(text).toContain(hour);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
