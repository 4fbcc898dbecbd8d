/** Every call the Settings area makes to /api/dealership (plain fetches: stories answer them at the network). */
import { apiFetch } from '../../lib/api-error';
import type {
  AuditPage,
  Dealership,
  Team,
  UpdateDealershipInput,
  UpdateMemberInput,
} from '../../shared/schemas/settings';

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export const settingsApi = {
  dealership: async (signal?: AbortSignal) =>
    (await apiFetch<{ dealership: Dealership }>('/api/dealership', signalOf(signal))).dealership,
  updateDealership: async (input: UpdateDealershipInput) =>
    (await apiFetch<{ dealership: Dealership }>('/api/dealership', { method: 'PATCH', body: input })).dealership,
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<{ logo: string | null }>('/api/dealership/logo', { body: form });
  },
  removeLogo: () => apiFetch<{ logo: string | null }>('/api/dealership/logo', { method: 'DELETE' }),
  team: (signal?: AbortSignal) => apiFetch<Team>('/api/dealership/team', signalOf(signal)),
  updateMember: (memberId: string, input: UpdateMemberInput) =>
    apiFetch<Team>(`/api/dealership/team/${encodeURIComponent(memberId)}`, { method: 'PATCH', body: input }),
  leave: () => apiFetch<{ left: true }>('/api/dealership/team/leave', { method: 'POST' }),
  audit: (cursor: string | null, signal?: AbortSignal) =>
    apiFetch<AuditPage>(
      `/api/dealership/audit?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      signalOf(signal),
    ),
};
