/** One queryOptions factory per read of the Settings area: cache keys are defined here only. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { settingsApi } from './api';

export const settingsQueries = {
  all: ['settings'] as const,
  dealership: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'dealership'] as const,
      queryFn: ({ signal }) => settingsApi.dealership(signal),
    }),
  team: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'team'] as const,
      queryFn: ({ signal }) => settingsApi.team(signal),
      staleTime: 0,
    }),
  /** The audit log, newest first, one server page at a time ("Show older" asks for the next). */
  audit: () =>
    infiniteQueryOptions({
      queryKey: [...settingsQueries.all, 'audit'] as const,
      queryFn: ({ pageParam, signal }) => settingsApi.audit(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
    }),
};
