/** One queryOptions factory per read (DESIGN.md habit 7): cache keys are defined here only. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentKind } from '../../content/types';
import type { BlogList, BlogPost, ContentItem, ContentList, PlansResponse } from '../../shared/schemas/marketing';
import { apiFetch } from '../../lib/api-error';
import { isNotFound } from './api';
import type { OpenApiDocument } from './openapi';

const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
};

/** Leave 404s alone (they are answers, not failures); retry anything else once. */
const retryUnlessMissing = (count: number, error: unknown) => !isNotFound(error) && count < 1;
/**
 * A missing item stays missing: no refetch when a screen mounts on a cached "not found" (a
 * server-rendered page hands its 404s to the browser, which must render the same "Not Found").
 */
const keepMissing = { retry: retryUnlessMissing, retryOnMount: false } as const;

export const marketingQueries = {
  all: ['marketing'] as const,
  plans: () =>
    queryOptions({
      queryKey: [...marketingQueries.all, 'plans'] as const,
      queryFn: ({ signal }) => apiFetch<PlansResponse>('/api/plans', { signal }),
    }),
  contentList: (kind: ContentKind, q = '', category = '') =>
    queryOptions({
      queryKey: [...marketingQueries.all, 'content', kind, { q, category }] as const,
      queryFn: ({ signal }) => apiFetch<ContentList>(`/api/content/${kind}${qs({ q, category })}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  contentItem: (kind: ContentKind, slug: string) =>
    queryOptions({
      queryKey: [...marketingQueries.all, 'content', kind, 'item', slug] as const,
      queryFn: ({ signal }) => apiFetch<ContentItem>(`/api/content/${kind}/${encodeURIComponent(slug)}`, { signal }),
      ...keepMissing,
    }),
  blogList: (page = 1, tag = '') =>
    queryOptions({
      queryKey: [...marketingQueries.all, 'blog', { page, tag }] as const,
      queryFn: ({ signal }) => apiFetch<BlogList>(`/api/blog${qs({ page, tag })}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  blogPost: (slug: string) =>
    queryOptions({
      queryKey: [...marketingQueries.all, 'blog', 'post', slug] as const,
      queryFn: ({ signal }) => apiFetch<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`, { signal }),
      ...keepMissing,
    }),
  openApi: () =>
    queryOptions({
      queryKey: [...marketingQueries.all, 'openapi'] as const,
      queryFn: ({ signal }) => apiFetch<OpenApiDocument>('/api/openapi.json', { signal }),
    }),
};
