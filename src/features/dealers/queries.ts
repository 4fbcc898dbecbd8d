/** One queryOptions factory per read of the dealers area (DESIGN.md habit 7): cache keys are defined here only. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DealerDirectoryQuery } from '../../shared/schemas/dealers';
import { dealersApi, directorySearch, isDealerMissing } from './api';

export const dealerQueries = {
  all: ['dealers'] as const,
  directories: () => [...dealerQueries.all, 'directory'] as const,
  directory: (query: Partial<DealerDirectoryQuery>) =>
    queryOptions({
      queryKey: [...dealerQueries.directories(), directorySearch(query)] as const,
      queryFn: ({ signal }) => dealersApi.directory(query, signal),
      // The list stays (dimmed) while the next page or search loads, instead of blanking.
      placeholderData: keepPreviousData,
    }),
  profiles: () => [...dealerQueries.all, 'profile'] as const,
  profile: (slug: string, page = 1) =>
    queryOptions({
      queryKey: [...dealerQueries.profiles(), slug, page] as const,
      queryFn: ({ signal }) => dealersApi.profile(slug, page, signal),
      placeholderData: keepPreviousData,
      retry: (count: number, error: unknown) => !isDealerMissing(error) && count < 1,
    }),
};
