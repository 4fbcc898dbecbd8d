/** Writes of the Settings area, and what each one refreshes (the audit log after every change). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDealershipInput, UpdateMemberInput } from '../../shared/schemas/settings';
import { settingsApi } from './api';
import { settingsQueries } from './queries';

const useRefreshAudit = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsQueries.audit().queryKey });
};

export function useUpdateDealership() {
  const queryClient = useQueryClient();
  const refreshAudit = useRefreshAudit();
  return useMutation({
    mutationFn: (input: UpdateDealershipInput) => settingsApi.updateDealership(input),
    onSuccess: async (dealership) => {
      queryClient.setQueryData(settingsQueries.dealership().queryKey, dealership);
      // The dealership's name shows in the dashboard's top bar, which reads the session.
      await Promise.all([refreshAudit(), queryClient.invalidateQueries({ queryKey: ['session'] })]);
    },
  });
}

export function useDealershipLogo() {
  const queryClient = useQueryClient();
  const refreshAudit = useRefreshAudit();
  const onSuccess = async ({ logo }: { logo: string | null }) => {
    queryClient.setQueryData(settingsQueries.dealership().queryKey, (d) => (d ? { ...d, logo } : d));
    await refreshAudit();
  };
  const upload = useMutation({ mutationFn: (file: File) => settingsApi.uploadLogo(file), onSuccess });
  const remove = useMutation({ mutationFn: () => settingsApi.removeLogo(), onSuccess });
  return { upload, remove };
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  const refreshAudit = useRefreshAudit();
  return useMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: UpdateMemberInput }) =>
      settingsApi.updateMember(memberId, input),
    onSuccess: async (team) => {
      queryClient.setQueryData(settingsQueries.team().queryKey, team);
      await Promise.all([refreshAudit(), queryClient.invalidateQueries({ queryKey: ['session'] })]);
    },
  });
}

/** Left: the person has no dealership any more; the session says so and the dashboard follows. */
export function useLeaveDealership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => settingsApi.leave(),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: settingsQueries.all });
      await queryClient.invalidateQueries({ queryKey: ['session'], refetchType: 'all' });
    },
  });
}
