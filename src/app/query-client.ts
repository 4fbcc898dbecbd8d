import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '../shared/constants';

/** The spec's data cache: fresh for 5 minutes, kept for 30, one retry, no refetch on window focus. */
export const queryDefaults = {
  staleTime: QUERY_STALE_TIME_MS,
  gcTime: QUERY_GC_TIME_MS,
  retry: QUERY_RETRY,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults } } });
}
