/** SQL of notifications and their preferences: every query is one person's own rows. */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
} from '../../../shared/respond';
import type { Db } from '../client';
import { favorites, notificationPreferences, notifications, organizations, vehicles } from '../schema';
import { newId } from './ids';

export type Preferences = Record<NotificationKind, { inApp: boolean; email: boolean }>;

export const findPreferences = async (db: Db, userId: string): Promise<Preferences> => {
  const rows = await db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const result = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, { ...DEFAULT_NOTIFICATION_PREFERENCES[k] }]),
  ) as Preferences;
  for (const row of rows) result[row.kind] = { inApp: row.inApp, email: row.email };
  return result;
};

export const savePreference = (
  db: Db,
  userId: string,
  kind: NotificationKind,
  value: { inApp: boolean; email: boolean },
) =>
  db
    .insert(notificationPreferences)
    .values({ userId, kind, ...value })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: value });

export interface NewNotification {
  userId: string;
  organizationId: string | null;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  data?: Record<string, unknown>;
}

export const insertNotification = async (db: Db, input: NewNotification) => {
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), ...input, data: input.data ?? {} })
    .returning();
  return row!;
};

export type NotificationRow = Awaited<ReturnType<typeof insertNotification>>;

/**
 * Whether the person already heard of this kind for this dealership since `since`, matching the
 * given data fields (a plan limit is said once a day, however many refusals follow).
 */
export const notifiedSince = async (
  db: Db,
  userId: string,
  kind: NotificationKind,
  organizationId: string,
  data: Record<string, string>,
  since: Date,
) => {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        eq(notifications.organizationId, organizationId),
        gt(notifications.createdAt, since),
        sql`${notifications.data} @> ${JSON.stringify(data)}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
};

export const markEmailed = (db: Db, id: string) =>
  db.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, id));

export const countUnreadNotifications = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
};

export const listNotifications = async (db: Db, userId: string, filter: 'all' | 'unread', page: number) => {
  const where = and(eq(notifications.userId, userId), filter === 'unread' ? isNull(notifications.readAt) : undefined);
  const items = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(where);
  return { items, total: Number(count?.n ?? 0) };
};

/** Marks the person's own notifications read (ids of someone else's are ignored). */
export const markNotificationsRead = (db: Db, userId: string, ids: readonly string[] | 'all') =>
  db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });

/**
 * Who to tell about a price drop: everyone who saved the vehicle while it is on the marketplace
 * (listed, for sale, not removed), with what it cost when they saved it.
 */
export const favoritersOfListedVehicle = async (db: Db, vehicleId: string) => {
  const [vehicle] = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      organizationName: organizations.name,
    })
    .from(vehicles)
    .innerJoin(organizations, eq(organizations.id, vehicles.organizationId))
    .where(
      and(
        eq(vehicles.id, vehicleId),
        eq(vehicles.listed, true),
        isNull(vehicles.deletedAt),
        inArray(vehicles.status, ['available', 'on_hold']),
      ),
    );
  if (!vehicle) return undefined;
  const people = await db
    .select({ userId: favorites.userId, savedPriceCents: favorites.savedPriceCents })
    .from(favorites)
    .where(eq(favorites.vehicleId, vehicleId));
  return { vehicle, people };
};
