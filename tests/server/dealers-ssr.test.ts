/**
 * A dealer's public page server-rendered for a signed-out visitor (issue 11 › Dealers): the
 * dealer's name in the markup and in the head, and an unknown or suspended dealer answered with
 * 404 and "Not Found" (no soft 404 for crawlers).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/server/db/schema';
import { loadStaticSite } from '../../src/server/static';
import { createTestApp, type TestApp } from './helpers';
import { createDealership } from './viewer-helpers';

// The shape of Vite's built index.html (as tests/server/ssr.test.ts builds it).
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Lotline — Post. Respond. Sell.</title><meta name="description" content="shell" />
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
let slug: string;
let organizationId: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotline-dealers-ssr-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  t = await createTestApp({ site: loadStaticSite(dist) });
  ({ organizationId } = await createDealership(t));
  const [row] = await t.db
    .update(organizations)
    .set({ name: 'Lakeshore Auto Exchange', city: 'Madison', region: 'WI', about: 'Trucks and SUVs since 2004.' })
    .where(eq(organizations.id, organizationId))
    .returning({ slug: organizations.slug });
  slug = row!.slug;
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("a dealer's public page, server-rendered", () => {
  it('shows the dealer and names it in the head', async () => {
    const res = await t.app.request(`/dealers/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Lakeshore Auto Exchange — Lotline</title>');
    expect(html).toContain('Trucks and SUVs since 2004.');
    expect(html).toMatch(/<h1[^>]*>Lakeshore Auto Exchange<\/h1>/);
  });

  it('answers an unknown or suspended dealer with 404 and "Not Found"', async () => {
    await t.db
      .update(organizations)
      .set({ suspendedAt: new Date(), suspensionReason: 'Under review' })
      .where(eq(organizations.id, organizationId));
    // Another URL of the suspended dealer: a rendered page is kept a minute per URL, as blog posts are.
    for (const path of ['/dealers/no-such-dealer', `/dealers/${slug}?page=2`]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Not Found');
    }
  });
});
