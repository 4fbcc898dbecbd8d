/** One queryOptions factory per read of the auth area (DESIGN.md habit 7): cache keys are defined here only. */
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api';

export const authQueries = {
  /**
   * The full GET /api/session payload (needsProfile, dealership and role). It lives under the
   * ['session'] key so invalidating ['session'] after sign-in/out refreshes it with the app's viewer.
   */
  session: () =>
    queryOptions({
      queryKey: ['session', 'details'] as const,
      queryFn: () => authApi.getSession(),
      retry: false,
      staleTime: 0,
    }),
  invitations: () =>
    queryOptions({
      queryKey: ['invitations'] as const,
      queryFn: () => authApi.listInvitations(),
      staleTime: 0,
    }),
};
