import type { Page } from '@playwright/test';

/** Set on a page whose app holdBoot holds back: its goto does not wait for the app. */
const HELD = Symbol('boot held');

/** Whether the app has hydrated the server's markup (index.html's boot script / src/app/boot.ts). */
export const booted = (page: Page) => page.evaluate(() => window.__lotlineBoot?.ready ?? null);

/**
 * Holds back the app's entry script, so a test acts on the server-rendered page while the app is
 * certainly not running yet (the app boots after the first tap or a few seconds after load: a race a test must not rely
 * on). Call before `page.goto`; `release()` lets the app load, hydrate and take over.
 */
export async function holdBoot(page: Page): Promise<{ release: () => void }> {
  (page as Page & { [HELD]?: boolean })[HELD] = true;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Vite names the entry chunk after index.html; the page's #root carries its exact URL (data-boot),
  // which is the one request to hold.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Waits until the app is live (hydrated and replaying held input). */
export const untilBooted = (page: Page) =>
  page.waitForFunction(() => window.__lotlineBoot === undefined || window.__lotlineBoot.ready);

/**
 * Makes `page.goto` return once a dashboard page's app is live (it starts at first paint, issue 14):
 * the tests act on the app, and a press that lands on the server's markup a moment before it is
 * live is a page load or a held event, which hydration.spec.ts tests on purpose (with holdBoot).
 * Public pages are not waited for: their app starts on the first tap.
 */
export function gotoWaitsForDashboardApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!(page as Page & { [HELD]?: boolean })[HELD]) {
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !root?.hasAttribute('data-boot-at') || window.__lotlineBoot?.ready === true;
      });
    }
    return response;
  };
  return page;
}
