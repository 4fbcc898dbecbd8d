/**
 * How long a blog post's parts may be, and what an address looks like. A plain module (no zod),
 * like blog-statuses.ts: the editor draws its fields with these from the first render, while the
 * schemas in schemas/blog-admin.ts (which re-exports them) load only to check what is typed
 * (issue 14).
 */

export const BLOG_ADMIN_PAGE_SIZE = 20;
export const BLOG_TITLE_MAX = 140;
export const BLOG_SLUG_MAX = 100;
export const BLOG_EXCERPT_MIN = 20;
export const BLOG_EXCERPT_MAX = 300;
/** Every JSON body is at most 64 kB (input guards): the body leaves room for the other fields. */
export const BLOG_BODY_MAX = 50_000;
export const BLOG_TAGS_MAX = 8;
export const BLOG_TAG_MAX = 30;
export const BLOG_ALT_MAX = 200;
export const BLOG_COVER_MAX_BYTES = 10 * 1024 * 1024;
/** Covers are kept as one WebP at most this wide (never upscaled). */
export const BLOG_COVER_WIDTH = 1600;
export const BLOG_COVER_MIN_WIDTH = 600;

/** Lowercase words of letters and digits joined by single hyphens: "inventory-aging-60-days". */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
