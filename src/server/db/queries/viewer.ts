/** The signed-in person behind a session token, in one round trip (the hot path of every guarded request). */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, users } from '../schema/auth';
import { members, organizations } from '../schema/dealerships';
import { membershipColumns, type MembershipRow } from './dealerships';

/**
 * The live session (not expired) with its user and their dealership membership — the active one
 * when the session names it, else the oldest, as findMembership picks it. Undefined when the token
 * has no live session.
 */
export const findLiveSessionByToken = async (db: Db, token: string, now = new Date()) => {
  const rows = await db
    .select({
      session: sessions,
      user: users,
      membership: membershipColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    // Deactivated memberships are not joined: as findMembership, such a member has no dealership.
    .leftJoin(members, and(eq(members.userId, users.id), isNull(members.deactivatedAt)))
    .leftJoin(organizations, eq(members.organizationId, organizations.id))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
    .orderBy(asc(members.createdAt));
  const [first] = rows;
  if (!first) return undefined;
  const memberships = rows.flatMap((r) =>
    r.membership?.memberId && r.membership.organizationId ? [r.membership as NonNullable<MembershipRow>] : [],
  );
  const membership = memberships.find((m) => m.organizationId === first.session.activeOrganizationId) ?? memberships[0];
  return { session: first.session, user: first.user, membership };
};
