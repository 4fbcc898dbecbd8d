/**
 * Typed builders for the blog admin stories (the list, the editor, its preview). Shapes are the
 * shared answer schemas, so a contract change breaks the stories at compile time. Times count from
 * BLOG_STORY_NOW; the scheduled post is dated far enough ahead that it stays "scheduled" whenever
 * the stories run. `blogAdminAnswers` answers the screens' calls at the network (mockApi).
 */
import {
  BLOG_ADMIN_PAGE_SIZE,
  type BlogAdminPage,
  type BlogAdminPost,
  type BlogAdminSummary,
  type BlogSlugSuggestion,
  type BlogStatus,
} from '../../src/shared/schemas/blog-admin';
import { buildViewer } from '../builders';
import { mockApi, ok, type MockReply, type MockRoutes } from './auth';

export const BLOG_STORY_NOW = '2026-11-20T15:00:00.000Z';
const daysAgo = (days: number) => new Date(Date.parse(BLOG_STORY_NOW) - days * 86_400_000).toISOString();

export const blogAdminViewer = () =>
  buildViewer({ roles: ['admin'], name: 'Priya Raman', email: 'priya@lotline.test' });

/** A cover drawn inline (no network, no text: the same picture on every machine). */
export const STORY_COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><rect width="800" height="400" fill="#f3e3cf"/><rect y="280" width="800" height="120" fill="#8a8f96"/><rect x="60" y="200" width="180" height="90" rx="18" fill="#2b4c7e"/><rect x="310" y="190" width="180" height="100" rx="18" fill="#9b2c2c"/><rect x="560" y="205" width="180" height="85" rx="18" fill="#2f855a"/><circle cx="660" cy="80" r="40" fill="#f6ad55"/></svg>',
)}`;

const SAMPLE: readonly {
  title: string;
  slug: string;
  status: BlogStatus;
  live: boolean;
  /** Days before BLOG_STORY_NOW it went live; negative: a scheduled time ahead (in years, so it stays ahead). */
  days: number | null;
  tags: string[];
  author: string;
}[] = [
  {
    title: 'Spring pricing playbook: moving aged units before tax season',
    slug: 'spring-pricing-playbook',
    status: 'scheduled',
    live: false,
    days: -3650,
    tags: ['pricing', 'inventory'],
    author: 'Priya Raman',
  },
  {
    title: 'Answering every lead in fifteen minutes',
    slug: 'answering-every-lead-in-fifteen-minutes',
    status: 'draft',
    live: false,
    days: null,
    tags: ['leads'],
    author: 'Priya Raman',
  },
  {
    title: 'Inventory aging: why day 60 is the day that matters',
    slug: 'inventory-aging-the-60-day-rule',
    status: 'published',
    live: true,
    days: 42,
    tags: ['inventory', 'pricing', 'operations'],
    author: 'Lotline Team',
  },
  {
    title: 'VIN-first listing: faster, cleaner inventory from the first keystroke',
    slug: 'vin-first-listing',
    status: 'published',
    live: true,
    days: 35,
    tags: ['inventory', 'vin'],
    author: 'Lotline Team',
  },
  {
    title: 'Photos that sell: 30 shots every listing needs',
    slug: 'photos-that-sell',
    status: 'scheduled',
    live: true,
    days: 2,
    tags: ['listings'],
    author: 'Priya Raman',
  },
];

export const STORY_MARKDOWN = `## Start with the oldest units

Sort your stock by **days in stock** and price the 60+ bucket first.

- Compare each unit with the market median
- Take one real price step, not three small ones

> A car wholesaled at day 60 brings more than the same car at day 90.`;

/** What the server's renderMarkdown answers for STORY_MARKDOWN (sanitized HTML). */
export const STORY_PREVIEW_HTML = `<h2>Start with the oldest units</h2>
<p>Sort your stock by <strong>days in stock</strong> and price the 60+ bucket first.</p>
<ul>
<li>Compare each unit with the market median</li>
<li>Take one real price step, not three small ones</li>
</ul>
<blockquote>
<p>A car wholesaled at day 60 brings more than the same car at day 90.</p>
</blockquote>`;

export function buildBlogPost(index: number, overrides: Partial<BlogAdminPost> = {}): BlogAdminPost {
  const s = SAMPLE[index % SAMPLE.length]!;
  const publishedAt = s.days === null ? null : daysAgo(s.days);
  return {
    id: `post_story_${index + 1}`,
    title: s.title,
    slug: s.slug,
    excerpt: 'Practical steps for dealers: what to do this week, what to measure, and what to stop doing.',
    coverUrl: index === 2 ? STORY_COVER : null,
    coverAlt: index === 2 ? 'Three cars on a dealer lot at sunset' : null,
    tags: [...s.tags],
    status: s.status,
    live: s.live,
    publishedAt,
    author: s.author,
    createdAt: daysAgo(50 - index),
    updatedAt: daysAgo(index === 1 ? 1 : 30 - index),
    bodyMarkdown: STORY_MARKDOWN,
    ...overrides,
  };
}

export const toBlogSummary = ({ bodyMarkdown: _body, ...summary }: BlogAdminPost): BlogAdminSummary => summary;

export const buildBlogPosts = (count = SAMPLE.length): BlogAdminPost[] =>
  Array.from({ length: count }, (_, i) => buildBlogPost(i));

export function buildBlogAdminPage(
  posts: readonly BlogAdminPost[] = buildBlogPosts(),
  options: { page?: number; total?: number } = {},
): BlogAdminPage {
  const items = posts.map(toBlogSummary);
  const total = options.total ?? items.length;
  const count = (status: BlogStatus) => items.filter((p) => p.status === status).length;
  return {
    items,
    page: options.page ?? 1,
    pageSize: BLOG_ADMIN_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / BLOG_ADMIN_PAGE_SIZE)),
    counts: { all: items.length, draft: count('draft'), scheduled: count('scheduled'), published: count('published') },
  };
}

export const slugSuggestion = (slug: string, available = true): BlogSlugSuggestion => ({ slug, available });

/** Answers for the blog admin screens: the list, each sample post, the slug check, preview, save, cover. */
export const blogAdminAnswers = (
  options: { page?: BlogAdminPage; slug?: BlogSlugSuggestion } = {},
  extra: MockRoutes = {},
): MockRoutes => {
  const posts = buildBlogPosts();
  const saved = (body: unknown, id: string, status = 200): MockReply => {
    const input = body as Partial<BlogAdminPost>;
    const live = input.status === 'published';
    return {
      status,
      body: {
        post: buildBlogPost(1, {
          ...input,
          id,
          coverAlt: input.coverAlt || null,
          live,
          publishedAt: input.publishedAt ?? (live ? BLOG_STORY_NOW : null),
          updatedAt: BLOG_STORY_NOW,
        }),
      },
    };
  };
  return {
    'GET /api/blog-admin/posts': ok(options.page ?? buildBlogAdminPage(posts)),
    ...Object.fromEntries(
      posts.flatMap((p) => [
        [`GET /api/blog-admin/posts/${p.id}`, ok({ post: p })],
        [`PUT /api/blog-admin/posts/${p.id}`, (body: unknown) => saved(body, p.id)],
        [`DELETE /api/blog-admin/posts/${p.id}`, ok({ deleted: true })],
      ]),
    ),
    'GET /api/blog-admin/slug': ok(options.slug ?? slugSuggestion('how-to-price-aged-units')),
    'POST /api/blog-admin/preview': ok({ html: STORY_PREVIEW_HTML }),
    'POST /api/blog-admin/posts': (body: unknown) => saved(body, 'post_story_new', 201),
    'GET /api/blog-admin/posts/post_story_new': ok({ post: buildBlogPost(1, { id: 'post_story_new' }) }),
    'POST /api/blog-admin/covers': { status: 201, body: { url: STORY_COVER } },
    ...extra,
  };
};

export const blogAdminStoryApi = (routes: MockRoutes) => mockApi(routes);
