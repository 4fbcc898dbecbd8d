import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import {
  BlogListQuerySchema,
  BlogListSchema,
  BlogPostSchema,
  type BlogPost,
  type BlogPostSummary,
} from '../../shared/schemas/marketing';
import { findLiveBlogPost, listLiveBlogPosts, listLiveBlogTags, type BlogPostRow } from '../db/queries/marketing';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';

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
  html: renderMarkdown(row.bodyMarkdown),
  updatedAt: row.updatedAt.toISOString(),
});

const BlogList = BlogListSchema.openapi('BlogList');
const BlogPostOut = BlogPostSchema.openapi('BlogPost');

const listPosts = createRoute({
  method: 'get',
  path: '/blog',
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
  tags: ['Blog'],
  summary: 'One published post with its body rendered to sanitized HTML',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The post', content: { 'application/json': { schema: BlogPostOut } } },
    ...errorResponses(404),
  },
});

export const blogRoutes = ({ db }: Pick<AppDeps, 'db'>) =>
  new OpenAPIHono({ defaultHook })
    .openapi(listPosts, async (c) => {
      const { page, pageSize, tag } = c.req.valid('query');
      const [{ rows, total }, tags] = await Promise.all([
        listLiveBlogPosts(db, { page, pageSize, tag }),
        listLiveBlogTags(db),
      ]);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(
        {
          items: rows.map(toSummary),
          page,
          pageSize,
          total,
          totalPages: Math.max(1, Math.ceil(total / pageSize)),
          tag,
          tags,
        },
        200,
      );
    })
    .openapi(getPost, async (c) => {
      const { slug } = c.req.valid('param');
      const row = await findLiveBlogPost(db, slug);
      if (!row) return apiError(c, 404, 'NOT_FOUND', 'No published post has this address.');
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(toPost(row), 200);
    });
