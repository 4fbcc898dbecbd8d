/**
 * Every call the blog admin screens make to /api/blog-admin…, typed from the shared schemas the
 * server validates with. Screens never call fetch themselves; stories answer these calls at the
 * network (stories/builders/blog-admin.ts).
 */
import { apiFetch } from '../../lib/api-error';
import type {
  BlogAdminPage,
  BlogAdminPost,
  BlogAdminQuery,
  BlogCover,
  BlogPostInput,
  BlogPreview,
  BlogSlugSuggestion,
} from '../../shared/schemas/blog-admin';

const id$ = (id: string) => `/api/blog-admin/posts/${encodeURIComponent(id)}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The query string of a list request, leaving defaults out (one URL per view). */
export const blogAdminSearchString = (query: Partial<BlogAdminQuery>) => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const blogAdminApi = {
  list: (query: Partial<BlogAdminQuery>, signal?: AbortSignal) =>
    apiFetch<BlogAdminPage>(`/api/blog-admin/posts${blogAdminSearchString(query)}`, opts(signal)),
  get: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ post: BlogAdminPost }>(id$(id), opts(signal))).post,
  create: async (input: BlogPostInput) =>
    (await apiFetch<{ post: BlogAdminPost }>('/api/blog-admin/posts', { body: input })).post,
  update: async (id: string, input: BlogPostInput) =>
    (await apiFetch<{ post: BlogAdminPost }>(id$(id), { method: 'PUT', body: input })).post,
  remove: (id: string) => apiFetch<{ deleted: true }>(id$(id), { method: 'DELETE' }),
  slug: (params: { title?: string; slug?: string; id?: string }, signal?: AbortSignal) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
    return apiFetch<BlogSlugSuggestion>(`/api/blog-admin/slug?${search.toString()}`, opts(signal));
  },
  preview: (bodyMarkdown: string, signal?: AbortSignal) =>
    apiFetch<BlogPreview>('/api/blog-admin/preview', { body: { bodyMarkdown }, ...opts(signal) }),
  uploadCover: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<BlogCover>('/api/blog-admin/covers', { body: form });
  },
};
