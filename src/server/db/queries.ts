/** All SQL the server runs outside better-auth's adapter lives here (DESIGN.md habit 6). */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { invitations, members, organizations, outboxEmails, users, verifications } from './schema';

export const newId = () => randomUUID();

/** Throws when the database does not answer (health check). */
export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};

export const insertOutboxEmail = async (
  db: Db,
  row: {
    to: string;
    subject: string;
    kind: string;
    html: string;
    text: string;
    data: Record<string, string>;
    status: 'stored' | 'sent' | 'failed';
    error?: string;
  },
) => {
  await db.insert(outboxEmails).values({ id: newId(), ...row });
};

export const listOutboxEmails = async (db: Db, options: { to?: string | undefined; limit: number }) =>
  db
    .select()
    .from(outboxEmails)
    .where(options.to ? eq(outboxEmails.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(sql`ctid`))
    .limit(options.limit);

export const findLatestVerificationCreatedAt = async (db: Db, identifier: string): Promise<Date | undefined> => {
  const [row] = await db
    .select({ createdAt: verifications.createdAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row?.createdAt;
};

/** When the last email of this kind went to this address: survives the code's row being burned or used. */
export const findLatestEmailSentAt = async (db: Db, to: string, kind: string): Promise<Date | undefined> => {
  const [row] = await db
    .select({ createdAt: outboxEmails.createdAt })
    .from(outboxEmails)
    .where(and(eq(sql`lower(${outboxEmails.to})`, to.toLowerCase()), eq(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row?.createdAt;
};

export const findOrganizationName = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
};

export const findUserByUsername = async (db: Db, username: string) => {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
  return row;
};

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
};

export const findUserById = async (db: Db, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

export type MembershipRow = Awaited<ReturnType<typeof findMembership>>;

/** The person's dealership membership: the active one when set, else the oldest. */
export const findMembership = async (db: Db, userId: string, preferredOrganizationId?: string | null) => {
  const rows = await db
    .select({
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
    })
    .from(members)
    .innerJoin(organizations, eq(members.organizationId, organizations.id))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt));
  return rows.find((r) => r.organizationId === preferredOrganizationId) ?? rows[0];
};

export const markProfileComplete = async (db: Db, userId: string, accountType: 'shopper' | 'dealer' | 'staff') => {
  await db.update(users).set({ accountType, profileCompletedAt: new Date() }).where(eq(users.id, userId));
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

export const countUsers = async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
};

export const slugTaken = async (db: Db, slug: string) => {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
  return Boolean(row);
};
