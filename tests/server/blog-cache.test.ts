/**
 * The blog answers from an in-process cache for as long as its answers say they may be kept
 * (Cache-Control max-age). What a client notices: the headers, the same content on every request,
 * a write through the server showing up at once, and a change made elsewhere (another process)
 * showing up within max-age.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBlogPosts, updateBlogPost } from '../../src/server/db/queries/marketing';
import { blogPosts } from '../../src/server/db/schema';
import { BLOG_MAX_AGE_S } from '../../src/server/routes/blog';
import { createTtlCache } from '../../src/server/ttl-cache';
import { createClient, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const day = 24 * 60 * 60 * 1000;

const post = (slug: string, over: Partial<typeof blogPosts.$inferInsert> = {}): typeof blogPosts.$inferInsert => ({
  id: randomUUID(),
  title: `Title of ${slug}`,
  slug,
  excerpt: `Excerpt of ${slug}`,
  bodyMarkdown: `## About ${slug}\n\nThe body of ${slug}.`,
  tags: ['cache'],
  status: 'published',
  publishedAt: new Date(Date.now() - day),
  author: 'Lotline Team',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertBlogPosts(t.db, [post('first'), post('second', { publishedAt: new Date(Date.now() - 2 * day) })]);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('blog answers are cached for the time they advertise', () => {
  it('say public, max-age and Age, and give the same content on every request', async () => {
    const c = createClient(t);
    for (const path of ['/api/blog', '/api/blog/first']) {
      const one = await c.get(path);
      const two = await c.get(path);
      expect(one.status, path).toBe(200);
      expect(one.headers.get('cache-control'), path).toBe(`public, max-age=${BLOG_MAX_AGE_S}`);
      expect(Number(one.headers.get('age')), path).toBeGreaterThanOrEqual(0);
      expect(Number(two.headers.get('age')), path).toBeLessThanOrEqual(BLOG_MAX_AGE_S);
      expect(two.body, path).toEqual(one.body);
    }
  });

  it('key the list by the normalized query: equivalent URLs give one answer, different ones their own', async () => {
    const c = createClient(t);
    const plain = await c.get('/api/blog');
    const explicit = await c.get('/api/blog?page=1&pageSize=5&tag=');
    expect(explicit.body).toEqual(plain.body);
    const small = await c.get('/api/blog?pageSize=1');
    expect(small.body.items).toHaveLength(1);
    expect(small.body.totalPages).toBe(small.body.total);
    const tagged = await c.get('/api/blog?tag=%20cache%20');
    expect(tagged.body.tag).toBe('cache');
    expect(tagged.body.total).toBe(plain.body.total);
  });

  it('show a post written through the server at once: in the list, by its address, and edits to it', async () => {
    const c = createClient(t);
    const before = await c.get('/api/blog');
    const missing = await c.get('/api/blog/fresh-news');
    expect(missing.status).toBe(404);

    const row = post('fresh-news', { publishedAt: new Date(Date.now() - 1000) });
    await insertBlogPosts(t.db, [row]);
    const after = await c.get('/api/blog');
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.items[0].slug).toBe('fresh-news');
    const found = await c.get('/api/blog/fresh-news');
    expect(found.status).toBe(200);
    expect(found.body.html).toContain('<h2>About fresh-news</h2>');

    await updateBlogPost(t.db, row.id!, { title: 'Fresh news, edited', bodyMarkdown: '## Edited\n\nNew words.' });
    const edited = await c.get('/api/blog/fresh-news');
    expect(edited.body.title).toBe('Fresh news, edited');
    expect(edited.body.html).toContain('<h2>Edited</h2>');
    expect((await c.get('/api/blog')).body.items[0].title).toBe('Fresh news, edited');

    await updateBlogPost(t.db, row.id!, { status: 'draft' });
    expect((await c.get('/api/blog/fresh-news')).status).toBe(404);
    expect((await c.get('/api/blog')).body.total).toBe(before.body.total);
  });

  it('show a change made by another process within max-age, not after it', async () => {
    const c = createClient(t);
    const cached = await c.get('/api/blog/second');
    expect(cached.body.title).toBe('Title of second');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Another process (a second instance, `npm run db:seed`) writes: this one is not told.
    await t.db.update(blogPosts).set({ title: 'Changed elsewhere' }).where(eq(blogPosts.slug, 'second'));

    vi.advanceTimersByTime((BLOG_MAX_AGE_S - 1) * 1000);
    const stillKept = await c.get('/api/blog/second');
    expect(stillKept.body.title).toBe('Title of second');
    expect(Number(stillKept.headers.get('age'))).toBe(BLOG_MAX_AGE_S - 1);

    vi.advanceTimersByTime(2000);
    const refreshed = await c.get('/api/blog/second');
    expect(refreshed.body.title).toBe('Changed elsewhere');
    expect(refreshed.headers.get('age')).toBe('0');
  });

  it('answer many simultaneous requests with the same content', async () => {
    const c = createClient(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => c.get(i % 2 ? '/api/blog' : '/api/blog/first')),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.filter((_, i) => i % 2).map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(new Set(answers.filter((_, i) => i % 2 === 0).map((a) => JSON.stringify(a.body))).size).toBe(1);
  });
});

describe('createTtlCache', () => {
  it('loads a key once for simultaneous misses, again after the TTL, and never keeps a failure', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return loads;
    };
    const hits = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(hits.map((h) => h.value))).toEqual(new Set([1]));
    clock = 999;
    expect((await cache.get('k', load)).value).toBe(1);
    clock = 1000;
    expect((await cache.get('k', load)).value).toBe(2);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('bad', async () => 7)).value).toBe(7);
  });

  it('does not keep a load that was running when it was cleared, and keeps at most maxEntries', async () => {
    let release!: (v: string) => void;
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 3 });
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    await Promise.resolve();
    cache.clear();
    release('old');
    expect((await slow).value).toBe('old');
    expect((await cache.get('k', async () => 'new')).value).toBe('new');

    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect((await cache.get('k', async () => 'reloaded')).value).toBe('reloaded');
  });
});
