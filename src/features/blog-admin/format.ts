/** How the blog admin writes dates and statuses, and the form's values to and from a post. */
import type { BlogAdminSummary, BlogPostInput } from '../../shared/schemas/blog-admin';
import { BLOG_STATUS_LABELS } from '../../shared/blog-statuses';
import type { BlogAdminPost } from '../../shared/schemas/blog-admin';
import { dateTimeFormat } from '../../shared/render-moment';

const dateTimeFmt = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateFmt = dateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 23, 2026, 3:04 PM" in the admin's time zone (where they schedule). */
export const formatDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));
export const formatDate = (iso: string) => dateFmt.format(new Date(iso));

/**
 * What a post is on the blog right now. A scheduled post whose time has come is published: the
 * database decides that at read time, and the list says so.
 */
export function statusOf(post: Pick<BlogAdminSummary, 'status' | 'live'>): {
  label: string;
  palette: 'gray' | 'orange' | 'green';
} {
  if (post.live) return { label: BLOG_STATUS_LABELS.published, palette: 'green' };
  if (post.status === 'scheduled') return { label: BLOG_STATUS_LABELS.scheduled, palette: 'orange' };
  if (post.status === 'published') return { label: BLOG_STATUS_LABELS.published, palette: 'green' };
  return { label: BLOG_STATUS_LABELS.draft, palette: 'gray' };
}

/** The time column: when it went (or goes) live; drafts say when they were last edited. */
export function whenOf(post: Pick<BlogAdminSummary, 'status' | 'live' | 'publishedAt' | 'updatedAt'>): string {
  if (post.status === 'draft' || !post.publishedAt) return `Edited ${formatDate(post.updatedAt)}`;
  if (!post.live) return `Publishes ${formatDateTime(post.publishedAt)}`;
  return `Published ${formatDate(post.publishedAt)}`;
}

export const EMPTY_POST: BlogPostInput = {
  title: '',
  slug: '',
  excerpt: '',
  coverUrl: null,
  coverAlt: '',
  bodyMarkdown: '',
  tags: [],
  status: 'draft',
  publishedAt: null,
};

/** The form as the post is now (a scheduled post whose time has come is edited as published). */
export function postToForm(post: BlogAdminPost): BlogPostInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    coverUrl: post.coverUrl,
    coverAlt: post.coverAlt ?? '',
    bodyMarkdown: post.bodyMarkdown,
    tags: [...post.tags],
    status: post.live ? 'published' : post.status,
    publishedAt: post.publishedAt,
  };
}

/** An ISO time as a datetime-local input's value (the admin's time zone, to the minute). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (read in the admin's time zone) as an ISO time; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
