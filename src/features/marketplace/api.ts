/**
 * Every call the marketplace and favorites make (GET /api/marketplace…, /api/favorites…), typed
 * from the shared schemas the server validates with. Screens never call fetch themselves.
 */
import { ApiError, apiFetch } from '../../lib/api-error';
import type { Favorite, ListingDetail, MarketplacePage, MarketplaceQuery } from '../../shared/schemas/vehicles';
import { marketplaceSearchString } from './search-params';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const marketplaceApi = {
  search: (query: Partial<MarketplaceQuery>, signal?: AbortSignal) =>
    apiFetch<MarketplacePage>(`/api/marketplace${marketplaceSearchString(query)}`, opts(signal)),
  listing: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ listing: ListingDetail }>(`/api/marketplace/${encodeURIComponent(id)}`, opts(signal))).listing,
  favorites: async (signal?: AbortSignal) =>
    (await apiFetch<{ favorites: Favorite[] }>('/api/favorites', opts(signal))).favorites,
  save: (vehicleId: string) =>
    apiFetch<{ vehicleId: string; saved: boolean }>(`/api/favorites/${encodeURIComponent(vehicleId)}`, {
      method: 'PUT',
    }),
  remove: (vehicleId: string) =>
    apiFetch<{ vehicleId: string; saved: boolean }>(`/api/favorites/${encodeURIComponent(vehicleId)}`, {
      method: 'DELETE',
    }),
};

/** A 404 is an answer (the vehicle left the marketplace), not a failure to retry. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
