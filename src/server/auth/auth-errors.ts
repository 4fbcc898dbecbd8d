/**
 * Maps better-auth's errors ({ code, message } or a bare 429) into our one error shape, with the
 * statuses DOMAIN.md settles: 409 for "already taken", fields for what a form can show inline.
 */
import { isAPIError } from 'better-auth/api';
import { PENDING_INVITATIONS_MAX } from '../../shared/constants';
import { errorBody, type ApiErrorBody } from '../errors';

const CONFLICT_CODES = new Set([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'USERNAME_IS_ALREADY_TAKEN',
  'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
  'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
  'ORGANIZATION_ALREADY_EXISTS',
  'ORGANIZATION_SLUG_ALREADY_TAKEN',
  'INVITATION_LIMIT_REACHED',
]);

/** better-auth's wording is terse where a person needs to know what to do next. */
const MESSAGE_FOR_CODE: Record<string, string> = {
  INVITATION_LIMIT_REACHED: `This dealership already has ${PENDING_INVITATIONS_MAX} pending invitations, the most it can hold. Revoke the ones that are no longer needed, then invite again.`,
};

/** Error codes that belong to one input field (for inline form errors). */
const FIELD_FOR_CODE: Record<string, string> = {
  INVALID_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  INVALID_PASSWORD: 'password',
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  USERNAME_IS_ALREADY_TAKEN: 'username',
  USERNAME_TOO_SHORT: 'username',
  USERNAME_TOO_LONG: 'username',
  INVALID_USERNAME: 'username',
  INVALID_OTP: 'otp',
  OTP_EXPIRED: 'otp',
  TOO_MANY_ATTEMPTS: 'otp',
};

const toCode = (message: string) =>
  message
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase() || 'ERROR';

/** better-call's validation message looks like "[body.email] Invalid email; [body.password] …". */
const fieldsFromValidationMessage = (message: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const match of message.matchAll(/\[(?:body|query)\.([\w.]+)\]\s*([^;[]*)/g)) {
    const [, field, text] = match;
    if (field && !(field in fields)) fields[field] = (text ?? '').trim() || 'Invalid value';
  }
  return fields;
};

export interface MappedError {
  readonly status: number;
  readonly body: ApiErrorBody;
}

export const mapAuthError = (
  status: number,
  raw: { code?: unknown; message?: unknown; retryAfter?: unknown } | undefined,
  retryAfterHeader?: string | null,
  passwordField = 'password',
): MappedError => {
  const rawMessage =
    typeof raw?.message === 'string' && raw.message ? raw.message : 'The request could not be completed.';
  let code = typeof raw?.code === 'string' && raw.code ? raw.code : toCode(rawMessage);
  const message = MESSAGE_FOR_CODE[code] ?? rawMessage;
  let finalStatus = status;
  let fields: Record<string, string> | undefined;
  let retryAfter: number | undefined;
  if (status === 429) {
    if (!raw?.code) code = 'RATE_LIMITED';
    const seconds = Number(raw?.retryAfter ?? retryAfterHeader);
    retryAfter = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
  }
  if (CONFLICT_CODES.has(code)) finalStatus = 409;
  if (code === 'VALIDATION_ERROR') {
    code = 'VALIDATION_FAILED';
    fields = fieldsFromValidationMessage(message);
    finalStatus = 400;
  } else if (FIELD_FOR_CODE[code]) {
    const field = FIELD_FOR_CODE[code] === 'password' ? passwordField : FIELD_FOR_CODE[code];
    fields = { [field as string]: message };
  }
  return { status: finalStatus, body: errorBody(code, message, { fields, retryAfter }) };
};

/** For errors thrown by `auth.api.*` calls made from our own routes. */
export const mapThrownAuthError = (error: unknown): MappedError | undefined => {
  if (!isAPIError(error)) return undefined;
  return mapAuthError(error.statusCode, error.body as Record<string, unknown> | undefined);
};
