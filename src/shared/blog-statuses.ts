/**
 * A blog post's statuses. A plain module (no zod), like contact-topics.ts, because the route
 * registry reads it for the blog admin's `status` param on every page, and schemas/blog-admin.ts
 * would bring every blog schema along (issue 14).
 */

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_STATUS_LABELS: Readonly<Record<BlogStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};
