/**
 * better-auth configuration: the one auth system. Our glue (profile completion, invitation
 * acceptance, resend cooldown, username-or-email forgot-password) sits on its primitives.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, emailOTP, openAPI, organization, username } from 'better-auth/plugins';
import {
  DEALER_ROLES,
  INVITE_TTL_SECONDS,
  PENDING_INVITATIONS_MAX,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_LINK_TTL_SECONDS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../../shared/constants';
import { INVITABLE_ROLES } from '../../shared/schemas/invitations';
import { AUTH_COOKIE_PREFIX } from './cookies';
import type { Db } from '../db/client';
import { findLatestVerificationCreatedAt } from '../db/queries/auth';
import { findOrganizationName } from '../db/queries/dealerships';
import { findLatestEmailSentAt } from '../db/queries/mail';
import * as schema from '../db/schema';
import type { ServerEnv } from '../env';
import type { Mailer } from '../mail/mailer';
import {
  invitationEmail,
  resetPasswordEmail,
  VERIFICATION_CODE_EMAIL_KIND,
  verificationCodeEmail,
} from '../mail/templates';
import { dealershipAc, dealershipRoles } from './roles';

/** The header main.ts fills from the socket address; better-auth keys rate limits on it. */
export const CLIENT_IP_HEADER = 'x-lotline-client-ip';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * Rate limits per auth endpoint (window in seconds). Explicit so they are reviewed, and tested
 * with these real numbers. Paths are relative to /api/auth.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-in/username': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 3 },
  '/email-otp/send-verification-otp': { window: 60, max: 3 },
  // Attempts on one code are capped separately (OTP_MAX_ATTEMPTS); this caps guessing across codes.
  '/email-otp/verify-email': { window: 60, max: 10 },
  '/email-otp/check-verification-otp': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/is-username-available': { window: 60, max: 30 },
  // Email change (Account): each request mails a code to an address the person typed.
  '/email-otp/request-email-change': { window: 60, max: 3 },
  '/email-otp/change-email': { window: 60, max: 10 },
  '/organization/*': { window: 60, max: 30 },
  '/get-session': { window: 60, max: 120 },
} as const;

export const inviteUrl = (publicUrl: string, invitationId: string) =>
  `${publicUrl}/auth/setup-password?token=${encodeURIComponent(invitationId)}`;

/** better-auth accepts comma-separated role lists and its built-in roles; the app has exactly one of its own. */
const assertAppRoles = (role: string, allowed: readonly string[], message: string) => {
  const roles = role.split(',').map((r) => r.trim());
  if (roles.length !== 1 || !allowed.includes(roles[0]!)) {
    throw new APIError('BAD_REQUEST', { code: 'ROLE_NOT_ALLOWED', message });
  }
};

export interface CreateAuthOptions {
  readonly db: Db;
  readonly mail: Mailer;
  readonly env: ServerEnv;
}

export const createAuth = ({ db, mail, env }: CreateAuthOptions) => {
  const origin = new URL(env.publicUrl).origin;
  const secure = env.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Lotline',
    baseURL: env.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: env.authSecret,
    trustedOrigins: [origin],
    logger: {
      // No explicit `level`: with one set, better-auth also logs every expected client error (taken
      // username, wrong code) at ERROR level. Under test its own errors go to console.warn, since
      // tests fail on console.error.
      log:
        env.nodeEnv === 'test'
          ? (level, message) => {
              if (level === 'error' || level === 'warn') console.warn(`[better-auth] ${message}`);
            }
          : undefined,
    },
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        accountType: { type: 'string', required: false, input: false },
        profileCompletedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mail.send(user.email, resetPasswordEmail({ url, minutes: RESET_LINK_TTL_SECONDS / 60 }));
      },
    },
    emailVerification: {
      // The OTP verification signs the person in (DOMAIN.md: "verified and signed in").
      autoSignInAfterVerification: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: env.rateLimitEnabled,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips these under NODE_ENV=test; tests must see the real checks.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Resend cooldown, enforced here so every client gets it (DOMAIN.md: resend after 60 s).
        if (ctx.path === '/email-otp/send-verification-otp') {
          const body = ctx.body as { email?: unknown; type?: unknown } | undefined;
          if (typeof body?.email !== 'string' || typeof body.type !== 'string') return;
          const identifier = `${body.type}-otp-${body.email.toLowerCase()}`;
          // The code's own row goes when it is used up or burned by wrong guesses; the email we
          // sent stays, so the cooldown holds either way.
          const times = await Promise.all([
            findLatestVerificationCreatedAt(db, identifier),
            findLatestEmailSentAt(db, body.email, VERIFICATION_CODE_EMAIL_KIND),
          ]);
          const last = times.filter((t): t is Date => t !== undefined).sort((a, b) => b.getTime() - a.getTime())[0];
          if (!last) return;
          const elapsed = (Date.now() - last.getTime()) / 1000;
          if (elapsed < OTP_RESEND_SECONDS) {
            const retryAfter = Math.ceil(OTP_RESEND_SECONDS - elapsed);
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'RESEND_TOO_SOON',
              message: `You can ask for a new code in ${retryAfter} seconds.`,
              retryAfter,
            });
          }
        }
      }),
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
        usernameNormalization: (value) => value.toLowerCase(),
      }),
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        // Account › email change: a code goes to the new address and proves it before it replaces
        // the old one. (The core /change-email stays off: one way to change an address.)
        changeEmail: { enabled: true },
        // Stored hashed: a database leak must not hand out live codes.
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp, type }) => {
          await mail.send(email, verificationCodeEmail({ code: otp, minutes: OTP_TTL_SECONDS / 60, purpose: type }));
        },
      }),
      organization({
        ac: dealershipAc,
        roles: dealershipRoles,
        creatorRole: 'owner',
        // Dealerships are created by the app's dealer onboarding (profile completion: trial, plan,
        // address), as a server-side system action; nobody creates one through this plugin directly.
        allowUserToCreateOrganization: false,
        invitationExpiresIn: INVITE_TTL_SECONDS,
        invitationLimit: PENDING_INVITATIONS_MAX,
        cancelPendingInvitationsOnReInvite: true,
        // Defence in depth behind the handler, which does not expose these endpoints to clients:
        // only the app's roles, and an invitation never grants owner (DOMAIN.md › Decisions).
        organizationHooks: {
          beforeCreateInvitation: async ({ invitation }) => {
            assertAppRoles(invitation.role, INVITABLE_ROLES, 'An invitation can be for a manager or a sales role.');
          },
          beforeUpdateMemberRole: async ({ newRole }) => {
            assertAppRoles(newRole, DEALER_ROLES, 'A member can be an owner, a manager or sales.');
          },
          beforeAddMember: async ({ member }) => {
            assertAppRoles(member.role, DEALER_ROLES, 'A member can be an owner, a manager or sales.');
          },
        },
        sendInvitationEmail: async ({ id, email, role, organization: org, inviter }) => {
          const dealershipName = org.name || (await findOrganizationName(db, org.id)) || 'your dealership';
          await mail.send(
            email,
            invitationEmail({
              url: inviteUrl(env.publicUrl, id),
              dealershipName,
              inviterName: inviter.user.name,
              role,
              days: INVITE_TTL_SECONDS / 86400,
            }),
          );
        },
      }),
      admin({ adminRoles: ['admin'], defaultRole: 'user' }),
      openAPI({ disableDefaultReference: true }),
    ],
  });
};

export type Auth = ReturnType<typeof createAuth>;
