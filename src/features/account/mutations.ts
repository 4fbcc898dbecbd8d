/** Writes of the Account area, and what each one refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toaster } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-error';
import type { AccountProfileInput, DeleteAccountInput } from '../../shared/schemas/account';
import { accountApi } from './api';
import { accountQueries } from './queries';

/** The session (the app's viewer and its details) again, now: names, username, picture and email live there. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['session'], refetchType: 'all' }), [queryClient]);
}

/** Names, username and picture live in the session: refetch it after each change. */
export function useUpdateProfile() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (input: AccountProfileInput) => accountApi.updateProfile(input),
    onSuccess: () => refresh(),
  });
}

export function useAvatar() {
  const refresh = useRefreshSession();
  const upload = useMutation({
    mutationFn: (file: File) => accountApi.uploadAvatar(file),
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: () => accountApi.removeAvatar(),
    onSuccess: () => refresh(),
    onError: (e) =>
      toaster.create({ type: 'error', title: e instanceof ApiError ? e.message : 'Could not remove the picture.' }),
  });
  return { upload, remove };
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountApi.revokeSession(id),
    onSuccess: (sessions) => {
      queryClient.setQueryData(accountQueries.sessions().queryKey, sessions);
      toaster.create({ type: 'success', title: 'That device is signed out' });
    },
    onError: (e) => {
      toaster.create({ type: 'error', title: e instanceof ApiError ? e.message : 'Could not sign that device out.' });
      return queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
    },
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.revokeOtherSessions(),
    onSuccess: (sessions) => {
      queryClient.setQueryData(accountQueries.sessions().queryKey, sessions);
      toaster.create({ type: 'success', title: 'Your other devices are signed out' });
    },
    onError: (e) => {
      toaster.create({
        type: 'error',
        title: e instanceof ApiError ? e.message : 'Could not sign the other devices out.',
      });
      return queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
    },
  });
}

/** Deleted: nothing cached belongs to anyone any more; the home page says goodbye. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => accountApi.deleteAccount(input),
    onSuccess: async (result) => {
      queryClient.setQueryData(['session'], null);
      queryClient.removeQueries({ predicate: (q) => !(q.queryKey.length === 1 && q.queryKey[0] === 'session') });
      toaster.create({
        type: 'success',
        title: result.dealershipDeleted
          ? `Your account and ${result.dealershipDeleted} are deleted`
          : 'Your account is deleted',
      });
      await navigate({ to: '/', replace: true });
    },
  });
}
