/**
 * Every call the Account area makes: our /api/account routes, and better-auth's own endpoints
 * for names, email and password (through /api/auth, which answers errors in our one shape).
 * Plain fetches, so stories answer them at the network like every other area.
 */
import { apiFetch } from '../../lib/api-error';
import type {
  AccountDeleted,
  AccountDeletion,
  AccountProfileInput,
  AccountSession,
  ConfirmEmailChangeInput,
  DeleteAccountInput,
  RequestEmailChangeInput,
} from '../../shared/schemas/account';
import type { ChangePasswordInput } from '../../shared/schemas/auth';
import type { SessionPayload } from '../../shared/schemas/session';

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Where the export is downloaded from (a plain link: the browser saves the attachment). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

export const accountApi = {
  /** The person as GET /api/session has them (names, username, email, picture). */
  me: (signal?: AbortSignal) => apiFetch<SessionPayload>('/api/session', signalOf(signal)),
  updateProfile: (input: AccountProfileInput) => apiFetch<unknown>('/api/auth/update-user', { body: input }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<{ image: string | null }>('/api/account/avatar', { body: form });
  },
  removeAvatar: () => apiFetch<{ image: string | null }>('/api/account/avatar', { method: 'DELETE' }),
  requestEmailChange: (input: RequestEmailChangeInput) =>
    apiFetch<unknown>('/api/auth/email-otp/request-email-change', { body: input }),
  confirmEmailChange: (input: ConfirmEmailChangeInput) =>
    apiFetch<unknown>('/api/auth/email-otp/change-email', { body: input }),
  changePassword: (input: ChangePasswordInput) => apiFetch<unknown>('/api/auth/change-password', { body: input }),
  sessions: async (signal?: AbortSignal) =>
    (await apiFetch<{ sessions: AccountSession[] }>('/api/account/sessions', signalOf(signal))).sessions,
  revokeSession: async (id: string) =>
    (
      await apiFetch<{ sessions: AccountSession[] }>(`/api/account/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      })
    ).sessions,
  revokeOtherSessions: async () =>
    (await apiFetch<{ sessions: AccountSession[] }>('/api/account/sessions', { method: 'DELETE' })).sessions,
  deletion: (signal?: AbortSignal) => apiFetch<AccountDeletion>('/api/account/deletion', signalOf(signal)),
  deleteAccount: (input: DeleteAccountInput) => apiFetch<AccountDeleted>('/api/account/delete', { body: input }),
};
