/** One queryOptions factory per read of the blog admin (DESIGN.md habit 7): cache keys are defined here only. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import type { BlogAdminQuery } from '../../shared/schemas/blog-admin';
import { blogAdminApi } from './api';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

export const blogAdminQueries = {
  all: ['blog-admin'] as const,
  lists: () => [...blogAdminQueries.all, 'list'] as const,
  list: (query: Partial<BlogAdminQuery>) =>
    queryOptions({
      queryKey: [
        ...blogAdminQueries.lists(),
        { q: query.q ?? '', status: query.status ?? '', page: query.page ?? 1 },
      ] as const,
      queryFn: ({ signal }) => blogAdminApi.list(query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...blogAdminQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => blogAdminApi.get(id, signal),
      retry: (count: number, error: unknown) => !isMissing(error) && count < 1,
      // The form is filled once from it: a refetch on focus must not look like someone else's edit.
      staleTime: Infinity,
    }),
  /** The Markdown as the public page renders it (the server's renderer and sanitizer). */
  preview: (bodyMarkdown: string) =>
    queryOptions({
      queryKey: [...blogAdminQueries.all, 'preview', bodyMarkdown] as const,
      queryFn: ({ signal }) => blogAdminApi.preview(bodyMarkdown, signal),
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      gcTime: 60_000,
    }),
  slug: (params: { title: string; slug: string; id: string }) =>
    queryOptions({
      queryKey: [...blogAdminQueries.all, 'slug', params] as const,
      queryFn: ({ signal }) => blogAdminApi.slug(params, signal),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
};
