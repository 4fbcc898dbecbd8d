/** SQL of notifications and their preferences: every query is one person's own rows. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
} from '../../../shared/respond';
import type { Db } from '../client';
import { notificationPreferences, notifications } from '../schema';
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
