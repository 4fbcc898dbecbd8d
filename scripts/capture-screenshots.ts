/**
 * `npm run screenshots`: the home page's product pictures, taken from the real app on the seeded
 * demo (not drawn): the production build served by the real server on a fresh embedded database
 * with SEED_DEMO=1, signed in as a demo dealership owner, light theme, 1280×800. Each picture is
 * written as WebP to public/screenshots/<name>.webp; src/content/pages.ts › productScreenshots
 * declares their size and alt text, and tests/unit/product-screenshots.test.ts checks the files match.
 *
 *   npx vite build && npm run screenshots            start a server of its own
 *   SCREENSHOT_URL=http://localhost:4324 npm run screenshots   use one already running (seeded)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { PRODUCT_SCREENSHOT_SIZE, productScreenshotSources } from '../src/content/pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './machine';

const OWNER = { username: 'marcus.bell', password: 'Lotline-demo-2026' };
const OUT_DIR = 'public/screenshots';
/** Screens pictured with an item open: what to press first (by picture name). */
const OPENS: Record<string, string> = { messages: 'main [data-testid="conversation-row"]' };
/** The dashboard layout's sidebar (w="64") and top bar (h="16") at ≥ lg. */
const SIDEBAR_WIDTH = 256;
const TOP_BAR_HEIGHT = 64;

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = `.tmp/screenshots-pglite-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: url,
      PGLITE_DATA_DIR: dataDir,
      PHOTO_STORAGE_DIR: `.tmp/screenshots-photos-${port}`,
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The demo vehicles' pictures are drawn after the server listens: the shots wait for them.
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const illustrated = () => /\[seed\] demo illustrations/.test(output);
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 900_000)
      throw new Error('the server was not ready with its demo pictures in 15 minutes');
    try {
      if ((await fetch(`${url}/api/health`)).ok && illustrated()) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Waits until the screen has its data and its photos, with nothing still loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        [...document.images].every(
          (img) =>
            (img.complete && img.naturalWidth > 0) ||
            // A lazy picture below the fold or not displayed (the phone layout's copy) is not in
            // the shot, and the browser does not fetch it.
            (img.loading === 'lazy' &&
              (img.getClientRects().length === 0 || img.getBoundingClientRect().top > window.innerHeight)),
        ),
      undefined,
      { timeout: 30_000 },
    )
    .catch(async (error: unknown) => {
      const broken = await page.evaluate(() =>
        [...document.images].filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src),
      );
      throw new Error(`pictures not loaded on ${page.url()}: ${broken.join(', ')}`, { cause: error });
    });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function main() {
  const own = process.env.SCREENSHOT_URL ? null : await startServer();
  const base = process.env.SCREENSHOT_URL ?? own!.url;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    // The screen's content only, 1280×800: the sidebar (with areas still being built) and the top bar are left out.
    const context = await browser.newContext({
      viewport: {
        width: SIDEBAR_WIDTH + PRODUCT_SCREENSHOT_SIZE.width,
        height: TOP_BAR_HEIGHT + PRODUCT_SCREENSHOT_SIZE.height,
      },
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    const host = new URL(base).hostname;
    // Consent stored, so the cookie banner is not in the picture; the light theme chosen.
    await context.addCookies([
      { name: 'lotline_consent', value: 'true', domain: host, path: '/' },
      {
        name: 'lotline_cookie_preferences',
        value: encodeURIComponent(
          JSON.stringify({ necessary: true, functional: true, analytics: false, marketing: false }),
        ),
        domain: host,
        path: '/',
      },
    ]);
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();

    const signIn = await page.request.post(`${base}/api/auth/sign-in/username`, {
      data: OWNER,
      headers: { origin: base },
    });
    if (!signIn.ok()) throw new Error(`sign-in as ${OWNER.username} failed: ${signIn.status()}`);

    mkdirSync(OUT_DIR, { recursive: true });
    for (const shot of productScreenshotSources) {
      let path = shot.path;
      if (path.includes('$id')) {
        // The first vehicle of the inventory's default view, with its photos.
        await page.goto(`${base}/dashboard/inventory`);
        await settle(page);
        const href = await page.locator('a[href^="/dashboard/inventory/"]').first().getAttribute('href');
        if (!href) throw new Error('no vehicle in the demo inventory');
        path = href.split('?')[0]!;
      }
      await page.goto(`${base}${path}`);
      await settle(page);
      const open = OPENS[shot.name];
      if (open) {
        // A list screen shown with one of its items open beside it.
        await page.locator(open).first().click();
        await settle(page);
      }
      const png = await page.screenshot({
        type: 'png',
        animations: 'disabled',
        caret: 'hide',
        clip: { x: SIDEBAR_WIDTH, y: TOP_BAR_HEIGHT, ...PRODUCT_SCREENSHOT_SIZE },
      });
      const file = `${OUT_DIR}/${shot.name}.webp`;
      const info = await sharp(png).webp({ quality: 78, effort: 6 }).toFile(file);
      console.log(
        `${file}: ${info.width}×${info.height}, ${(statSync(file).size / 1024).toFixed(0)} kB (PNG ${(png.length / 1024).toFixed(0)} kB) from ${path}`,
      );
    }
  } finally {
    await browser.close();
    own?.stop();
  }
}

await main();
