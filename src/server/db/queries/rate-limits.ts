/**
 * Fixed-window counters in the database (the rate_limits table better-auth also keeps its own
 * counters in, under different keys), so every server instance on one database counts together.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  readonly count: number;
  /** When the current window started (ms since the epoch). */
  readonly windowStart: number;
}

/** Counts one request against `key`, atomically: a window that has ended starts again at 1. */
export const hitRateLimit = async (db: Db, key: string, windowMs: number, now = Date.now()): Promise<RateLimitHit> => {
  const expired = now - windowMs;
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${expired} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  type Row = { count: number | string; last_request: string | number };
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows) as Row[];
  const row = rows[0]!;
  return { count: Number(row.count), windowStart: Number(row.last_request) };
};
