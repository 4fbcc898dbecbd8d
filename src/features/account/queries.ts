/** One queryOptions factory per read of the Account area: cache keys are defined here only. */
import { queryOptions } from '@tanstack/react-query';
import { accountApi } from './api';

export const accountQueries = {
  all: ['account'] as const,
  /**
   * The signed-in person's details. Under the ['session'] key, so every refresh of the session
   * (sign-in, profile and email changes) refreshes it too; our own fetch rather than the auth
   * area's, whose module brings the better-auth client the screen does not need.
   */
  me: () =>
    queryOptions({
      queryKey: ['session', 'account'] as const,
      queryFn: ({ signal }) => accountApi.me(signal),
      staleTime: 0,
    }),
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
