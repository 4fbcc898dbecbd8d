/**
 * The dealership's audit log (issue 11 › Settings): every change to its settings, team or status,
 * with who, when, before and after. Callers pass the transaction that makes the change, so an entry
 * exists exactly when its change does.
 */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { auditLog } from '../schema';
import { newId } from './ids';

export type AuditEntryInput = {
  organizationId: string;
  actor: { id: string; name: string } | null;
  action: string;
  target: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Only the fields that differ go in before/after, so the log reads as what changed. */
export const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
};

/**
 * jsonb refuses a lone UTF-16 surrogate ("\ud800"), which a text column takes (the driver writes
 * it as U+FFFD): the log stores what the column now holds, so a change is never refused for it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (value: Record<string, unknown> | null | undefined) =>
  value
    ? (JSON.parse(
        JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\ufffd') : v)),
      ) as Record<string, unknown>)
    : null;

export const recordAudit = async (db: Db, entry: AuditEntryInput) => {
  await db.insert(auditLog).values({
    id: newId(),
    organizationId: entry.organizationId,
    actorUserId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? 'Lotline',
    action: entry.action,
    target: entry.target,
    before: wellFormed(entry.before),
    after: wellFormed(entry.after),
  });
};

/** Newest first, keyset-paged by (created_at, id) so entries written meanwhile never repeat a page. */
export const listAudit = async (
  db: Db,
  organizationId: string,
  opts: { limit: number; before?: { createdAt: Date; id: string } },
) => {
  const cursor = opts.before;
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        cursor
          ? or(
              lt(auditLog.createdAt, cursor.createdAt),
              and(eq(auditLog.createdAt, cursor.createdAt), sql`${auditLog.id} < ${cursor.id}`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit);
};
