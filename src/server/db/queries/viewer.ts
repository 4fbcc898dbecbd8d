/** The signed-in person behind a session token, in one round trip (the hot path of every guarded request). */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, users } from '../schema/auth';

export const findLiveSessionByToken = async (db: Db, token: string, now = new Date()) => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
};
