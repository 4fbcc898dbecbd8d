import { test as base, expect, type BrowserContext } from '@playwright/test';
import { gotoWaitsForDashboardApp } from './boot';

/** Stores consent up front so the cookie banner (shown after 2 s) stays out of tests that are not about it. */
export async function presetConsent(context: BrowserContext, baseURL: string) {
  const url = new URL(baseURL);
  await context.addCookies([
    { name: 'lotline_consent', value: 'true', domain: url.hostname, path: '/', sameSite: 'Lax' },
    {
      name: 'lotline_cookie_preferences',
      value: encodeURIComponent(
        JSON.stringify({ necessary: true, functional: true, analytics: true, marketing: true }),
      ),
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax',
    },
  ]);
}

/** A page with consent already stored; a console error or uncaught exception fails the test. */
export const test = base.extend<{ consented: void }>({
  consented: [
    async ({ context, baseURL }, use) => {
      await presetConsent(context, baseURL!);
      await use();
    },
    { auto: false },
  ],
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      // 401 from /api/session when signed out and 404 statuses the tests ask for are expected network answers.
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`console.error: ${m.text()}`);
    });
    await use(gotoWaitsForDashboardApp(page));
    expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
  },
});

export { expect };
