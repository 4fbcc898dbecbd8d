/**
 * Blog admin (DOMAIN.md › Areas › Blog admin): one schema per input and answer, shared by the API
 * validators, the editor form (checked with it once loaded), the OpenAPI document and the story
 * builders. Times are UTC ISO strings.
 */
import { z } from 'zod';
import {
  BLOG_ALT_MAX,
  BLOG_BODY_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_EXCERPT_MIN,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
} from '../blog-limits';
import { BLOG_STATUSES } from '../blog-statuses';

// A plain module the route registry reads without this one's schemas (issue 14).
export { BLOG_STATUS_LABELS, BLOG_STATUSES, type BlogStatus } from '../blog-statuses';

// Plain values the editor draws its fields with, without these schemas (issue 14).
export {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_ALT_MAX,
  BLOG_BODY_MAX,
  BLOG_COVER_MAX_BYTES,
  BLOG_COVER_MIN_WIDTH,
  BLOG_COVER_WIDTH,
  BLOG_EXCERPT_MAX,
  BLOG_EXCERPT_MIN,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
} from '../blog-limits';

const TAG_PATTERN = /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/;
/** Covers we stored ourselves, or an https picture elsewhere (seeded posts, a CDN). */
const COVER_URL_PATTERN = /^(\/api\/blog-covers\/[A-Za-z0-9_-]{1,64}\.webp|https:\/\/\S+)$/;

/** The address a title suggests: accents dropped, "&" read as "and", anything else a hyphen. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/g, '');
}

export const blogSlugField = z
  .string({ error: 'Enter the address' })
  .trim()
  .min(1, 'Enter the address')
  .max(BLOG_SLUG_MAX, `Use at most ${BLOG_SLUG_MAX} characters`)
  .regex(BLOG_SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens (e.g. pricing-aged-units)');

/**
 * A post as written (create and update send all of it). The rules that depend on more than one
 * field: a cover needs its alt text; Scheduled needs a time in the future; Published may not be
 * dated in the future (that is Scheduled). "Now" is read when the input is checked, on the server
 * as in the form.
 */
export const BlogPostInputSchema = z
  .object({
    title: z
      .string({ error: 'Enter a title' })
      .trim()
      .min(1, 'Enter a title')
      .max(BLOG_TITLE_MAX, `Use at most ${BLOG_TITLE_MAX} characters`),
    slug: blogSlugField,
    excerpt: z
      .string({ error: 'Write an excerpt' })
      .trim()
      .min(BLOG_EXCERPT_MIN, `Write at least ${BLOG_EXCERPT_MIN} characters`)
      .max(BLOG_EXCERPT_MAX, `Use at most ${BLOG_EXCERPT_MAX} characters`),
    coverUrl: z.string().regex(COVER_URL_PATTERN, 'Upload the cover again').nullable(),
    coverAlt: z.string().trim().max(BLOG_ALT_MAX, `Use at most ${BLOG_ALT_MAX} characters`),
    bodyMarkdown: z
      .string({ error: 'Write the post' })
      .min(1, 'Write the post')
      .max(BLOG_BODY_MAX, `Use at most ${BLOG_BODY_MAX.toLocaleString('en-US')} characters`)
      .refine((v) => v.trim().length > 0, 'Write the post'),
    tags: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A tag cannot be empty')
          .max(BLOG_TAG_MAX, `Keep each tag under ${BLOG_TAG_MAX} characters`)
          .regex(TAG_PATTERN, 'Use lowercase letters, digits, spaces and hyphens in tags'),
      )
      .max(BLOG_TAGS_MAX, `Use at most ${BLOG_TAGS_MAX} tags`)
      .refine((tags) => new Set(tags).size === tags.length, 'Each tag once'),
    status: z.enum(BLOG_STATUSES, { error: 'Choose draft, scheduled or published' }),
    publishedAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }).nullable(),
  })
  .superRefine((post, ctx) => {
    if (post.coverUrl && !post.coverAlt.trim()) {
      ctx.addIssue({ code: 'custom', path: ['coverAlt'], message: 'Describe the cover for people who cannot see it' });
    }
    const at = post.publishedAt ? Date.parse(post.publishedAt) : null;
    if (post.status === 'scheduled') {
      if (at === null) ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'Choose when to publish' });
      else if (at <= Date.now())
        ctx.addIssue({
          code: 'custom',
          path: ['publishedAt'],
          message: 'Choose a time in the future (or publish now)',
        });
    }
    if (post.status === 'published' && at !== null && at > Date.now() + 60_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['publishedAt'],
        message: 'This time is in the future: choose Scheduled to publish then',
      });
    }
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
export type BlogPostValues = z.output<typeof BlogPostInputSchema>;

/** GET /api/blog-admin/posts (and the list screen's URL). */
export const BlogAdminQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  status: z.enum(['', ...BLOG_STATUSES]).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BlogAdminQuery = z.infer<typeof BlogAdminQuerySchema>;

/** GET /api/blog-admin/slug: a free address for the title (or for a slug typed by hand). */
export const BlogSlugQuerySchema = z.object({
  title: z
    .string()
    .max(BLOG_TITLE_MAX * 2)
    .default(''),
  slug: z
    .string()
    .max(BLOG_SLUG_MAX * 2)
    .default(''),
  /** The post being edited: its own address is not "taken". */
  id: z.string().max(100).default(''),
});

export const BlogPreviewInputSchema = z.object({
  bodyMarkdown: z.string().max(BLOG_BODY_MAX, `Use at most ${BLOG_BODY_MAX.toLocaleString('en-US')} characters`),
});
export type BlogPreviewInput = z.infer<typeof BlogPreviewInputSchema>;

/* ---------- Answers ---------- */

export const BlogAdminSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  coverAlt: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  /** On /blog now: published, or scheduled with its time come. */
  live: z.boolean(),
  publishedAt: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogAdminSummary = z.infer<typeof BlogAdminSummarySchema>;

export const BlogAdminPostSchema = BlogAdminSummarySchema.extend({ bodyMarkdown: z.string() });
export type BlogAdminPost = z.infer<typeof BlogAdminPostSchema>;

export const BlogAdminPageSchema = z.object({
  items: z.array(BlogAdminSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Posts per status, whatever the status filter (the filter's counts). */
  counts: z.object({
    all: z.number().int(),
    draft: z.number().int(),
    scheduled: z.number().int(),
    published: z.number().int(),
  }),
});
export type BlogAdminPage = z.infer<typeof BlogAdminPageSchema>;

export const BlogSlugSuggestionSchema = z.object({
  /** A free address: the one asked about, else it with -2, -3… */
  slug: z.string(),
  /** Whether the address asked about (the typed slug, else the title's) is free as it is. */
  available: z.boolean(),
});
export type BlogSlugSuggestion = z.infer<typeof BlogSlugSuggestionSchema>;

export const BlogPreviewSchema = z.object({ html: z.string() });
export type BlogPreview = z.infer<typeof BlogPreviewSchema>;

export const BlogCoverSchema = z.object({ url: z.string() });
export type BlogCover = z.infer<typeof BlogCoverSchema>;
