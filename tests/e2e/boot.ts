import type { Page } from '@playwright/test';

/** Whether the app has hydrated the server's markup (index.html's boot script / src/app/boot.ts). */
export const booted = (page: Page) => page.evaluate(() => window.__lotlineBoot?.ready ?? null);

/**
 * Holds back the app's entry script, so a test acts on the server-rendered page while the app is
 * certainly not running yet (the app boots after the first tap or a few seconds after load: a race a test must not rely
 * on). Call before `page.goto`; `release()` lets the app load, hydrate and take over.
 */
export async function holdBoot(page: Page): Promise<{ release: () => void }> {
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
