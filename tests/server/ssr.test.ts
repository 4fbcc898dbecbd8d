import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from '../../src/server/static';
import { PLANS } from '../../src/shared/plans';
import { createTestApp, registerDealer, registerVerified, uniquePerson, type TestApp } from './helpers';
import { listVehicle, message, newShopper } from './respond-helpers';

// The shape of Vite's built index.html: entry module, its chunk preloads, the stylesheet, and an
// inline script of our own (the boot script's stand-in).
const BOOT = "(function(){var r=document.getElementById('root');window.__boot=r&&r.getAttribute('data-boot')})();";
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Lotline — Post. Respond. Sell.</title><meta name="description" content="shell" />
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-def456.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
</head><body><div id="root"></div><script>${BOOT}</script></body></html>`;
const CSS = '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-Dx4k.woff2)}';

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
  /<div id="root" data-boot="\/assets\/index-abc123\.js"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(
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
    // Its font is asked for with the page, so the first paint is not in the fallback font (no reflow).
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-Dx4k.woff2" as="font" type="font/woff2" crossorigin>',
    );
    // A public page paints as it is parsed (its top first, on a slow network).
    expect(html).not.toContain('rel="expect"');
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

  it('render auth pages too, but never a page behind sign-in for a signed-out visitor', async () => {
    expect(rootMarkup((await page('/auth/login')).html)).toContain('Sign in');
    // A guard sends signed-out visitors to sign-in: the browser does that from the plain shell.
    for (const path of ['/dashboard', '/auth/complete-profile']) {
      const { html } = await page(path);
      expect(rootMarkup(html), path).toBeUndefined();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('type="module"');
    }
    // A session cookie that is no session renders the page as for anyone, but not from the cache.
    const { res, html } = await page('/', 'lotline.session_token=abc.def');
    expect(rootMarkup(html)).toContain('Post. Respond. Sell.');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('server-rendered pages for a signed-in person (issue 14)', () => {
  it("render a dealer's dashboard pages with their own data, for them only, and start the app at paint", async () => {
    const a = await registerDealer(t, 'Server Render Motors');
    const b = await registerDealer(t, 'Other Lot Autos');
    const trim = `SSR${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await listVehicle(a.client, { make: 'Mazda', model: 'CX-5', trim });

    const mine = await a.client.get<string>('/dashboard/inventory');
    expect(mine.status).toBe(200);
    const root = rootMarkup(mine.body);
    expect(root).toMatch(/<h1[^>]*>Inventory<\/h1>/);
    expect(root).toContain(`Mazda CX-5 ${trim}`);
    // Nothing busy: the list is there at first paint, not a skeleton.
    expect(root).not.toContain('aria-busy="true"');
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('vary')).toContain('Cookie');
    expect(mine.body).toContain('data-boot-at="paint"');
    // Its first paint waits for the parser to pass the content (no half-parsed table painted, then
    // widened): the head names the state script, which comes right after #root.
    const head = mine.body.slice(0, mine.body.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#lotline-ssr-state" blocking="render">');
    expect(mine.body.indexOf('id="lotline-ssr-state"')).toBeGreaterThan(mine.body.lastIndexOf('</table>'));
    expect(mine.body).toContain('data-render-reader');

    expect(root).toContain('<table');
    // A phone gets the list as cards (the server's guess, which the browser's hydration renders too).
    const phone = await a.client.get<string>('/dashboard/inventory', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
    });
    expect(phone.body).toContain('data-render-narrow');
    expect(rootMarkup(phone.body)).toContain(`Mazda CX-5 ${trim}`);
    expect(rootMarkup(phone.body)).not.toContain('<table');

    // Another dealership's owner sees their own (empty) inventory, never the first one's vehicles.
    const theirs = await b.client.get<string>('/dashboard/inventory');
    expect(rootMarkup(theirs.body)).toMatch(/<h1[^>]*>Inventory<\/h1>/);
    expect(theirs.body).not.toContain(trim);
    // A shopper is told the page is not theirs, with no dealer data in it.
    const { client: shopper } = await registerVerified(t, uniquePerson('shopper'));
    await shopper.post('/api/profile/complete', { accountType: 'shopper' });
    const denied = await shopper.get<string>('/dashboard/inventory');
    expect(denied.body).not.toContain(trim);
    // Public pages a signed-in person opens are rendered for them too, and still start on the first tap.
    const home = await a.client.get<string>('/');
    expect(rootMarkup(home.body)).toContain('Post. Respond. Sell.');
    expect(home.body).not.toContain('data-boot-at="paint"');
  });

  it("write times in the reader's time zone when the browser has told it, else in the server's", async () => {
    const { client } = await registerDealer(t, 'Time Zone Autos');
    const vehicle = await listVehicle(client);
    // A shopper's question makes a lead: the leads list shows when it came in.
    const shopper = await newShopper(t);
    expect((await message(shopper.client, vehicle.id, 'Is it still available?')).status).toBe(201);
    const stamps = async (zone?: string) => {
      // What index.html's script keeps when functional cookies are allowed.
      if (zone) client.jar.set('lotline_tz', encodeURIComponent(zone));
      else client.jar.delete('lotline_tz');
      const { body } = await client.get<string>('/dashboard/leads');
      const found = [...body.matchAll(/<time datetime="([^"]+)"[^>]*>([^<]+)<\/time>/gi)].map(
        (m) => [m[1]!, m[2]!] as const,
      );
      expect(found.length, 'the lead shows when it came in').toBeGreaterThan(0);
      return { body, found };
    };
    const inZone = (iso: string, zone: string) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      }).format(new Date(iso));

    const auckland = await stamps('Pacific/Auckland');
    expect(auckland.body).toContain('data-render-zone="Pacific/Auckland"');
    for (const [iso, text] of auckland.found) expect(text).toBe(inZone(iso, 'Pacific/Auckland'));

    const server = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const unknown = await stamps();
    expect(unknown.body).toContain(`data-render-zone="${server}"`);
    for (const [iso, text] of unknown.found) expect(text).toBe(inZone(iso, server));
    // A cookie that is no time zone is ignored, not an error.
    const bogus = await stamps('Mars/Olympus_Mons');
    expect(bogus.body).toContain(`data-render-zone="${server}"`);
  });
});
