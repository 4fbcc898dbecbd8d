import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, CONTENT_KINDS } from '../../src/content';
import { COMPANY } from '../../src/content/company';
import { findContactMessagesByEmail, findQuoteRequest } from '../../src/server/db/queries/marketing';
import { blogPosts, contactMessages, quoteRequests } from '../../src/server/db/schema';
import { renderMarkdown } from '../../src/server/routes/blog';
import { injectHead, renderHead } from '../../src/server/routes/seo';
import type { StaticSite } from '../../src/server/static';
import { PLANS } from '../../src/shared/plans';
import { createClient, createTestApp, type TestApp } from './helpers';

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lotline — Post. Respond. Sell.</title><meta name="description" content="shell" /></head><body><div id="root"></div></body></html>`;
const fakeSite = (): StaticSite => {
  const body = new TextEncoder().encode(SHELL);
  return { files: new Map(), shell: { body, type: 'text/html; charset=utf-8', etag: '"x"' }, inlineScriptHashes: [] };
};

let t: TestApp;
const day = 24 * 60 * 60 * 1000;

const post = (i: number, over: Partial<typeof blogPosts.$inferInsert> = {}): typeof blogPosts.$inferInsert => ({
  id: randomUUID(),
  title: `Post ${i}`,
  slug: `post-${i}`,
  excerpt: `Excerpt ${i}`,
  bodyMarkdown: `## Heading ${i}\n\nBody of post ${i}.`,
  tags: i % 2 === 0 ? ['leads', 'pricing'] : ['inventory'],
  status: 'published',
  publishedAt: new Date(Date.now() - i * day),
  author: 'Lotline Team',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ site: fakeSite() });
  await t.db.insert(blogPosts).values([
    ...[1, 2, 3, 4, 5, 6, 7].map((i) => post(i)),
    post(8, { slug: 'a-draft', status: 'draft', publishedAt: null }),
    post(9, { slug: 'in-the-future', status: 'scheduled', publishedAt: new Date(Date.now() + 5 * day) }),
    post(10, {
      slug: 'evil',
      bodyMarkdown:
        '# Title\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3)) [ok](https://example.com)',
    }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('content files', () => {
  it('every entry has a unique slug, a known category and a body', () => {
    for (const kind of CONTENT_KINDS) {
      const c = collections[kind];
      const slugs = c.entries.map((e) => e.slug);
      expect(new Set(slugs).size, kind).toBe(slugs.length);
      for (const e of c.entries) {
        expect(
          c.categories.map((x) => x.id),
          `${kind}/${e.slug}`,
        ).toContain(e.category);
        expect(e.body.length, `${kind}/${e.slug}`).toBeGreaterThan(60);
      }
    }
    expect(collections.legal.entries.map((e) => e.slug)).toEqual([
      'privacy-policy',
      'terms-of-service',
      'cookie-policy',
      'acceptable-use',
    ]);
    expect(collections.careers.entries.length).toBeGreaterThanOrEqual(4);
    expect(collections.integrations.entries.length).toBeGreaterThanOrEqual(15);
    for (const cat of collections.help.categories) {
      const n = collections.help.entries.filter((e) => e.category === cat.id).length;
      expect(n, cat.id).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('GET /api/content', () => {
  it('lists a collection with categories and rendered HTML', async () => {
    const c = createClient(t);
    const res = await c.get('/api/content/docs');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(collections.docs.entries.length);
    expect(res.body.items[0].html).toContain('<h2>');
    expect(res.body.categories.map((x: { id: string }) => x.id)).toEqual(['post', 'respond', 'sell', 'manage']);
  });

  it('searches with ?q= (every word must match, title first) and filters by category', async () => {
    const c = createClient(t);
    const vin = await c.get('/api/content/docs?q=check%20digit');
    expect(vin.body.items.map((i: { slug: string }) => i.slug)).toContain('db-vehicles');
    // Every word must match, not the phrase: each result has both ("the digits match… check…" too).
    expect(vin.body.items.every((i: { html: string }) => /check/i.test(i.html) && /digit/i.test(i.html))).toBe(true);
    expect(vin.body.items[0].html).toMatch(/check digit/i);
    const none = await c.get('/api/content/help?q=zzzxq');
    expect(none.body.total).toBe(0);
    const cat = await c.get('/api/content/integrations?category=messaging');
    expect(cat.body.items.length).toBeGreaterThan(0);
    expect(cat.body.items.every((i: { category: string }) => i.category === 'messaging')).toBe(true);
    const titled = await c.get('/api/content/help?q=password');
    expect(titled.body.items[0].title.toLowerCase()).toContain('password');
  });

  it('returns one entry, 404 JSON for an unknown slug, 400 for an unknown kind', async () => {
    const c = createClient(t);
    const doc = await c.get('/api/content/legal/cookie-policy');
    expect(doc.status).toBe(200);
    expect(doc.body.html).toContain('lotline_consent');
    expect(doc.body.html).toContain('lotline_cookie_preferences');
    expect(doc.body.html).toContain('365 days');
    const missing = await c.get('/api/content/legal/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const badKind = await c.get('/api/content/recipes');
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/plans', () => {
  it('serves the shared plan table with annual = ten months', async () => {
    const res = await createClient(t).get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: { id: string }) => p.id)).toEqual(PLANS.map((p) => p.id));
    expect(res.body.plans[0]).toMatchObject({
      id: 'starter',
      monthlyCents: 4900,
      annualCents: 49000,
      listings: 10,
      seats: 1,
    });
    expect(res.body.plans[2]).toMatchObject({ id: 'pro', monthlyCents: 39900, listings: null, seats: 15 });
  });
});

describe('GET /api/blog', () => {
  it('lists live posts newest first, paged, with total and tags; drafts and future posts stay hidden', async () => {
    const c = createClient(t);
    const first = await c.get('/api/blog');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(8); // 7 + evil
    expect(first.body.pageSize).toBe(5);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.items.map((p: { slug: string }) => p.slug)).toEqual([
      'post-1',
      'post-2',
      'post-3',
      'post-4',
      'post-5',
    ]);
    const second = await c.get('/api/blog?page=2');
    expect(second.body.items.map((p: { slug: string }) => p.slug)).toEqual(['post-6', 'post-7', 'evil']);
    const slugs = [...first.body.items, ...second.body.items].map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain('a-draft');
    expect(slugs).not.toContain('in-the-future');
    expect(first.body.tags).toContainEqual({ tag: 'inventory', count: 4 });
    expect(first.body.tags).toContainEqual({ tag: 'leads', count: 4 });
  });

  it('filters by tag', async () => {
    const res = await createClient(t).get('/api/blog?tag=leads');
    expect(res.body.total).toBe(4);
    expect(res.body.items.every((p: { tags: string[] }) => p.tags.includes('leads'))).toBe(true);
  });

  it('returns a post with sanitized HTML; unknown, draft and scheduled slugs are 404 JSON', async () => {
    const c = createClient(t);
    const ok = await c.get('/api/blog/post-2');
    expect(ok.status).toBe(200);
    expect(ok.body.html).toContain('<h2>Heading 2</h2>');
    const evil = await c.get('/api/blog/evil');
    expect(evil.body.html).not.toMatch(/<script|onerror|javascript:|<h1/i);
    expect(evil.body.html).toContain('rel="noopener noreferrer nofollow"');
    for (const slug of ['nope', 'a-draft', 'in-the-future']) {
      const res = await c.get(`/api/blog/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('renderMarkdown strips dangerous markup', () => {
    expect(renderMarkdown('<iframe src="https://x"></iframe><a href="javascript:x" onclick="y">a</a>')).toBe(
      '<a>a</a>',
    );
  });
});

const contact = {
  name: 'Morgan Reyes',
  email: 'morgan@example.com',
  topic: 'sales',
  message: 'How does the CSV import handle duplicates?',
};

describe('POST /api/contact', () => {
  it('stores the message, notifies the team and confirms to the sender', async () => {
    const c = createClient(t);
    const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
    const res = await c.post('/api/contact', { ...contact, email: email.toUpperCase() });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    const rows = await findContactMessagesByEmail(t.db, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Morgan Reyes', topic: 'sales' });
    const team = await t.outbox(COMPANY.teamInbox);
    expect(team.some((m) => m.kind === 'contact-notification' && m.text.includes(email))).toBe(true);
    const mine = await t.outbox(email);
    expect(mine.map((m) => m.kind)).toContain('contact-confirmation');
  });

  it('answers 400 with fields for invalid input', async () => {
    const res = await createClient(t).post('/api/contact', {
      name: '',
      email: 'nope',
      topic: 'spam',
      message: 'short',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('silently accepts but drops a filled honeypot', async () => {
    const email = `bot-${randomUUID().slice(0, 8)}@example.com`;
    const res = await createClient(t).post('/api/contact', { ...contact, email, website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await findContactMessagesByEmail(t.db, email)).toHaveLength(0);
    expect(await t.outbox(email)).toHaveLength(0);
  });

  it('limits each address to 5 messages per 10 minutes (429 with Retry-After)', async () => {
    const c = createClient(t);
    for (let i = 0; i < 5; i++) expect((await c.post('/api/contact', contact)).status).toBe(202);
    const limited = await c.post('/api/contact', contact);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await createClient(t).post('/api/contact', contact)).status).toBe(202);
  });
});

const quote = {
  name: 'Avery Chen',
  email: 'avery@northside-auto.example',
  phone: '+1 (614) 555-0199',
  dealership: 'Northside Auto',
  rooftops: 2,
  monthlyUnits: 85,
  plan: 'pro',
  message: 'We run two lots and want the API.',
};

describe('POST /api/quotes', () => {
  it('stores the request under Q-YYYY-NNNNNN references from a counter and emails sales and the sender', async () => {
    const c = createClient(t);
    const year = new Date().getUTCFullYear();
    const a = await c.post('/api/quotes', quote);
    const b = await c.post('/api/quotes', { ...quote, email: 'second@northside-auto.example' });
    expect(a.status).toBe(201);
    expect(a.body.reference).toMatch(new RegExp(`^Q-${year}-\\d{6}$`));
    expect(Number(b.body.reference.slice(-6))).toBe(Number(a.body.reference.slice(-6)) + 1);
    const row = await findQuoteRequest(t.db, a.body.reference);
    expect(row).toMatchObject({
      dealershipName: 'Northside Auto',
      rooftops: 2,
      monthlyUnits: 85,
      plan: 'pro',
      email: quote.email,
    });
    const sales = await t.outbox(COMPANY.salesInbox);
    expect(sales.some((m) => m.data.reference === a.body.reference)).toBe(true);
    const confirm = await t.outbox(quote.email);
    expect(confirm[0]?.text).toContain(a.body.reference);
  });

  it('allocates distinct references to concurrent requests', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => createClient(t).post('/api/quotes', { ...quote, email: `c${i}@example.com` })),
    );
    const refs = results.map((r) => r.body.reference);
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(refs).size).toBe(3);
  });

  it('answers 400 with fields for invalid input, including non-integers and unknown plans', async () => {
    const res = await createClient(t).post('/api/quotes', {
      ...quote,
      email: 'x',
      phone: 'abc',
      rooftops: 1.5,
      monthlyUnits: '10',
      plan: 'gold',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'monthlyUnits', 'phone', 'plan', 'rooftops']);
  });

  it('drops a filled honeypot but still answers with a reference', async () => {
    const before = (await t.db.select().from(quoteRequests)).length;
    const res = await createClient(t).post('/api/quotes', { ...quote, website: 'x' });
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^Q-\d{4}-\d{6}$/);
    expect((await t.db.select().from(quoteRequests)).length).toBe(before);
  });

  it('rate-limits per address', async () => {
    const c = createClient(t);
    for (let i = 0; i < 5; i++) expect((await c.post('/api/quotes', { ...quote, website: 'x' })).status).toBe(201);
    expect((await c.post('/api/quotes', quote)).status).toBe(429);
  });
});

describe('OpenAPI document', () => {
  it('describes the marketing endpoints', async () => {
    const res = await createClient(t).get('/api/openapi.json');
    expect(res.status).toBe(200);
    for (const path of [
      '/api/content/{kind}',
      '/api/content/{kind}/{slug}',
      '/api/plans',
      '/api/blog',
      '/api/blog/{slug}',
      '/api/contact',
      '/api/quotes',
    ]) {
      expect(Object.keys(res.body.paths), path).toContain(path);
    }
  });
});

describe('discoverability', () => {
  it('serves robots.txt and a sitemap of public pages, legal documents and live posts with absolute URLs', async () => {
    const c = createClient(t);
    const robots = await c.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await c.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    for (const loc of [
      'http://localhost:3000/',
      'http://localhost:3000/about',
      'http://localhost:3000/blog',
      'http://localhost:3000/legal/cookie-policy',
      'http://localhost:3000/blog/post-1',
    ]) {
      expect(sitemap.body).toContain(`<loc>${loc}</loc>`);
    }
    expect(sitemap.body).not.toContain('/dashboard');
    expect(sitemap.body).not.toContain('/auth/');
    expect(sitemap.body).not.toContain('a-draft');
    expect(sitemap.body).not.toContain('$slug');
  });

  it('injects title, description, canonical and Open Graph tags into the shell', async () => {
    const c = createClient(t);
    const about = await c.get('/about');
    expect(about.status).toBe(200);
    expect(about.body).toContain('<title>About Us — Lotline</title>');
    expect(about.body).toContain('<link rel="canonical" href="http://localhost:3000/about" />');
    expect(about.body).toContain('<meta property="og:image" content="http://localhost:3000/og-default.png" />');
    expect(about.body).not.toContain('noindex');
    expect(about.body.match(/<title>/g)).toHaveLength(1);
    const blogPost = await c.get('/blog/post-3');
    expect(blogPost.body).toContain('<title>Post 3 — Lotline Blog</title>');
    expect(blogPost.body).toContain('<meta name="description" content="Excerpt 3" />');
    expect(blogPost.body).toContain('<meta property="og:type" content="article" />');
    const login = await c.get('/auth/login');
    expect(login.body).toContain('<meta name="robots" content="noindex" />');
    const dash = await c.get('/dashboard/leads');
    expect(dash.body).toContain('<meta name="robots" content="noindex" />');
    const unknown = await c.get('/legal/nope');
    expect(unknown.body).toContain('noindex');
  });

  it('renderHead escapes and injectHead replaces the shell title', () => {
    const head = renderHead('/blog/x', 'https://lotline.example', { title: 'A "quoted" <title>', excerpt: 'e' });
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;title&gt; — Lotline Blog</title>');
    expect(head).toContain('https://lotline.example/blog/x');
    const html = injectHead(SHELL, head);
    expect(html).not.toContain('content="shell"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('data survives', () => {
  it('keeps contact messages and quotes in their tables', async () => {
    expect((await t.db.select().from(contactMessages)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(quoteRequests)).length).toBeGreaterThan(0);
  });
});
