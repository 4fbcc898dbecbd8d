/** One queryOptions factory per read (DESIGN.md habit 7): the marketplace's cache keys live here only. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MarketplaceQuery } from '../../shared/schemas/vehicles';
import { isNotFound, marketplaceApi } from './api';
import { compactMarketplaceQuery } from './search-params';

/** A listing that left the marketplace stays gone: no retry, no refetch on mount. */
const keepMissing = { retry: (count: number, error: unknown) => !isNotFound(error) && count < 1, retryOnMount: false };

export const marketplaceQueries = {
  all: ['marketplace'] as const,
  lists: () => [...marketplaceQueries.all, 'list'] as const,
  list: (query: Partial<MarketplaceQuery>) => {
    const compact = compactMarketplaceQuery(query);
    return queryOptions({
      queryKey: [...marketplaceQueries.lists(), compact] as const,
      queryFn: ({ signal }) => marketplaceApi.search(compact, signal),
      // The grid stays while the next page or filter loads (dimmed), instead of blanking.
      placeholderData: keepPreviousData,
    });
  },
  details: () => [...marketplaceQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...marketplaceQueries.details(), id] as const,
      queryFn: ({ signal }) => marketplaceApi.listing(id, signal),
      ...keepMissing,
    }),
};

export const favoriteQueries = {
  all: ['favorites'] as const,
  list: () =>
    queryOptions({
      queryKey: [...favoriteQueries.all, 'list'] as const,
      queryFn: ({ signal }) => marketplaceApi.favorites(signal),
    }),
};
