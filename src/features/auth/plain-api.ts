/**
 * The auth area's calls that are plain fetches to our own /api routes (the session, invitations).
 * Apart from `api.ts` so a screen that only reads the session or manages invitations (Settings)
 * does not load better-auth's client (~13 kB gzip, issue 14); `authApi` answers them through here.
 */
import { apiFetch } from '../../lib/api-error';
import type { CreateInvitationInput, Invitation } from '../../shared/schemas/invitations';
import type { SessionPayload } from '../../shared/schemas/session';

export const plainAuthApi = {
  getSession: () => apiFetch<SessionPayload>('/api/session'),
  listInvitations: async (): Promise<readonly Invitation[]> =>
    (await apiFetch<{ invitations: Invitation[] }>('/api/invitations')).invitations,
  createInvitation: async (input: CreateInvitationInput) =>
    (await apiFetch<{ invitation: Invitation }>('/api/invitations', { body: input })).invitation,
  resendInvitation: async (id: string) =>
    (
      await apiFetch<{ invitation: Invitation }>(`/api/invitations/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
        body: {},
      })
    ).invitation,
  revokeInvitation: async (id: string) =>
    (await apiFetch<{ invitation: Invitation }>(`/api/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }))
      .invitation,
};
