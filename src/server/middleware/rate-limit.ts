/**
 * Per-client limits for the public forms, counted in the database so that several server
 * instances on one PostgreSQL (behind any load balancer) share one count per client.
 */
import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/auth';
import type { Db } from '../db/client';
import { hitRateLimit } from '../db/queries/rate-limits';
import { apiError } from '../errors';

export const FORM_RATE_LIMIT = 5;
export const FORM_RATE_WINDOW_MS = 10 * 60 * 1000;

/** main.ts puts the socket address on the context (see app.ts); without it (tests) the client-IP header counts. */
export const clientIp = (c: Context): string =>
  (c.get('clientIp' as never) as string | undefined) ?? c.req.header(CLIENT_IP_HEADER) ?? 'unknown';

export interface FormRateLimit {
  readonly db: Db;
  readonly enabled: boolean;
  /** Names the counter: each form counts on its own. */
  readonly name: string;
  readonly message: string;
  readonly limit?: number;
  readonly windowMs?: number;
}

/** The 429 answer when this client sent too many of this form lately; undefined lets the request through. */
export const rejectIfRateLimited = async (c: Context, options: FormRateLimit) => {
  if (!options.enabled) return undefined;
  const limit = options.limit ?? FORM_RATE_LIMIT;
  const windowMs = options.windowMs ?? FORM_RATE_WINDOW_MS;
  const now = Date.now();
  const hit = await hitRateLimit(options.db, `form:${options.name}:${clientIp(c)}`, windowMs, now);
  if (hit.count <= limit) return undefined;
  const retryAfter = Math.max(1, Math.ceil((hit.windowStart + windowMs - now) / 1000));
  c.header('Retry-After', String(retryAfter));
  return apiError(c, 429, 'RATE_LIMITED', options.message, { retryAfter });
};
