/** One queryOptions factory per read of the auth area (DESIGN.md habit 7): cache keys are defined here only. */
import { queryOptions } from '@tanstack/react-query';
// The plain calls only: the session and invitations need no better-auth client (issue 14).
import { plainAuthApi } from './plain-api';

export const authQueries = {
  /**
   * The full GET /api/session payload (needsProfile, dealership and role). It lives under the
   * ['session'] key so invalidating ['session'] after sign-in/out refreshes it with the app's viewer.
   */
  session: () =>
    queryOptions({
      queryKey: ['session', 'details'] as const,
      queryFn: () => plainAuthApi.getSession(),
      retry: false,
      staleTime: 0,
    }),
  invitations: () =>
    queryOptions({
      queryKey: ['invitations'] as const,
      queryFn: () => plainAuthApi.listInvitations(),
      staleTime: 0,
    }),
};
