import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toaster } from '../../components/ui/toaster';
import type { CreateInvitationInput } from '../../shared/schemas/invitations';
import { ApiError } from '../../lib/api-error';
// The plain calls only: inviting needs no better-auth client (issue 14).
import { plainAuthApi } from './plain-api';
import { authQueries } from './queries';

/** Refetch the session (the app's viewer and the details) now; guards read it right after. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['session'], refetchType: 'all' }), [queryClient]);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => plainAuthApi.createInvitation(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueries.invitations().queryKey }),
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => plainAuthApi.resendInvitation(id),
    onSuccess: (inv) => {
      toaster.create({ type: 'success', title: `Invitation sent again to ${inv.email}` });
      return queryClient.invalidateQueries({ queryKey: authQueries.invitations().queryKey });
    },
    onError: (e) =>
      toaster.create({ type: 'error', title: e instanceof ApiError ? e.message : 'Could not resend the invitation.' }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => plainAuthApi.revokeInvitation(id),
    onSuccess: (inv) => {
      toaster.create({ type: 'success', title: `Invitation for ${inv.email} revoked` });
      return queryClient.invalidateQueries({ queryKey: authQueries.invitations().queryKey });
    },
    onError: (e) =>
      toaster.create({ type: 'error', title: e instanceof ApiError ? e.message : 'Could not revoke the invitation.' }),
  });
}
