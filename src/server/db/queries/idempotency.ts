/**
 * Idempotency keys (the Idempotency-Key header): claimed inside the transaction that does the work,
 * so a key exists exactly when its effect does. A second request with the key waits for the first
 * one's transaction (the primary key's lock), then reads what it answered.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '../../../shared/respond';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';

export const requestHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly statusCode: number; readonly response: unknown }
  | { readonly kind: 'mismatch' };

export interface KeyRef {
  readonly userId: string;
  readonly scope: string;
  readonly key: string;
  readonly hash: string;
}

export const claimIdempotencyKey = async (tx: Db, ref: KeyRef): Promise<Claim> => {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      userId: ref.userId,
      scope: ref.scope,
      key: ref.key,
      requestHash: ref.hash,
      statusCode: 0,
      response: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'claimed' };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
      ),
    );
  if (!row || row.requestHash !== ref.hash) return { kind: 'mismatch' };
  return { kind: 'replay', statusCode: row.statusCode, response: row.response };
};

export const completeIdempotencyKey = async (tx: Db, ref: KeyRef, statusCode: number, response: unknown) => {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
      ),
    );
};

export const pruneIdempotencyKeys = (db: Db, now = Date.now()) =>
  db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_HOURS * 3600_000)));
