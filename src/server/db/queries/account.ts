/**
 * SQL of the Account area: the signed-in person's sessions, what they own (for the export), and
 * deleting them. Every query is keyed on the person's own id; the only dealership-wide statements
 * are the sole-owner checks and the deletion of a dealership its sole owner confirmed by name.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  conversations,
  favorites,
  members,
  messages,
  notificationPreferences,
  notifications,
  organizations,
  sessions,
  users,
  vehicles,
} from '../schema';
import { photoFilesOfVehicles } from './vehicle-photos';

export const listUserSessions = (db: Db, userId: string) =>
  db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));

/** Ends one of the person's own sessions; false when there is no such session of theirs. */
export const deleteUserSession = async (db: Db, userId: string, sessionId: string) => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
};

/** Ends every session of the person but this one; how many ended. */
export const deleteOtherSessions = async (db: Db, userId: string, keepSessionId: string) => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
};

export const setUserImage = async (db: Db, userId: string, image: string | null) => {
  const [row] = await db
    .update(users)
    .set({ image, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ image: users.image });
  return row;
};

export const findUserImage = async (db: Db, userId: string) => {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  return row?.image ?? null;
};

/** The person's dealership memberships, each with how many owners and members it has besides them. */
export const findOwnership = async (db: Db, userId: string) => {
  const mine = await db
    .select({
      organizationId: members.organizationId,
      role: members.role,
      name: organizations.name,
      joinedAt: members.createdAt,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt));
  return Promise.all(
    mine.map(async (m) => {
      const [others] = await db
        .select({
          members: count(),
          owners:
            sql<number>`count(*) filter (where ${members.role} = 'owner' and ${members.deactivatedAt} is null)`.mapWith(
              Number,
            ),
        })
        .from(members)
        .where(and(eq(members.organizationId, m.organizationId), ne(members.userId, userId)));
      const [stock] = await db
        .select({ n: count() })
        .from(vehicles)
        .where(and(eq(vehicles.organizationId, m.organizationId), isNull(vehicles.deletedAt)));
      return {
        ...m,
        otherMembers: others?.members ?? 0,
        otherOwners: others?.owners ?? 0,
        vehicles: stock?.n ?? 0,
      };
    }),
  );
};

export type Ownership = Awaited<ReturnType<typeof findOwnership>>[number];

/**
 * Everything stored about the person that is theirs: profile, sign-ins, memberships, favorites,
 * their conversations as a shopper (with every message in them), the messages they sent as
 * dealership staff, notifications and preferences. Not the dealership's records (leads,
 * customers, deals): those belong to the dealership.
 */
export const exportUserData = async (db: Db, userId: string) => {
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      accountType: users.accountType,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));

  const memberships = await db
    .select({ dealership: organizations.name, role: members.role, joinedAt: members.createdAt })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt));

  const sessionRows = await listUserSessions(db, userId);

  const favoriteRows = await db
    .select({
      vehicleId: favorites.vehicleId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      dealership: organizations.name,
      savedPriceCents: favorites.savedPriceCents,
      priceCents: vehicles.priceCents,
      savedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(vehicles, eq(vehicles.id, favorites.vehicleId))
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));

  const conversationRows = await db
    .select({
      id: conversations.id,
      dealership: organizations.name,
      vehicleId: conversations.vehicleId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      startedAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(organizations, eq(organizations.id, conversations.organizationId))
    .innerJoin(vehicles, eq(vehicles.id, conversations.vehicleId))
    .where(eq(conversations.shopperId, userId))
    .orderBy(asc(conversations.createdAt));
  const threadMessages = conversationRows.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          from: messages.senderSide,
          body: messages.body,
          sentAt: messages.createdAt,
        })
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            conversationRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.conversationId), asc(messages.seq))
    : [];

  const sentAsStaff = await db
    .select({
      conversationId: messages.conversationId,
      dealership: organizations.name,
      body: messages.body,
      sentAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(organizations, eq(organizations.id, messages.organizationId))
    .where(and(eq(messages.senderId, userId), eq(messages.senderSide, 'dealer')))
    .orderBy(asc(messages.createdAt));

  const notificationRows = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));

  const preferences = await db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

  return {
    profile: profile ?? null,
    memberships,
    sessions: sessionRows.map((s) => ({
      signedInAt: s.createdAt,
      lastActiveAt: s.updatedAt,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    favorites: favoriteRows.map(({ year, make, model, trim, ...f }) => ({
      ...f,
      vehicle: [year, make, model, trim].filter(Boolean).join(' '),
    })),
    conversations: conversationRows.map(({ year, make, model, ...c }) => ({
      ...c,
      vehicle: `${year} ${make} ${model}`,
      messages: threadMessages.filter((m) => m.conversationId === c.id).map(({ conversationId: _omit, ...m }) => m),
    })),
    messagesSentAsStaff: sentAsStaff,
    notifications: notificationRows,
    notificationPreferences: preferences,
  };
};

/**
 * Deletes a dealership and everything it holds (the foreign keys cascade: vehicles, leads,
 * customers, deals, conversations, memberships, invitations). Returns the storage keys of its
 * vehicles' photos, for the caller to remove once the rows are gone.
 */
export const deleteDealership = async (db: Db, organizationId: string) => {
  const stock = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.organizationId, organizationId));
  const files = await photoFilesOfVehicles(
    db,
    stock.map((v) => v.id),
  );
  await db.delete(organizations).where(eq(organizations.id, organizationId));
  return files;
};

/**
 * Deletes the person, and with them the dealership they alone own when they confirmed it: both or
 * neither (one transaction). Returns the photo files of that dealership's vehicles.
 */
export const deleteAccount = (db: Db, userId: string, soleOwnedDealershipId: string | null) =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const files = soleOwnedDealershipId ? await deleteDealership(t, soleOwnedDealershipId) : [];
    await deleteUser(t, userId);
    return files;
  });

/** Deletes the person: sessions, sign-in methods, memberships and their own rows go with them (cascade). */
export const deleteUser = async (db: Db, userId: string) => {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
};
