/**
 * Blog admin API: platform admins only (401 signed out, 403 for dealers and shoppers), the slug
 * rules, drafts / scheduled / published as the public blog shows them — a scheduled post appears
 * at its time without a write or a restart — the preview sanitized like the public page, and
 * writes showing on /blog at once although the blog answers from its cache.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from '../../src/server/static';
import type { BlogPostInput } from '../../src/shared/schemas/blog-admin';
import {
  createClient,
  registerAdmin,
  registerDealer,
  registerVerified,
  createTestApp,
  type Client,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: Client;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await registerAdmin(t);
  admin = a.client;
  adminName = `${a.person.firstName} ${a.person.lastName}`;
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const input = (over: Partial<BlogPostInput> = {}): BlogPostInput => {
  n += 1;
  return {
    title: `Reconditioning that pays, part ${n}`,
    slug: `reconditioning-that-pays-${n}`,
    excerpt: 'What to fix before a used car goes on the lot, and what to leave alone.',
    coverUrl: null,
    coverAlt: '',
    bodyMarkdown: `## Start with safety\n\nBrakes and tires first (post ${n}).`,
    tags: ['recon', 'operations'],
    status: 'published',
    publishedAt: null,
    ...over,
  };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('who may use it', () => {
  it('answers 401 signed out and 403 to shoppers and dealership owners, on reads and writes', async () => {
    const anonymous = createClient(t);
    const shopper = (await registerVerified(t)).client;
    const owner = (await registerDealer(t, 'Blog Test Motors')).client;
    const calls = (c: Client) => [
      c.get('/api/blog-admin/posts'),
      c.get('/api/blog-admin/posts/some-id'),
      c.post('/api/blog-admin/posts', input()),
      c.put('/api/blog-admin/posts/some-id', input()),
      c.del('/api/blog-admin/posts/some-id'),
      c.get('/api/blog-admin/slug?title=Hello'),
      c.post('/api/blog-admin/preview', { bodyMarkdown: '# Hi' }),
    ];
    for (const res of await Promise.all(calls(anonymous))) expect(res.status).toBe(401);
    for (const c of [shopper, owner])
      for (const res of await Promise.all(calls(c))) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
    const form = new FormData();
    form.append('file', new File([new Uint8Array(10)], 'x.png', { type: 'image/png' }));
    expect((await owner.post('/api/blog-admin/covers', form)).status).toBe(403);
  });
});

describe('posts', () => {
  it('creates, reads, lists with search and status filter, updates and deletes', async () => {
    const created = await admin.post(
      '/api/blog-admin/posts',
      input({ title: 'Pricing aged units', slug: 'pricing-aged-units', tags: ['pricing'] }),
    );
    expect(created.status).toBe(201);
    const post = created.body.post;
    expect(post).toMatchObject({ slug: 'pricing-aged-units', status: 'published', live: true, author: adminName });
    expect(Date.parse(post.publishedAt)).toBeLessThanOrEqual(Date.now());

    const draft = await admin.post('/api/blog-admin/posts', input({ title: 'A draft about leads', status: 'draft' }));
    expect(draft.status).toBe(201);
    expect(draft.body.post).toMatchObject({ status: 'draft', live: false, publishedAt: null });

    expect((await admin.get(`/api/blog-admin/posts/${post.id}`)).body.post.bodyMarkdown).toContain('Start with safety');
    expect((await admin.get('/api/blog-admin/posts/nope')).status).toBe(404);

    const searched = await admin.get('/api/blog-admin/posts?q=aged');
    expect(searched.body.items.map((p: { slug: string }) => p.slug)).toEqual(['pricing-aged-units']);
    const byTag = await admin.get('/api/blog-admin/posts?q=pricing');
    expect(byTag.body.total).toBe(1);
    const drafts = await admin.get('/api/blog-admin/posts?status=draft');
    expect(drafts.body.items.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect(drafts.body.counts.draft).toBe(drafts.body.total);
    expect(drafts.body.counts.all).toBeGreaterThanOrEqual(2);
    expect((await admin.get('/api/blog-admin/posts?status=bogus')).status).toBe(400);

    const edited = await admin.put(`/api/blog-admin/posts/${post.id}`, {
      ...input({ title: 'Pricing aged units, revised', slug: 'pricing-aged-units' }),
      publishedAt: post.publishedAt,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({ title: 'Pricing aged units, revised', publishedAt: post.publishedAt });
    expect((await admin.put('/api/blog-admin/posts/nope', input())).status).toBe(404);

    expect((await admin.del(`/api/blog-admin/posts/${post.id}`)).status).toBe(200);
    expect((await admin.get(`/api/blog-admin/posts/${post.id}`)).status).toBe(404);
    expect((await admin.del(`/api/blog-admin/posts/${post.id}`)).status).toBe(404);
  });

  it('validates: slug pattern, lengths, alt text with a cover, scheduled in the future, naming the field', async () => {
    const cases: [Partial<BlogPostInput>, string][] = [
      [{ slug: 'Has Spaces' }, 'slug'],
      [{ slug: 'double--hyphen' }, 'slug'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(141) }, 'title'],
      [{ excerpt: 'Too short' }, 'excerpt'],
      [{ coverUrl: '/api/blog-covers/abc.webp', coverAlt: '' }, 'coverAlt'],
      [{ coverUrl: 'javascript:alert(1)', coverAlt: 'x' }, 'coverUrl'],
      [{ status: 'scheduled', publishedAt: null }, 'publishedAt'],
      [{ status: 'scheduled', publishedAt: new Date(Date.now() - 60_000).toISOString() }, 'publishedAt'],
      [{ status: 'published', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }, 'publishedAt'],
      [{ tags: ['Upper Case'] }, 'tags.0'],
    ];
    for (const [over, field] of cases) {
      const res = await admin.post('/api/blog-admin/posts', input(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(over)).toHaveProperty(field);
    }
  });

  it('suggests a free slug from the title (-2, -3…) and answers 409 naming the slug when it is taken', async () => {
    const first = await admin.get(
      '/api/blog-admin/slug?title=' + encodeURIComponent('Trade-ins & Appraisals: Our Guide!'),
    );
    expect(first.body).toEqual({ slug: 'trade-ins-and-appraisals-our-guide', available: true });
    const a = await admin.post('/api/blog-admin/posts', input({ slug: 'trade-ins-and-appraisals-our-guide' }));
    expect(a.status).toBe(201);
    const second = await admin.get(
      '/api/blog-admin/slug?title=' + encodeURIComponent('Trade-ins & appraisals: our guide'),
    );
    expect(second.body).toEqual({ slug: 'trade-ins-and-appraisals-our-guide-2', available: false });
    await admin.post('/api/blog-admin/posts', input({ slug: 'trade-ins-and-appraisals-our-guide-2' }));
    const third = await admin.get('/api/blog-admin/slug?slug=trade-ins-and-appraisals-our-guide');
    expect(third.body.slug).toBe('trade-ins-and-appraisals-our-guide-3');
    // The post's own address is not taken for itself.
    const own = await admin.get(`/api/blog-admin/slug?slug=trade-ins-and-appraisals-our-guide&id=${a.body.post.id}`);
    expect(own.body).toEqual({ slug: 'trade-ins-and-appraisals-our-guide', available: true });

    const dup = await admin.post('/api/blog-admin/posts', input({ slug: 'trade-ins-and-appraisals-our-guide' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('SLUG_TAKEN');
    expect(dup.body.error.fields.slug).toMatch(/trade-ins-and-appraisals-our-guide-3/);
    const other = await admin.post('/api/blog-admin/posts', input());
    const move = await admin.put(
      `/api/blog-admin/posts/${other.body.post.id}`,
      input({ slug: 'trade-ins-and-appraisals-our-guide' }),
    );
    expect(move.status).toBe(409);
    expect(move.body.error.fields).toHaveProperty('slug');
  });
});

describe('what /blog shows', () => {
  it('shows a write at once although the blog is cached; drafts and deleted posts disappear at once', async () => {
    const anyone = createClient(t);
    const before = await anyone.get('/api/blog');
    const made = await admin.post(
      '/api/blog-admin/posts',
      input({ title: 'Fresh from the editor', slug: 'fresh-from-the-editor' }),
    );
    const list = await anyone.get('/api/blog');
    expect(list.body.total).toBe(before.body.total + 1);
    expect(list.body.items[0].slug).toBe('fresh-from-the-editor');
    expect((await anyone.get('/api/blog/fresh-from-the-editor')).status).toBe(200);

    await admin.put(`/api/blog-admin/posts/${made.body.post.id}`, {
      ...input({ title: 'Fresh, edited', slug: 'fresh-from-the-editor', bodyMarkdown: '## Edited here' }),
      publishedAt: made.body.post.publishedAt,
    });
    const edited = await anyone.get('/api/blog/fresh-from-the-editor');
    expect(edited.body.title).toBe('Fresh, edited');
    expect(edited.body.html).toContain('<h2>Edited here</h2>');

    await admin.put(
      `/api/blog-admin/posts/${made.body.post.id}`,
      input({ slug: 'fresh-from-the-editor', status: 'draft' }),
    );
    expect((await anyone.get('/api/blog/fresh-from-the-editor')).status).toBe(404);
    expect((await anyone.get('/api/blog')).body.total).toBe(before.body.total);

    await admin.put(`/api/blog-admin/posts/${made.body.post.id}`, input({ slug: 'fresh-from-the-editor' }));
    expect((await anyone.get('/api/blog/fresh-from-the-editor')).status).toBe(200);
    await admin.del(`/api/blog-admin/posts/${made.body.post.id}`);
    expect((await anyone.get('/api/blog/fresh-from-the-editor')).status).toBe(404);
  });

  it('shows a scheduled post once its time passes, with no write in between, and never advertises past it', async () => {
    const anyone = createClient(t);
    const at = new Date(Date.now() + 1500).toISOString();
    const made = await admin.post(
      '/api/blog-admin/posts',
      input({ title: 'On the dot', slug: 'on-the-dot', status: 'scheduled', publishedAt: at }),
    );
    expect(made.status).toBe(201);
    expect(made.body.post).toMatchObject({ status: 'scheduled', live: false, publishedAt: at });

    // Cached now, without the post: the answers may be kept only until the post is due.
    const early = await anyone.get('/api/blog');
    expect(early.body.items.map((p: { slug: string }) => p.slug)).not.toContain('on-the-dot');
    const maxAge = Number(/max-age=(\d+)/.exec(early.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(2);
    expect((await anyone.get('/api/blog/on-the-dot')).status).toBe(404);

    await sleep(Date.parse(at) - Date.now() + 100);
    const later = await anyone.get('/api/blog');
    expect(later.body.items[0].slug).toBe('on-the-dot');
    expect((await anyone.get('/api/blog/on-the-dot')).status).toBe(200);
    expect((await admin.get(`/api/blog-admin/posts/${made.body.post.id}`)).body.post.live).toBe(true);
    // Nothing else is due: the full minute again.
    expect((await anyone.get('/api/blog?page=1&pageSize=2')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('preview and cover', () => {
  it('renders Markdown exactly as the public page does: scripts, handlers and javascript: links stripped', async () => {
    const markdown = [
      '# Title becomes h2',
      '',
      '<script>alert(1)</script>',
      '',
      '<img src="https://example.com/x.png" onerror="alert(2)" alt="x">',
      '',
      '[click](javascript:alert(3)) and [ok](https://example.com)',
    ].join('\n');
    const res = await admin.post('/api/blog-admin/preview', { bodyMarkdown: markdown });
    expect(res.status).toBe(200);
    const { html } = res.body as { html: string };
    expect(html).toContain('<h2>Title becomes h2</h2>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('rel="noopener noreferrer nofollow"');

    const made = await admin.post('/api/blog-admin/posts', input({ slug: 'same-html', bodyMarkdown: markdown }));
    expect(made.status).toBe(201);
    expect((await createClient(t).get('/api/blog/same-html')).body.html).toBe(html);
  });

  it('keeps an uploaded cover as one WebP at most 1600 px wide, for admins until a live post shows it', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c05621' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(jpeg)], 'cover.jpg', { type: 'image/jpeg' }));
    const up = await admin.post('/api/blog-admin/covers', form);
    expect(up.status).toBe(201);
    expect(up.body.url).toMatch(/^\/api\/blog-covers\/[\w-]+\.webp$/);

    const mine = await t.app.request(up.body.url, {
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(mine.status).toBe(200);
    const meta = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    expect((await createClient(t).get(up.body.url)).status).toBe(404);

    const made = await admin.post(
      '/api/blog-admin/posts',
      input({ slug: 'with-a-cover', coverUrl: up.body.url, coverAlt: 'An orange test card' }),
    );
    expect(made.status).toBe(201);
    const open = await t.app.request(up.body.url);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toContain('immutable');

    const pdf = new FormData();
    pdf.append('file', new File([new TextEncoder().encode('%PDF-1.4')], 'c.jpg', { type: 'image/jpeg' }));
    const refused = await admin.post('/api/blog-admin/covers', pdf);
    expect(refused.status).toBe(415);
    expect(refused.body.error.fields).toHaveProperty('file');

    // Deleting the post removes its cover file.
    await admin.del(`/api/blog-admin/posts/${made.body.post.id}`);
    const gone = await t.app.request(up.body.url, {
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(gone.status).toBe(404);
  });
});

describe('the server-rendered /blog page', () => {
  const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lotline</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
  let site: TestApp;
  let dist: string;
  let siteAdmin: Client;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lotline-blog-ssr-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
    site = await createTestApp({ site: loadStaticSite(dist) });
    siteAdmin = (await registerAdmin(site)).client;
  }, 120_000);
  afterAll(async () => {
    await site.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const blogHtml = async () => (await site.app.request('/blog')).text();

  it('shows an edit at once and a scheduled post at its time, although rendered pages are kept a minute', async () => {
    // The first server render loads the app: not part of what is measured.
    await blogHtml();
    const made = await siteAdmin.post(
      '/api/blog-admin/posts',
      input({ title: 'Rendered before the edit', slug: 'rendered' }),
    );
    const due = new Date(Date.now() + 2500).toISOString();
    await siteAdmin.post(
      '/api/blog-admin/posts',
      input({ title: 'Rendered when due', slug: 'rendered-when-due', status: 'scheduled', publishedAt: due }),
    );
    const first = await blogHtml();
    expect(first).toContain('Rendered before the edit');
    expect(first).not.toContain('Rendered when due');

    await siteAdmin.put(`/api/blog-admin/posts/${made.body.post.id}`, {
      ...input({ title: 'Rendered after the edit', slug: 'rendered' }),
      publishedAt: made.body.post.publishedAt,
    });
    const edited = await blogHtml();
    expect(edited).toContain('Rendered after the edit');
    expect(edited).not.toContain('Rendered when due');

    await sleep(Date.parse(due) - Date.now() + 100);
    expect(await blogHtml()).toContain('Rendered when due');
  });
});
