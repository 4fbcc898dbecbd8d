/**
 * Every call the dealers screens make to /api/dealers…, typed from the shared schemas the server
 * validates with. Screens never call fetch themselves; stories answer these calls at the network
 * (stories/builders/dealers.ts).
 */
import { apiFetch, ApiError } from '../../lib/api-error';
import type {
  DealerDirectoryQuery,
  DealerProfile,
  DealerRatingInput,
  DealersPage,
  DealerSummary,
  SuspendDealerInput,
} from '../../shared/schemas/dealers';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
const dealer$ = (id: string) => `/api/dealers/${encodeURIComponent(id)}`;

/** The directory's query as a URL query string, leaving out defaults so equal views share one cache entry. */
export const directorySearch = (query: Partial<DealerDirectoryQuery>) => {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.filter && query.filter !== 'all') params.set('filter', query.filter);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

type Moderation = { dealer: DealerSummary };

export const dealersApi = {
  directory: (query: Partial<DealerDirectoryQuery>, signal?: AbortSignal) =>
    apiFetch<DealersPage>(`/api/dealers${directorySearch(query)}`, opts(signal)),
  profile: (slug: string, page: number, signal?: AbortSignal) =>
    apiFetch<DealerProfile>(`${dealer$(slug)}${page > 1 ? `?page=${page}` : ''}`, opts(signal)),
  rate: async (id: string, input: DealerRatingInput) =>
    (await apiFetch<Moderation>(`${dealer$(id)}/rating`, { body: input })).dealer,
  verify: async (id: string) => (await apiFetch<Moderation>(`${dealer$(id)}/verify`, { body: {} })).dealer,
  unverify: async (id: string) => (await apiFetch<Moderation>(`${dealer$(id)}/unverify`, { body: {} })).dealer,
  suspend: async (id: string, input: SuspendDealerInput) =>
    (await apiFetch<Moderation>(`${dealer$(id)}/suspend`, { body: input })).dealer,
  unsuspend: async (id: string) => (await apiFetch<Moderation>(`${dealer$(id)}/unsuspend`, { body: {} })).dealer,
};

/** A 404 is an answer (no such dealer, or suspended), not a failure to retry. */
export const isDealerMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
