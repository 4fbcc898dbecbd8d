/**
 * Every call the auth area makes (better-auth's client plus our own /api routes), typed from the
 * shared schemas the server validates with. Screens and forms never call fetch themselves; stories
 * answer these calls at the network (stories/builders/auth.ts), so the real code runs there too.
 */
import { authClient } from '../../lib/auth-client';
import type { CompleteProfileInput } from '../../shared/schemas/profile';
import type { RegisterInput, ResetPasswordInput, SignInInput, VerifyOtpInput } from '../../shared/schemas/auth';
import { isEmail } from '../../shared/schemas/common';
import type { AcceptInvitationInput, CreateInvitationInput } from '../../shared/schemas/invitations';
import type { Invitation } from '../../shared/schemas/invitations';
import type { SessionPayload } from '../../shared/schemas/session';
import { ApiError, apiFetch, networkError, toApiError } from '../../lib/api-error';
import { plainAuthApi } from './plain-api';

export interface AuthApi {
  signIn(input: SignInInput): Promise<void>;
  register(input: RegisterInput): Promise<void>;
  verifyEmailOtp(input: VerifyOtpInput): Promise<void>;
  sendVerificationOtp(email: string): Promise<void>;
  requestPasswordReset(identifier: string): Promise<void>;
  resetPassword(input: ResetPasswordInput): Promise<void>;
  acceptInvitation(input: AcceptInvitationInput): Promise<void>;
  completeProfile(input: CompleteProfileInput): Promise<SessionPayload>;
  signOut(): Promise<void>;
  getSession(): Promise<SessionPayload>;
  listInvitations(): Promise<readonly Invitation[]>;
  createInvitation(input: CreateInvitationInput): Promise<Invitation>;
  resendInvitation(id: string): Promise<Invitation>;
  revokeInvitation(id: string): Promise<Invitation>;
}

type BetterFetchResult<T> = { data: T | null; error: ({ status: number } & Record<string, unknown>) | null };

/** better-auth's client answers `{ data, error }`; turn an error into an ApiError. */
async function unwrap<T>(call: Promise<BetterFetchResult<T>>): Promise<T | null> {
  let result: BetterFetchResult<T>;
  try {
    result = await call;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw networkError();
  }
  if (result.error) throw toApiError(result.error.status, result.error);
  return result.data;
}

export const authApi: AuthApi = {
  async signIn({ identifier, password, rememberMe }) {
    const opts = rememberMe === undefined ? {} : { rememberMe };
    if (isEmail(identifier)) await unwrap(authClient.signIn.email({ email: identifier, password, ...opts }));
    else await unwrap(authClient.signIn.username({ username: identifier, password, ...opts }));
  },
  async register(input) {
    await unwrap(
      authClient.signUp.email({
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
      } as Parameters<typeof authClient.signUp.email>[0]),
    );
  },
  async verifyEmailOtp({ email, otp }) {
    await unwrap(authClient.emailOtp.verifyEmail({ email, otp }));
  },
  async sendVerificationOtp(email) {
    await unwrap(authClient.emailOtp.sendVerificationOtp({ email, type: 'email-verification' }));
  },
  async requestPasswordReset(identifier) {
    // Our handler accepts an email or a username here and answers the same either way.
    await apiFetch('/api/auth/request-password-reset', { body: { identifier, redirectTo: '/auth/reset-password' } });
  },
  async resetPassword({ token, newPassword }) {
    await unwrap(authClient.resetPassword({ token, newPassword }));
  },
  async acceptInvitation(input) {
    await apiFetch('/api/invitations/accept', { body: input });
  },
  async completeProfile(input) {
    return apiFetch<SessionPayload>('/api/profile/complete', { body: input });
  },
  async signOut() {
    await unwrap(authClient.signOut());
  },
  getSession: plainAuthApi.getSession,
  listInvitations: plainAuthApi.listInvitations,
  createInvitation: plainAuthApi.createInvitation,
  resendInvitation: plainAuthApi.resendInvitation,
  revokeInvitation: plainAuthApi.revokeInvitation,
};
