/** One queryOptions factory per read of the dashboard home: cache keys are defined here only. */
import { queryOptions } from '@tanstack/react-query';
import { overviewApi } from './api';

/**
 * Today's work changes with every lead, message and deal, and no other area's writes touch this key:
 * coming back to the home always refetches (showing the last figures meanwhile). Five seconds only
 * spares the second request when a hover preloaded it just before the click.
 */
const FRESH_MS = 5_000;

export const overviewQueries = {
  all: ['overview'] as const,
  get: () =>
    queryOptions({
      queryKey: [...overviewQueries.all] as const,
      queryFn: ({ signal }) => overviewApi.get(signal),
      staleTime: FRESH_MS,
    }),
};
