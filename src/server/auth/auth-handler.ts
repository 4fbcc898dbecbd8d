/**
 * The /api/auth/* handler: better-auth behind a thin layer that
 * - validates the bodies our forms send with the same shared zod schemas (400 + fields), and
 *   forwards only the parsed fields (an extra field never reaches better-auth),
 * - does not expose the organization plugin's endpoints: dealerships, invitations and roles go
 *   through the app's own routes, which apply DOMAIN.md's rules (who may grant what),
 * - accepts a username where forgot-password expects an email (same answer either way),
 * - turns malformed JSON into a 400 instead of a 5xx,
 * - passes the client IP better-auth keys its rate limits on,
 * - rewrites every error into our one error shape.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SendOtpSchema,
  SignInEmailSchema,
  SignInUsernameSchema,
  UpdateUserSchema,
  VerifyOtpSchema,
} from '../../shared/schemas/auth';
import { ConfirmEmailChangeSchema, RequestEmailChangeSchema } from '../../shared/schemas/account';
import { isEmail } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { findUserByUsername } from '../db/queries/auth';
import type { Mailer } from '../mail/mailer';
import { emailChangedEmail } from '../mail/templates';
import { loadViewer } from './authorize';
import { errorBody, zodFields } from '../errors';
import { mapAuthError } from './auth-errors';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth';

type Body = Record<string, unknown>;

/** An address that can never belong to an account, so unknown usernames get the normal answer. */
const NOBODY_EMAIL = 'nobody@lotline.invalid';

interface Rule {
  readonly schema: z.ZodType<Body>;
  /** Build better-auth's body from the raw body and the parsed one. */
  readonly toAuthBody?: (raw: Body, parsed: Body, db: Db) => Promise<Body> | Body;
  /** Which input fields a "password" error belongs to. */
  readonly passwordField?: string;
  /** Error codes that belong to another field on this endpoint than they usually do. */
  readonly fieldForCode?: Readonly<Record<string, string>>;
}

const RULES: Record<string, Rule> = {
  '/sign-up/email': {
    schema: RegisterSchema as unknown as z.ZodType<Body>,
    toAuthBody: (_raw, parsed) => ({
      ...parsed,
      name: `${String(parsed.firstName)} ${String(parsed.lastName)}`,
      displayUsername: parsed.username,
    }),
  },
  // The profile fields a person may change themselves, under the same rules as at sign-up (names
  // were stored unbounded here, and every session read carried them).
  '/update-user': {
    schema: UpdateUserSchema as unknown as z.ZodType<Body>,
    toAuthBody: (_raw, parsed) => {
      const body: Body = { ...parsed };
      if (typeof parsed.firstName === 'string' && typeof parsed.lastName === 'string')
        body.name = `${parsed.firstName} ${parsed.lastName}`;
      // Shown as typed elsewhere (as at sign-up, where the two are the same lower-case value).
      if (typeof parsed.username === 'string') body.displayUsername = parsed.username;
      return body;
    },
  },
  // A wrong current password is the current password's error, not the new one's.
  '/change-password': {
    schema: ChangePasswordSchema as unknown as z.ZodType<Body>,
    passwordField: 'newPassword',
    fieldForCode: { INVALID_PASSWORD: 'currentPassword' },
  },
  // Email change (Account): a code to the new address, then that code; validated like every email.
  '/email-otp/request-email-change': { schema: RequestEmailChangeSchema as unknown as z.ZodType<Body> },
  '/email-otp/change-email': { schema: ConfirmEmailChangeSchema as unknown as z.ZodType<Body> },
  '/sign-in/email': { schema: SignInEmailSchema as unknown as z.ZodType<Body> },
  '/sign-in/username': { schema: SignInUsernameSchema as unknown as z.ZodType<Body> },
  '/email-otp/verify-email': { schema: VerifyOtpSchema as unknown as z.ZodType<Body> },
  '/email-otp/send-verification-otp': { schema: SendOtpSchema as unknown as z.ZodType<Body> },
  '/reset-password': { schema: ResetPasswordSchema as unknown as z.ZodType<Body>, passwordField: 'newPassword' },
  '/request-password-reset': {
    schema: ForgotPasswordSchema as unknown as z.ZodType<Body>,
    toAuthBody: async (raw, parsed, db) => {
      const identifier = String(parsed.identifier);
      let email = identifier;
      if (!isEmail(identifier)) email = (await findUserByUsername(db, identifier))?.email ?? NOBODY_EMAIL;
      const body: Body = { email };
      if (typeof raw.redirectTo === 'string') body.redirectTo = raw.redirectTo;
      return body;
    },
  },
};

/** Forgot-password takes `identifier`, and for convenience `email` or `username`. */
const normalizeInput = (path: string, raw: Body): Body => {
  if (path === '/request-password-reset' && raw.identifier === undefined) {
    return { ...raw, identifier: raw.email ?? raw.username };
  }
  return raw;
};

/**
 * Plugin endpoints a client may not call: the app wraps what it needs of them (profile completion
 * creates the dealership; /api/invitations invites; roles change through the app's rules).
 */
const CLIENT_BLOCKED_PREFIXES = ['/organization/'];
export const isBlockedForClients = (path: string) => CLIENT_BLOCKED_PREFIXES.some((p) => path.startsWith(p));

const jsonError = (status: number, body: unknown, headers?: Headers) => {
  const h = new Headers(headers);
  h.set('Content-Type', 'application/json');
  h.delete('Content-Length');
  return new Response(JSON.stringify(body), { status, headers: h });
};

const wrapError = async (
  res: Response,
  passwordField: string,
  fieldForCode: Readonly<Record<string, string>> = {},
): Promise<Response> => {
  let raw: Record<string, unknown> | undefined;
  const text = await res.text();
  try {
    raw = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    raw = { message: text };
  }
  let mapped = mapAuthError(res.status, raw, res.headers.get('X-Retry-After'), passwordField);
  const moved = fieldForCode[mapped.body.error.code];
  if (moved) {
    mapped = { ...mapped, body: { error: { ...mapped.body.error, fields: { [moved]: mapped.body.error.message } } } };
  }
  const headers = new Headers(res.headers);
  if (mapped.body.error.retryAfter) headers.set('Retry-After', String(mapped.body.error.retryAfter));
  return jsonError(mapped.status, mapped.body, headers);
};

/** Confirming an email change: the old address hears of it (the session still names it before the call). */
const EMAIL_CHANGE_PATH = '/email-otp/change-email';

export const createAuthHandler =
  ({ auth, db, mail, publicUrl }: { auth: Auth; db: Db; mail?: Mailer; publicUrl?: string }) =>
  async (c: Context): Promise<Response> => {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const path = url.pathname.slice(AUTH_BASE_PATH.length) || '/';
    const headers = new Headers(incoming.headers);
    // main.ts sets the socket address here (overwriting anything a client sent); tests send their own.
    const clientIp = c.get('clientIp' as never) as string | undefined;
    if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);

    if (isBlockedForClients(path)) {
      return jsonError(404, errorBody('NOT_FOUND', 'No such endpoint: dealership changes go through the app.'));
    }

    let body: string | undefined;
    const rule = RULES[path];
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
      // Through Hono's cache: the input guards already read the body.
      body = await c.req.text();
      const isJson = (headers.get('content-type') ?? '').includes('application/json');
      if (isJson || rule) {
        let parsedBody: unknown = {};
        if (body.trim() !== '') {
          try {
            parsedBody = JSON.parse(body);
          } catch {
            return jsonError(400, errorBody('MALFORMED_JSON', 'The request body is not valid JSON.'));
          }
        }
        if (rule) {
          if (typeof parsedBody !== 'object' || parsedBody === null || Array.isArray(parsedBody)) {
            return jsonError(400, errorBody('VALIDATION_FAILED', 'The request body must be a JSON object.'));
          }
          const raw = normalizeInput(path, parsedBody as Body);
          const result = rule.schema.safeParse(raw);
          if (!result.success) {
            return jsonError(
              400,
              errorBody('VALIDATION_FAILED', 'Some fields need your attention.', { fields: zodFields(result.error) }),
            );
          }
          const authBody = rule.toAuthBody ? await rule.toAuthBody(raw, result.data, db) : result.data;
          body = JSON.stringify(authBody);
          headers.set('content-type', 'application/json');
        }
      }
      headers.delete('content-length');
    }

    const changingEmail = mail && path === EMAIL_CHANGE_PATH && incoming.method === 'POST';
    const oldEmail = changingEmail ? (await loadViewer(auth, db, headers))?.user.email : undefined;
    const res = await auth.handler(new Request(incoming.url, { method: incoming.method, headers, body }));
    if (mail && oldEmail && res.ok) {
      const newEmail = String((JSON.parse(body ?? '{}') as Body).newEmail ?? '');
      if (newEmail && newEmail !== oldEmail) {
        const accountUrl = `${publicUrl ?? new URL(incoming.url).origin}/dashboard/account`;
        await mail.send(oldEmail, emailChangedEmail({ newEmail, accountUrl }));
      }
    }
    if (res.status >= 400) return wrapError(res, rule?.passwordField ?? 'password', rule?.fieldForCode);
    return res;
  };
