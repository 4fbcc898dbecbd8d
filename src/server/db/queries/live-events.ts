/**
 * The live-event log: one row per recipient; its serial id is the SSE event id, so a stream
 * resumes after a drop or a restart (Last-Event-ID), on any instance of one database.
 */
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { liveEvents } from '../schema';

export interface LiveEventInput {
  readonly userId: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

export type LiveEventRow = { id: number; userId: string; type: string; data: Record<string, unknown>; createdAt: Date };

const columns = {
  id: liveEvents.id,
  userId: liveEvents.userId,
  type: liveEvents.type,
  data: liveEvents.data,
  createdAt: liveEvents.createdAt,
};

export const insertLiveEvents = async (db: Db, events: readonly LiveEventInput[]): Promise<LiveEventRow[]> => {
  if (!events.length) return [];
  const rows = await db
    .insert(liveEvents)
    .values([...events])
    .returning(columns);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
};

/** A user's events after `afterId`, oldest first (a resumed stream replays them). */
export const liveEventsAfter = async (db: Db, userId: string, afterId: number, limit = 500) =>
  (
    await db
      .select(columns)
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
      .orderBy(asc(liveEvents.id))
      .limit(limit)
  ).map((r) => ({ ...r, id: Number(r.id) }));

/** Events in an id range for the given recipients (another instance announced the range). */
export const liveEventsInRange = async (db: Db, from: number, to: number, userIds: readonly string[]) =>
  userIds.length === 0
    ? []
    : (
        await db
          .select(columns)
          .from(liveEvents)
          .where(and(gte(liveEvents.id, from), lte(liveEvents.id, to), inArray(liveEvents.userId, [...userIds])))
          .orderBy(asc(liveEvents.id))
      ).map((r) => ({ ...r, id: Number(r.id) }));

/** The newest event id (a fresh stream starts after it). */
export const latestLiveEventId = async (db: Db) => {
  const [row] = await db.select({ id: sql<string | number>`coalesce(max(${liveEvents.id}), 0)` }).from(liveEvents);
  return Number(row?.id ?? 0);
};

export const pruneLiveEvents = (db: Db, olderThanMs = 24 * 3600_000) =>
  db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(Date.now() - olderThanMs)));
