import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { collections, type ContentEntry, type ContentKind } from '../../content';
import {
  ContentItemSchema,
  ContentKindSchema,
  ContentListSchema,
  type ContentItem,
  type ContentList,
} from '../../shared/schemas/marketing';
import { apiError, defaultHook, errorResponses } from '../errors';
import { renderMarkdown } from './blog';

/** Rendered once per entry: content only changes with a deploy. */
const rendered = new Map<string, ContentItem>();

export const toContentItem = (kind: ContentKind, entry: ContentEntry): ContentItem => {
  const key = `${kind}/${entry.slug}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const collection = collections[kind];
  const item: ContentItem = {
    kind,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    category: entry.category,
    categoryLabel: collection.categories.find((c) => c.id === entry.category)?.label ?? entry.category,
    facts: [...(entry.facts ?? [])],
    status: entry.status ?? null,
    updated: entry.updated ?? null,
    html: renderMarkdown(entry.body),
  };
  rendered.set(key, item);
  return item;
};

const plain = (markdown: string) => markdown.replace(/[#*_`|>[\]()-]+/g, ' ').toLowerCase();

/** Every word of the query must appear; title hits rank above summary hits above body hits. */
export const searchContent = (kind: ContentKind, query: string, category: string): ContentList => {
  const collection = collections[kind];
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const scored = collection.entries
    .filter((e) => !category || e.category === category)
    .map((entry, index) => {
      if (terms.length === 0) return { entry, index, score: 1 };
      const title = entry.title.toLowerCase();
      const summary = entry.summary.toLowerCase();
      const categoryLabel = (collection.categories.find((c) => c.id === entry.category)?.label ?? '').toLowerCase();
      const body = plain(entry.body);
      let score = 0;
      for (const term of terms) {
        const hit =
          (title.includes(term) ? 5 : 0) +
          (summary.includes(term) ? 3 : 0) +
          (categoryLabel.includes(term) ? 2 : 0) +
          (body.includes(term) ? 1 : 0);
        if (hit === 0) return { entry, index, score: 0 };
        score += hit;
      }
      return { entry, index, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const items = scored.map((s) => toContentItem(kind, s.entry));
  return {
    kind,
    label: collection.label,
    query,
    category,
    total: items.length,
    categories: collection.categories.map((c) => ({
      ...c,
      count: collection.entries.filter((e) => e.category === c.id).length,
    })),
    items,
  };
};

export const findContent = (kind: ContentKind, slug: string): ContentItem | undefined => {
  const entry = collections[kind].entries.find((e) => e.slug === slug);
  return entry ? toContentItem(kind, entry) : undefined;
};

const KindParam = z.object({
  kind: ContentKindSchema.openapi({
    param: { name: 'kind', in: 'path' },
    description: 'docs, careers, integrations, help or legal',
  }),
});

const listContent = createRoute({
  method: 'get',
  path: '/content/{kind}',
  ...declareAccess(ACCESS.anyone),
  tags: ['Content'],
  summary: 'Docs, careers, integrations, help or legal entries, searchable',
  request: {
    params: KindParam,
    query: z.object({
      q: z.string().trim().max(100).default('').openapi({ description: 'Words that must all appear' }),
      category: z.string().trim().max(80).default('').openapi({ description: 'A category id of the collection' }),
    }),
  },
  responses: {
    200: {
      description: 'Matching entries and the collection categories',
      content: { 'application/json': { schema: ContentListSchema.openapi('ContentList') } },
    },
    ...errorResponses(400),
  },
});

const getContent = createRoute({
  method: 'get',
  path: '/content/{kind}/{slug}',
  ...declareAccess(ACCESS.anyone),
  tags: ['Content'],
  summary: 'One entry with its body rendered to HTML',
  request: { params: KindParam.extend({ slug: z.string().min(1).max(120) }) },
  responses: {
    200: {
      description: 'The entry',
      content: { 'application/json': { schema: ContentItemSchema.openapi('ContentItem') } },
    },
    ...errorResponses(400, 404),
  },
});

export const contentRoutes = () =>
  new OpenAPIHono({ defaultHook })
    .openapi(listContent, (c) => {
      const { kind } = c.req.valid('param');
      const { q, category } = c.req.valid('query');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(searchContent(kind, q, category), 200);
    })
    .openapi(getContent, (c) => {
      const { kind, slug } = c.req.valid('param');
      const item = findContent(kind, slug);
      if (!item) return apiError(c, 404, 'NOT_FOUND', 'There is no such page.');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(item, 200);
    });
