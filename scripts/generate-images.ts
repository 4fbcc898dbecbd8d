/**
 * Writes the share image and app icons to public/ from plain HTML, screenshotted by Debian's
 * Chromium through playwright-core: `node --import tsx scripts/generate-images.ts`.
 * The PNGs are committed; rerun after changing the logo or the slogan.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { PRODUCT_NAME, SLOGAN } from '../src/shared/constants';

const favicon = readFileSync('public/favicon.svg', 'utf8');
const faviconData = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;

const shareHtml = `<!doctype html><html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: 'Inter', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
    background: linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 55%, #2563eb 100%); color: #fff; padding: 80px 88px;
    display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 700; letter-spacing: -0.5px; }
  .brand img { width: 72px; height: 72px; border-radius: 16px; box-shadow: 0 0 0 3px rgba(255,255,255,.35); }
  h1 { font-size: 104px; line-height: 1.02; font-weight: 800; letter-spacing: -3px; }
  p { font-size: 34px; line-height: 1.35; color: rgba(255,255,255,.88); max-width: 980px; }
  .row { display: flex; gap: 16px; }
  .chip { font-size: 24px; padding: 10px 22px; border-radius: 999px; background: rgba(255,255,255,.14); border: 1px solid rgba(255,255,255,.3); }
</style></head><body>
  <div class="brand"><img src="${faviconData}" alt="">${PRODUCT_NAME}</div>
  <div><h1>${SLOGAN}</h1><p style="margin-top:24px">The dealer platform: VIN-first inventory, leads and messages, deals and reports.</p></div>
  <div class="row"><span class="chip">Inventory</span><span class="chip">Leads</span><span class="chip">Deals</span><span class="chip">Reports</span></div>
</body></html>`;

const iconHtml = (size: number, padding: number) => `<!doctype html><html><head><style>
  * { margin: 0; } body { width: ${size}px; height: ${size}px; background: #1d4ed8; display: grid; place-items: center; }
  img { width: ${size - padding * 2}px; height: ${size - padding * 2}px; }
</style></head><body><img src="${faviconData}" alt=""></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const shots: { file: string; html: string; width: number; height: number }[] = [
    { file: 'public/og-default.png', html: shareHtml, width: 1200, height: 630 },
    { file: 'public/apple-touch-icon.png', html: iconHtml(180, 0), width: 180, height: 180 },
    { file: 'public/favicon-32.png', html: iconHtml(32, 0), width: 32, height: 32 },
    { file: 'public/icon-192.png', html: iconHtml(192, 0), width: 192, height: 192 },
    { file: 'public/icon-512.png', html: iconHtml(512, 0), width: 512, height: 512 },
  ];
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.setContent(shot.html, { waitUntil: 'load' });
    await page.screenshot({ path: shot.file, type: 'png' });
    await page.close();
    console.log(`wrote ${shot.file} (${shot.width}×${shot.height})`);
  }
} finally {
  await browser.close();
}

writeFileSync(
  'public/site.webmanifest',
  `${JSON.stringify(
    {
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: `${PRODUCT_NAME} — ${SLOGAN}`,
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log('wrote public/site.webmanifest');
