import { ApiError } from '../../lib/api-error';

/** Codes that mean "this link or code is no longer usable": the screens offer to send a new one. */
const EXPIRED_CODES = new Set([
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_ALREADY_ACCEPTED',
  'INVITATION_REVOKED',
  'INVITATION_NOT_PENDING',
  'INVITATION_USED',
  'OTP_EXPIRED',
  'TOO_MANY_ATTEMPTS',
]);

export const isExpiredLinkError = (error: unknown): boolean =>
  error instanceof ApiError && (EXPIRED_CODES.has(error.code) || error.status === 410);
