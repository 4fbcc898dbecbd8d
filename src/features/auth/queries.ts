import { queryOptions } from '@tanstack/react-query';
import type { AuthApi } from './auth-api';

/**
 * The full GET /api/session payload (needsProfile, dealership and role). It lives under the
 * ['session'] key so invalidating ['session'] after sign-in/out refreshes it with the app's viewer.
 */
export const authQueries = {
  session: (api: Pick<AuthApi, 'getSession'>) =>
    queryOptions({
      queryKey: ['session', 'details'] as const,
      queryFn: () => api.getSession(),
      retry: false,
      staleTime: 0,
    }),
  invitations: (api: Pick<AuthApi, 'listInvitations'>) =>
    queryOptions({
      queryKey: ['invitations'] as const,
      queryFn: () => api.listInvitations(),
      staleTime: 0,
    }),
};
