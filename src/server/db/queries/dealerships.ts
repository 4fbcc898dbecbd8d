/** SQL of dealerships: organizations, memberships and invitations. */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { invitations, members, organizations, users } from '../schema';
import { newId } from './ids';

export const findOrganizationName = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
};

export type MembershipRow = Awaited<ReturnType<typeof findMembership>>;

/** The person's dealership membership: the active one when set, else the oldest. */
/** What a membership row carries (the session read selects the same, joined to the session). */
export const membershipColumns = {
  memberId: members.id,
  role: members.role,
  organizationId: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  plan: organizations.plan,
  planStatus: organizations.planStatus,
  trialEndsAt: organizations.trialEndsAt,
  verifiedAt: organizations.verifiedAt,
  suspendedAt: organizations.suspendedAt,
  /** Why it is suspended: its staff see it on every dashboard page (issue 11 › Dealers). */
  suspensionReason: organizations.suspensionReason,
};

export const findMembership = async (db: Db, userId: string, preferredOrganizationId?: string | null) => {
  const rows = await db
    .select(membershipColumns)
    .from(members)
    .innerJoin(organizations, eq(members.organizationId, organizations.id))
    // A deactivated member has no dealership: they keep their account, not its access (issue 11 › Settings).
    .where(and(eq(members.userId, userId), isNull(members.deactivatedAt)))
    .orderBy(asc(members.createdAt));
  return rows.find((r) => r.organizationId === preferredOrganizationId) ?? rows[0];
};

export const updateDealershipProfile = async (
  db: Db,
  organizationId: string,
  values: {
    phone: string;
    addressLine1: string;
    addressLine2?: string | undefined;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    website?: string | undefined;
    plan: 'starter' | 'dealer' | 'pro';
    planStatus: 'trialing' | 'active';
    trialEndsAt: Date;
  },
) => {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
};

export const findInvitation = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: invitations.id,
      organizationId: invitations.organizationId,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      inviterId: invitations.inviterId,
      dealershipName: organizations.name,
    })
    .from(invitations)
    .innerJoin(organizations, eq(invitations.organizationId, organizations.id))
    .where(eq(invitations.id, id));
  return row;
};

export const listPendingInvitations = async (db: Db, organizationId: string) =>
  db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      inviterId: invitations.inviterId,
      inviterName: users.name,
    })
    .from(invitations)
    .innerJoin(users, eq(invitations.inviterId, users.id))
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.createdAt));

export const setInvitationStatus = async (db: Db, id: string, status: 'accepted' | 'canceled' | 'rejected') => {
  await db.update(invitations).set({ status }).where(eq(invitations.id, id));
};

export const extendInvitation = async (db: Db, id: string, expiresAt: Date) => {
  await db.update(invitations).set({ expiresAt }).where(eq(invitations.id, id));
};

export const addMember = async (db: Db, organizationId: string, userId: string, role: string) => {
  await db
    .insert(members)
    .values({ id: newId(), organizationId, userId, role })
    .onConflictDoNothing({ target: [members.organizationId, members.userId] });
};

export const slugTaken = async (db: Db, slug: string) => {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
  return Boolean(row);
};
