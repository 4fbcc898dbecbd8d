/** One queryOptions factory per read of the Account area: cache keys are defined here only. */
import { queryOptions } from '@tanstack/react-query';
import { accountApi } from './api';

export const accountQueries = {
  all: ['account'] as const,
  sessions: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'sessions'] as const,
      queryFn: ({ signal }) => accountApi.sessions(signal),
      staleTime: 0,
    }),
  /** What deleting the account would do (read when the person opens the delete dialog). */
  deletion: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'deletion'] as const,
      queryFn: ({ signal }) => accountApi.deletion(signal),
      staleTime: 0,
    }),
};
