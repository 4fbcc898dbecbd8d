/**
 * Typed builders for the marketing screens' stories. Reads are fed by seeding the story's
 * QueryClient with the screens' own queryOptions keys (`seedQueries`); forms and loading/error
 * states answer the network with `mockApi`. Shapes come from the shared response schemas.
 */
import type { QueryClient } from '@tanstack/react-query';
import { marked } from 'marked';
import { collections, type ContentKind } from '../../src/content';
import { marketingQueries } from '../../src/features/marketing/queries';
import type { OpenApiDocument } from '../../src/features/marketing/openapi';
import { annualCents, PLANS } from '../../src/shared/plans';
import type {
  BlogList,
  BlogPost,
  BlogPostSummary,
  ContentItem,
  ContentList,
  PlansResponse,
} from '../../src/shared/schemas/marketing';
import { BLOG_PAGE_SIZE } from '../../src/shared/schemas/marketing';

export function buildPlans(): PlansResponse {
  return {
    currency: 'USD',
    annualFreeMonths: 2,
    plans: PLANS.map((p) => ({ ...p, annualCents: annualCents(p.monthlyCents), features: [...p.features] })),
  };
}

/** Content items straight from the typed content files (the story markup is trusted, so marked alone renders it). */
export function buildContentList(kind: ContentKind, overrides: Partial<ContentList> = {}): ContentList {
  const c = collections[kind];
  const items: ContentItem[] = c.entries.map((e) => ({
    kind,
    slug: e.slug,
    title: e.title,
    summary: e.summary,
    category: e.category,
    categoryLabel: c.categories.find((x) => x.id === e.category)?.label ?? e.category,
    facts: [...(e.facts ?? [])],
    status: e.status ?? null,
    updated: e.updated ?? null,
    html: marked.parse(e.body, { async: false }),
  }));
  return {
    kind,
    label: c.label,
    query: '',
    category: '',
    total: items.length,
    categories: c.categories.map((x) => ({ ...x, count: items.filter((i) => i.category === x.id).length })),
    items,
    ...overrides,
  };
}

export const buildContentItem = (kind: ContentKind, slug: string): ContentItem => {
  const item = buildContentList(kind).items.find((i) => i.slug === slug);
  if (!item) throw new Error(`no ${kind} content "${slug}"`);
  return item;
};

const TOPICS = [
  ['Inventory aging: why day 60 is the day that matters', ['inventory', 'pricing']],
  ['Speed to lead: answering shoppers in the first five minutes', ['leads', 'sales process']],
  ['Pricing to market: set the right price on day one', ['pricing', 'market data']],
  ['Photos that sell: a shot list for every used car', ['photos', 'listings']],
  ['Reading a deal’s front gross', ['deals', 'reports']],
  ['Why every listing should start with the VIN', ['vin', 'inventory']],
  ['Running a Monday pipeline meeting in 20 minutes', ['deals', 'operations']],
] as const;

export function buildBlogPostSummary(i = 0, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const [title, tags] = TOPICS[i % TOPICS.length]!;
  return {
    slug: `story-post-${i + 1}`,
    title,
    excerpt:
      'A practical article for dealers: what to measure, what to change this week, and how Lotline helps you keep it up.',
    coverUrl: null,
    coverAlt: null,
    tags: [...tags],
    author: 'Lotline Team',
    publishedAt: new Date(Date.UTC(2026, 10, 15 - i * 7)).toISOString(),
    readingMinutes: 4 + (i % 3),
    ...overrides,
  };
}

export function buildBlogList(options: { total?: number; page?: number; tag?: string } = {}): BlogList {
  const total = options.total ?? 6;
  const page = options.page ?? 1;
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const count = Math.max(0, Math.min(BLOG_PAGE_SIZE, total - start));
  const items = Array.from({ length: count }, (_, k) => buildBlogPostSummary(start + k));
  const tagCounts = new Map<string, number>();
  for (let i = 0; i < total; i++)
    for (const t of buildBlogPostSummary(i).tags) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  return {
    items,
    page,
    pageSize: BLOG_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
    tag: options.tag ?? '',
    tags: [...tagCounts]
      .map(([tag, n]) => ({ tag, count: n }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
  };
}

export function buildBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  const summary = buildBlogPostSummary(2, { slug: 'pricing-used-inventory' });
  return {
    ...summary,
    html: marked.parse(
      `Shoppers compare every car with every other one like it. Price against the market on day one and you spend less time cutting later.\n\n## Start from the market\n\n- Pull the comparable units within your radius.\n- Adjust for mileage and options.\n- Set a price that sorts into the right filter band.\n\n## Review weekly\n\nA price that was right on day one may not be right on day 30. Review your aged units every Monday.`,
      { async: false },
    ),
    updatedAt: summary.publishedAt,
    ...overrides,
  };
}

const errorRef = { $ref: '#/components/schemas/Error' };

export function buildOpenApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'Lotline API', version: '1.0.0' },
    tags: [
      { name: 'Profile', description: 'Finishing sign-up: shopper, or dealer with a new dealership.' },
      { name: 'Invitations', description: "A dealership's staff invitations." },
      { name: 'Plans', description: 'Plans and prices.' },
      { name: 'Contact', description: 'The contact and sales forms of the public site.' },
      { name: 'Blog', description: 'Published blog posts.' },
      { name: 'Auth: sign-in and sessions', description: 'Register, sign in and out (better-auth).' },
      { name: 'Auth: internal', description: 'better-auth endpoints a client never calls.' },
    ],
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
        BlogList: {
          type: 'object',
          required: ['items', 'page', 'total'],
          properties: {
            items: { type: 'array', items: { type: 'object' } },
            page: { type: 'integer' },
            total: { type: 'integer' },
          },
        },
        ContactInput: {
          type: 'object',
          required: ['name', 'email', 'topic', 'message'],
          properties: {
            name: { type: 'string', maxLength: 100 },
            email: { type: 'string', format: 'email' },
            topic: { type: 'string', enum: ['sales', 'support', 'billing'] },
            message: { type: 'string', minLength: 10, maxLength: 5000 },
          },
        },
      },
    },
    paths: {
      '/api/blog': {
        get: {
          tags: ['Blog'],
          summary: 'Published posts, newest first, paged',
          security: [],
          'x-access': { kind: 'anyone' },
          parameters: [
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
            { name: 'tag', in: 'query', schema: { type: 'string', maxLength: 60 } },
          ],
          responses: {
            '200': {
              description: 'A page of posts',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/BlogList' } } },
            },
          },
        },
      },
      '/api/contact': {
        post: {
          tags: ['Contact'],
          summary: 'Send a message to the Lotline team',
          security: [],
          'x-access': { kind: 'anyone' },
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ContactInput' } } },
          },
          responses: {
            '202': {
              description: 'Received',
              content: { 'application/json': { schema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
            },
            '400': { description: 'Invalid input', content: { 'application/json': { schema: errorRef } } },
            '429': { description: 'Too many requests', content: { 'application/json': { schema: errorRef } } },
          },
        },
      },
      '/api/profile/complete': {
        post: {
          tags: ['Profile'],
          summary: 'Finish sign-up as a shopper or a dealer',
          security: [{ sessionCookie: [] }],
          'x-access': { kind: 'signed-in' },
          responses: {
            '200': { description: 'Done' },
            '401': { description: 'Not signed in', content: { 'application/json': { schema: errorRef } } },
          },
        },
      },
      '/api/plans': {
        get: {
          tags: ['Plans'],
          summary: 'Plans and prices',
          security: [],
          'x-access': { kind: 'anyone' },
          responses: { '200': { description: 'Every plan' } },
        },
      },
      '/api/invitations': {
        post: {
          tags: ['Invitations'],
          summary: 'Invite a manager or salesperson to your dealership',
          security: [{ sessionCookie: [] }],
          'x-access': { kind: 'roles', roles: ['owner', 'manager'] },
          responses: {
            '201': { description: 'Invited' },
            '403': { description: 'Not allowed', content: { 'application/json': { schema: errorRef } } },
          },
        },
      },
      '/api/auth/sign-in/email': {
        post: {
          tags: ['Auth: sign-in and sessions'],
          summary: 'Sign in with email and password',
          security: [],
          'x-access': { kind: 'anyone' },
          responses: { '200': { description: 'Signed in; the session cookie is set' } },
        },
      },
      '/api/auth/organization/create': {
        post: {
          tags: ['Auth: internal'],
          summary: 'Create an organization',
          security: [],
          'x-access': { kind: 'disabled' },
          'x-internal': true,
          responses: { '403': { description: 'Switched off' } },
        },
      },
    },
  };
}

/** `seedQueries` parameter values: put the screens' data in the story's QueryClient. */
export const seed = {
  plans: () => (qc: QueryClient) => qc.setQueryData(marketingQueries.plans().queryKey, buildPlans()),
  content:
    (kind: ContentKind, list: ContentList = buildContentList(kind), q = '', category = '') =>
    (qc: QueryClient) =>
      qc.setQueryData(marketingQueries.contentList(kind, q, category).queryKey, list),
  contentItem: (kind: ContentKind, slug: string) => (qc: QueryClient) =>
    qc.setQueryData(marketingQueries.contentItem(kind, slug).queryKey, buildContentItem(kind, slug)),
  blog:
    (list: BlogList = buildBlogList(), page = 1, tag = '') =>
    (qc: QueryClient) =>
      qc.setQueryData(marketingQueries.blogList(page, tag).queryKey, list),
  blogPost:
    (post: BlogPost = buildBlogPost()) =>
    (qc: QueryClient) =>
      qc.setQueryData(marketingQueries.blogPost(post.slug).queryKey, post),
  openApi: () => (qc: QueryClient) => qc.setQueryData(marketingQueries.openApi().queryKey, buildOpenApiDocument()),
};
