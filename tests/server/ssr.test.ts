import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from '../../src/server/static';
import { PLANS } from '../../src/shared/plans';
import { createTestApp, type TestApp } from './helpers';

// The shape of Vite's built index.html: entry module, its chunk preloads, the stylesheet, and an
// inline script of our own (the boot script's stand-in).
const BOOT = "(function(){var r=document.getElementById('root');window.__boot=r&&r.getAttribute('data-boot')})();";
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Lotline — Post. Respond. Sell.</title><meta name="description" content="shell" />
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-def456.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
</head><body><div id="root"></div><script>${BOOT}</script></body></html>`;
const CSS = '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotline-ssr-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'chunk-def456.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), CSS);
  t = await createTestApp({ site: loadStaticSite(dist) });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string, cookie?: string) => {
  const res = await t.app.request(path, { headers: cookie ? { cookie } : {} });
  return { res, html: await res.text() };
};

/** The markup inside #root, or undefined when the page was not server-rendered. */
const rootMarkup = (html: string) =>
  /<div id="root" data-boot="\/assets\/index-abc123\.js" data-boot-preload="[^"]*">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(
    html,
  )?.[1];

const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('server-rendered pages', () => {
  it('render a public page, with the API data it shows, for a signed-out visitor', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    const root = rootMarkup(html);
    expect(root).toContain('Post. Respond. Sell.');
    for (const plan of PLANS) expect(root).toContain(plan.name);
    // Chakra's styles come with the markup, and the stylesheet is inlined (no render-blocking request).
    expect(html).toMatch(/<style data-emotion="css[ -]/);
    expect(html).toContain(`<style>${CSS}</style>`);
    // The app is not started during load: no module script, no chunk preloads.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // …which the boot script fetches together when the app starts.
    expect(html).toContain('data-boot-preload="/assets/chunk-def456.js"');
    // The answers the page was rendered with, for the browser's cache.
    const state = /<script type="application\/json" id="lotline-ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const keys = (JSON.parse(state!) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['marketing', 'plans']);
    expect(keys).toContainEqual(['session']);
  });

  it('allow every inline script they carry in their CSP, and nothing else', async () => {
    const { res, html } = await page('/about');
    const csp = res.headers.get('content-security-policy') ?? '';
    const inline = [
      ...html.matchAll(/<script(?![^>]*(?:\bsrc=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThanOrEqual(2); // the shell's own and the theme script React renders
    for (const body of inline) expect(csp).toContain(scriptHash(body));
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });

  it('carry the cookie banner hidden until it is due, and leave it out once consent is stored', async () => {
    const first = rootMarkup((await page('/contact')).html);
    expect(first).toMatch(/<div id="cookie-banner" hidden=""/);
    expect(first).toContain('We use cookies');
    const later = rootMarkup((await page('/contact', 'lotline_consent=true')).html);
    expect(later).toContain('Contact');
    expect(later).not.toContain('cookie-banner');
  });

  it('answer an unknown path with 404 and "Not Found" inside the public layout', async () => {
    const { res, html } = await page('/no-such-page');
    expect(res.status).toBe(404);
    const root = rootMarkup(html);
    expect(root).toContain('Not Found');
    expect(root).toContain('data-testid="site-header"');
  });

  it('answer a missing blog post or legal document with 404 and "Not Found", handing that answer to the browser', async () => {
    for (const path of ['/blog/no-such-post', '/legal/not-a-policy']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(rootMarkup(html), path).toContain('Not Found');
      // The 404 travels with the page so the browser renders the same thing instead of a loading state.
      const state = /id="lotline-ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(state, path).toContain('"apiError":{"status":404');
    }
  });

  it('render auth pages too, but never a page behind sign-in or for a signed-in visitor', async () => {
    expect(rootMarkup((await page('/auth/login')).html)).toContain('Sign in');
    // A guard sends signed-out visitors to sign-in: the browser does that from the plain shell.
    for (const path of ['/dashboard', '/auth/complete-profile']) {
      const { html } = await page(path);
      expect(rootMarkup(html), path).toBeUndefined();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('type="module"');
    }
    // Pages depend on who is signed in: a session cookie gets the plain shell.
    const { html } = await page('/', 'lotline.session_token=abc.def');
    expect(rootMarkup(html)).toBeUndefined();
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });
});
