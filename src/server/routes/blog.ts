import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import {
  BlogListQuerySchema,
  BlogListSchema,
  BlogPostSchema,
  type BlogPost,
  type BlogPostSummary,
} from '../../shared/schemas/marketing';
import {
  blogWriteCount,
  findLiveBlogPost,
  listLiveBlogPosts,
  listLiveBlogTags,
  nextBlogPostDue,
  noteBlogDue,
  type BlogPostRow,
} from '../db/queries/marketing';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { createTtlCache } from '../ttl-cache';

/**
 * What the blog answers advertise (Cache-Control max-age) and how long this process keeps them.
 * One number for both: a visitor never sees a post older than this, whether it came from their
 * browser, a shared cache or this process. With several instances each keeps its own copy, so a
 * change written through one shows up on the others within this time.
 */
export const BLOG_MAX_AGE_S = 60;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'h1'), 'img', 'h2', 'del', 'input'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align', 'scope'],
    td: ['align'],
    code: ['class'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: '' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
};

/** Markdown → HTML that is safe to insert: no script, no event handler, no javascript: URL survives. */
export const renderMarkdown = (markdown: string): string =>
  sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), SANITIZE);

/**
 * marked + sanitize-html cost milliseconds per post, and the same body always gives the same HTML:
 * render each body once per process (keyed by the markdown itself, so an edit renders anew).
 */
const renderedBodies = new Map<string, string>();
const RENDERED_MAX = 500;
const renderPostBody = (markdown: string): string => {
  let html = renderedBodies.get(markdown);
  if (html === undefined) {
    html = renderMarkdown(markdown);
    if (renderedBodies.size >= RENDERED_MAX) renderedBodies.delete(renderedBodies.keys().next().value!);
    renderedBodies.set(markdown, html);
  }
  return html;
};

export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 220));

const toSummary = (row: BlogPostRow): BlogPostSummary => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  coverUrl: row.coverUrl,
  coverAlt: row.coverAlt,
  tags: row.tags,
  author: row.author,
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  readingMinutes: readingMinutes(row.bodyMarkdown),
});

const toPost = (row: BlogPostRow): BlogPost => ({
  ...toSummary(row),
  html: renderPostBody(row.bodyMarkdown),
  updatedAt: row.updatedAt.toISOString(),
});

const BlogList = BlogListSchema.openapi('BlogList');
const BlogPostOut = BlogPostSchema.openapi('BlogPost');

const listPosts = createRoute({
  method: 'get',
  path: '/blog',
  ...declareAccess(ACCESS.anyone),
  tags: ['Blog'],
  summary: 'Published posts, newest first, paged; with the tags in use',
  request: { query: BlogListQuerySchema },
  responses: {
    200: { description: 'A page of posts', content: { 'application/json': { schema: BlogList } } },
    ...errorResponses(400),
  },
});

const getPost = createRoute({
  method: 'get',
  path: '/blog/{slug}',
  ...declareAccess(ACCESS.anyone),
  tags: ['Blog'],
  summary: 'One published post with its body rendered to sanitized HTML',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The post', content: { 'application/json': { schema: BlogPostOut } } },
    ...errorResponses(404),
  },
});

type BlogList = z.infer<typeof BlogListSchema>;

/**
 * Both routes answer from an in-process cache keyed by the validated (so normalized) query: the
 * same for every visitor, kept as long as the answers say they may be kept. A blog write through
 * the query layer (insertBlogPost(s), updateBlogPost, deleteBlogPost) empties it at once. `Age`
 * tells caches how old a kept answer already is, so the advertised lifetime is not counted twice.
 *
 * "Live" is decided by the database at read time (published, or scheduled with its time come), so
 * nothing has to run when a scheduled post's time comes; but a kept answer would hide it. Every load
 * therefore also reads when the next post is due, and the cache is emptied at that moment, and no
 * answer advertises a max-age that reaches past it: the post appears on time, without a restart.
 */
export const blogRoutes = ({ db }: Pick<AppDeps, 'db'>, options: { now?: () => number } = {}) => {
  const now = options.now ?? (() => Date.now());
  const lists = createTtlCache<BlogList>({ ttlMs: BLOG_MAX_AGE_S * 1000, maxEntries: 200, now });
  const posts = createTtlCache<BlogPost | null>({ ttlMs: BLOG_MAX_AGE_S * 1000, maxEntries: 500, now });
  let seenWrites = blogWriteCount(db);
  /** When the next post goes live (ms); null: none ahead; undefined: not read since the cache was emptied. */
  let nextDue: number | null | undefined;
  const clearAll = () => {
    lists.clear();
    posts.clear();
    nextDue = undefined;
    noteBlogDue(db, undefined);
  };
  const fresh = () => {
    const writes = blogWriteCount(db);
    if (writes !== seenWrites) {
      seenWrites = writes;
      clearAll();
    } else if (typeof nextDue === 'number' && now() >= nextDue) {
      clearAll();
    }
  };
  const readDue = async () => {
    const due = (await nextBlogPostDue(db))?.getTime() ?? null;
    // The earliest wins: a load that overlapped a write may have read an older time (one extra refill).
    if (due !== null && (nextDue == null || due < nextDue)) nextDue = due;
    else if (nextDue === undefined) nextDue = due;
    // The server-rendered blog pages keep nothing past it either (routes/seo.ts).
    noteBlogDue(db, nextDue);
  };
  const cacheHeaders = (storedAt: number) => {
    const age = Math.max(0, Math.floor((now() - storedAt) / 1000));
    const untilDue = typeof nextDue === 'number' ? Math.max(0, Math.ceil((nextDue - now()) / 1000)) : Infinity;
    const maxAge = Math.min(BLOG_MAX_AGE_S, age + untilDue);
    return { 'Cache-Control': `public, max-age=${maxAge}`, Age: String(age) };
  };

  return new OpenAPIHono({ defaultHook })
    .openapi(listPosts, async (c) => {
      const { page, pageSize, tag } = c.req.valid('query');
      fresh();
      const { value, storedAt } = await lists.get(`${page}:${pageSize}:${tag}`, async () => {
        const [{ rows, total }, tags] = await Promise.all([
          listLiveBlogPosts(db, { page, pageSize, tag }),
          listLiveBlogTags(db),
          readDue(),
        ]);
        return {
          items: rows.map(toSummary),
          page,
          pageSize,
          total,
          totalPages: Math.max(1, Math.ceil(total / pageSize)),
          tag,
          tags,
        };
      });
      return c.json(value, 200, cacheHeaders(storedAt));
    })
    .openapi(getPost, async (c) => {
      const { slug } = c.req.valid('param');
      fresh();
      const { value, storedAt } = await posts.get(slug, async () => {
        const [row] = await Promise.all([findLiveBlogPost(db, slug), readDue()]);
        return row ? toPost(row) : null;
      });
      if (!value) return apiError(c, 404, 'NOT_FOUND', 'No published post has this address.');
      return c.json(value, 200, cacheHeaders(storedAt));
    });
};
