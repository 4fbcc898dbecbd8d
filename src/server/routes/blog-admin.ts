/**
 * Blog admin (DOMAIN.md › Areas › Blog admin): every post whatever its status, paged and searched
 * here; create, edit and delete; a free address for a title; the Markdown preview, rendered by the
 * public blog's own renderMarkdown so the editor shows exactly what visitors will get; and the cover
 * upload (checked and resized like the other pictures, kept as one WebP in the photo storage).
 * Platform admins only (the spec's guard "enforces nothing": ours does). Writes go through the
 * query layer that empties the public blog's cache, so an edit shows on /blog at once.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_COVER_MAX_BYTES,
  BLOG_SLUG_MAX,
  BlogAdminPageSchema as SharedPageSchema,
  BlogAdminPostSchema as SharedPostSchema,
  BlogAdminQuerySchema,
  BlogCoverSchema as SharedCoverSchema,
  BlogPostInputSchema,
  BlogPreviewInputSchema,
  BlogPreviewSchema as SharedPreviewSchema,
  BlogSlugQuerySchema,
  BlogSlugSuggestionSchema as SharedSlugSchema,
  slugify,
  type BlogAdminSummary,
  type BlogPostValues,
} from '../../shared/schemas/blog-admin';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, loadViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import {
  findBlogPostForAdmin,
  isCoverInUse,
  isLiveCover,
  listBlogPostsForAdmin,
  slugsLike,
  type BlogAdminRow,
} from '../db/queries/blog-admin';
import { deleteBlogPost, insertBlogPost, updateBlogPost } from '../db/queries/marketing';
import { newId } from '../db/queries/ids';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { processBlogCover } from '../photos/blog-cover';
import { PhotoRejected } from '../photos/process';
import { storageFor } from '../storage';
import { renderMarkdown } from './blog';
import { body, IdParam, json } from './openapi-parts';

const PageSchema = z.object(SharedPageSchema.shape).openapi('BlogAdminPage');
const PostSchema = z.object(SharedPostSchema.shape).openapi('BlogAdminPost');
const PostEnvelope = z.object({ post: PostSchema }).openapi('BlogAdminPostEnvelope');
const SlugSchema = z.object(SharedSlugSchema.shape).openapi('BlogSlugSuggestion');
const PreviewSchema = z.object(SharedPreviewSchema.shape).openapi('BlogPreview');
const CoverSchema = z.object(SharedCoverSchema.shape).openapi('BlogCover');
const Deleted = z.object({ deleted: z.literal(true) }).openapi('BlogAdminDeleted');
const CoverForm = z.object({
  file: z.instanceof(File, { message: 'Choose a JPEG, PNG or WebP picture' }).openapi({
    type: 'string',
    format: 'binary',
    description: 'One JPEG, PNG or WebP picture (type judged by content)',
  }),
});
const CoverFileParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}\.webp$/)
    .openapi({ param: { name: 'file', in: 'path' } }),
});

const MB = 1024 * 1024;
const COVER_PREFIX = '/api/blog-covers/';
const coverKey = (file: string) => `blog-covers/${file}`;
/** The storage key behind a cover we stored ourselves; undefined for an outside address. */
const ownCoverKey = (url: string | null) =>
  url?.startsWith(COVER_PREFIX) ? coverKey(url.slice(COVER_PREFIX.length)) : undefined;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toSummary = (row: Omit<BlogAdminRow, 'bodyMarkdown'>): BlogAdminSummary => ({
  ...row,
  live: Boolean(row.live),
  publishedAt: iso(row.publishedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toPost = ({ bodyMarkdown, ...row }: BlogAdminRow) => ({ ...toSummary(row), bodyMarkdown });

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The first of base, base-2, base-3… not in `taken`. */
const firstFree = (base: string, taken: ReadonlySet<string>) => {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** What the database stores for an input: Published without a time is published now. */
const toRow = (input: BlogPostValues) => ({
  title: input.title,
  slug: input.slug,
  excerpt: input.excerpt,
  coverUrl: input.coverUrl,
  coverAlt: input.coverUrl ? input.coverAlt : null,
  bodyMarkdown: input.bodyMarkdown,
  tags: input.tags,
  status: input.status,
  publishedAt: input.publishedAt ? new Date(input.publishedAt) : input.status === 'published' ? new Date() : null,
});

const notFound = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No post has this id (it may have been deleted).');

export const blogAdminRoutes = (deps: AppDeps) => {
  const admins = requireAccess(deps, 'blog-admin');
  const storage = storageFor(deps.env);
  const uploadLimit = bodyLimit({
    maxSize: BLOG_COVER_MAX_BYTES + 64 * 1024,
    onError: (c) =>
      apiError(c, 413, 'FILE_TOO_LARGE', `The picture is larger than ${BLOG_COVER_MAX_BYTES / MB} MB.`, {
        fields: { file: `Use a picture of at most ${BLOG_COVER_MAX_BYTES / MB} MB` },
      }),
  });

  /** Removes a cover file of ours that no post uses any more (a failure only leaves a file behind). */
  const dropCoverIfUnused = async (url: string | null) => {
    const key = ownCoverKey(url);
    if (!key || !url || (await isCoverInUse(deps.db, url))) return;
    await storage.delete(key).catch(() => console.warn('[blog-admin] a replaced cover could not be removed'));
  };

  const slugTaken = async (c: Context, slug: string, exceptId: string) => {
    const taken = await slugsLike(deps.db, slug, exceptId);
    if (!taken.has(slug)) return undefined;
    return apiError(c, 409, 'SLUG_TAKEN', 'Another post already has this address.', {
      fields: { slug: `Another post has this address: try ${firstFree(slug, taken)}` },
    });
  };

  const list = createRoute({
    method: 'get',
    path: '/blog-admin/posts',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary:
      'Every post whatever its status, newest first; search (title, address, excerpt, tags), status filter, pages',
    middleware: admins,
    request: { query: BlogAdminQuerySchema },
    responses: {
      200: json(PageSchema, 'A page of posts, with the counts per status'),
      ...errorResponses(400, 401, 403),
    },
  });

  const get = createRoute({
    method: 'get',
    path: '/blog-admin/posts/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary: 'One post with its Markdown body',
    middleware: admins,
    request: { params: IdParam },
    responses: { 200: json(PostEnvelope, 'The post'), ...errorResponses(401, 403, 404) },
  });

  const create = createRoute({
    method: 'post',
    path: '/blog-admin/posts',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary:
      'Write a post: draft, scheduled (a time in the future) or published (now, unless a time is given); 409 for an address in use',
    middleware: admins,
    request: { ...body(BlogPostInputSchema) },
    responses: { 201: json(PostEnvelope, 'The new post'), ...errorResponses(400, 401, 403, 409) },
  });

  const update = createRoute({
    method: 'put',
    path: '/blog-admin/posts/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary: 'Replace a post (every field); shows on /blog at once',
    middleware: admins,
    request: { params: IdParam, ...body(BlogPostInputSchema) },
    responses: { 200: json(PostEnvelope, 'The post as saved'), ...errorResponses(400, 401, 403, 404, 409) },
  });

  const remove = createRoute({
    method: 'delete',
    path: '/blog-admin/posts/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary: 'Delete a post (and its cover file when no other post uses it)',
    middleware: admins,
    request: { params: IdParam },
    responses: { 200: json(Deleted, 'Deleted'), ...errorResponses(401, 403, 404) },
  });

  const slug = createRoute({
    method: 'get',
    path: '/blog-admin/slug',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary: 'A free address for a title (or a typed address): it as it is when free, else with -2, -3…',
    middleware: admins,
    request: { query: BlogSlugQuerySchema },
    responses: { 200: json(SlugSchema, 'The suggestion'), ...errorResponses(400, 401, 403) },
  });

  const preview = createRoute({
    method: 'post',
    path: '/blog-admin/preview',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary: 'Markdown to the HTML the public post page will show (the same renderer and sanitizer)',
    middleware: admins,
    request: { ...body(BlogPreviewInputSchema) },
    responses: { 200: json(PreviewSchema, 'Sanitized HTML'), ...errorResponses(400, 401, 403) },
  });

  const uploadCover = createRoute({
    method: 'post',
    path: '/blog-admin/covers',
    ...declareAccess(ACCESS.admin),
    tags: ['Blog admin'],
    summary: `Upload a cover (multipart: \`file\`; JPEG, PNG or WebP up to ${BLOG_COVER_MAX_BYTES / MB} MB), kept as one WebP at most 1600 px wide`,
    middleware: [admins, uploadLimit] as const,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: CoverForm } } } },
    responses: {
      201: json(CoverSchema, "The cover's address, for the post's coverUrl"),
      ...errorResponses(400, 401, 403, 413, 415, 422),
    },
  });

  const coverFile = createRoute({
    method: 'get',
    path: '/blog-covers/{file}',
    ...declareAccess(ACCESS.anyone),
    tags: ['Blog'],
    summary: "A post's cover (WebP): to anyone while a live post shows it, otherwise to platform admins",
    request: { params: CoverFileParams },
    responses: {
      200: {
        description: 'The picture (immutable: a new upload gets a new address)',
        content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errorResponses(404),
    },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      const { rows, total, counts } = await listBlogPostsForAdmin(deps.db, {
        ...query,
        pageSize: BLOG_ADMIN_PAGE_SIZE,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: rows.map(toSummary),
          page: query.page,
          pageSize: BLOG_ADMIN_PAGE_SIZE,
          total,
          totalPages: Math.max(1, Math.ceil(total / BLOG_ADMIN_PAGE_SIZE)),
          counts,
        },
        200,
      );
    })
    .openapi(get, async (c) => {
      const row = await findBlogPostForAdmin(deps.db, c.req.valid('param').id);
      if (!row) return notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ post: toPost(row) }, 200);
    })
    .openapi(create, async (c) => {
      const input = c.req.valid('json');
      const taken = await slugTaken(c, input.slug, '');
      if (taken) return taken;
      const id = newId();
      try {
        await insertBlogPost(deps.db, { id, ...toRow(input), author: getViewer(c).user.name });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another admin took the address between the check and the write.
        return (await slugTaken(c, input.slug, id))!;
      }
      return c.json({ post: toPost((await findBlogPostForAdmin(deps.db, id))!) }, 201);
    })
    .openapi(update, async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const before = await findBlogPostForAdmin(deps.db, id);
      if (!before) return notFound(c);
      const taken = await slugTaken(c, input.slug, id);
      if (taken) return taken;
      try {
        await updateBlogPost(deps.db, id, toRow(input));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return (await slugTaken(c, input.slug, id))!;
      }
      const after = await findBlogPostForAdmin(deps.db, id);
      if (!after) return notFound(c);
      if (before.coverUrl !== after.coverUrl) await dropCoverIfUnused(before.coverUrl);
      return c.json({ post: toPost(after) }, 200);
    })
    .openapi(remove, async (c) => {
      const { id } = c.req.valid('param');
      const before = await findBlogPostForAdmin(deps.db, id);
      if (!before || !(await deleteBlogPost(deps.db, id))) return notFound(c);
      await dropCoverIfUnused(before.coverUrl);
      return c.json({ deleted: true as const }, 200);
    })
    .openapi(slug, async (c) => {
      const { title, slug: typed, id } = c.req.valid('query');
      const base = slugify(typed || title) || 'post';
      const taken = await slugsLike(deps.db, base, id);
      c.header('Cache-Control', 'no-store');
      return c.json({ slug: firstFree(base, taken), available: !taken.has(base) }, 200);
    })
    .openapi(preview, (c) => c.json({ html: renderMarkdown(c.req.valid('json').bodyMarkdown) }, 200))
    .openapi(uploadCover, async (c) => {
      const { file: upload } = c.req.valid('form');
      if (upload.size > BLOG_COVER_MAX_BYTES) {
        return apiError(c, 413, 'FILE_TOO_LARGE', `The picture is larger than ${BLOG_COVER_MAX_BYTES / MB} MB.`, {
          fields: { file: `Use a picture of at most ${BLOG_COVER_MAX_BYTES / MB} MB` },
        });
      }
      let webp: Uint8Array;
      try {
        webp = await processBlogCover(new Uint8Array(await upload.arrayBuffer()));
      } catch (error) {
        if (error instanceof PhotoRejected) {
          return apiError(c, error.status, error.code, error.message, { fields: { file: error.message } });
        }
        throw error;
      }
      const file = `${newId()}.webp`;
      await storage.put(coverKey(file), webp, 'image/webp');
      return c.json({ url: `${COVER_PREFIX}${file}` }, 201);
    })
    .openapi(coverFile, async (c) => {
      const { file } = c.req.valid('param');
      const url = `${COVER_PREFIX}${file}`;
      const live = await isLiveCover(deps.db, url);
      if (!live) {
        // A draft's cover is the admins' until the post goes live.
        const viewer = await loadViewer(deps.auth, deps.db, c.req.raw.headers);
        if (!viewer?.roles.includes('admin')) return apiError(c, 404, 'NOT_FOUND', 'No such picture.');
      }
      const stored = await storage.get(coverKey(file));
      if (!stored) return apiError(c, 404, 'NOT_FOUND', 'No such picture.');
      return c.body(stored.body, 200, {
        'Cache-Control': live ? 'public, max-age=31536000, immutable' : 'private, no-store',
        'Content-Type': 'image/webp',
        'Content-Length': String(stored.size),
        'X-Content-Type-Options': 'nosniff',
      });
    });
};
