/**
 * Notifications: the bell, the notifications page and per-event preferences (in-app, email).
 * `link` is an app path the screen navigates to (the lead, the conversation, the favorite…).
 */
import { z } from 'zod';
import { LIVE_EVENT_TYPES, NOTIFICATION_KINDS } from '../respond';
import { idField } from './leads';

export const NotificationQuerySchema = z.object({
  filter: z.enum(['all', 'unread']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type NotificationQuery = z.infer<typeof NotificationQuerySchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An app path, e.g. /dashboard/leads?lead=… or /dashboard/messages?c=…; null: nothing to open. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsPageSchema = z.object({
  items: z.array(NotificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/** POST /api/notifications/read: these ids, or every unread one when `all`. */
export const MarkNotificationsReadSchema = z
  .object({ ids: z.array(idField).max(200).optional(), all: z.boolean().optional() })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, {
    message: 'Name the notifications, or all',
    path: ['ids'],
  });

const ChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export const NotificationPreferencesSchema = z.object({
  preferences: z.record(z.enum(NOTIFICATION_KINDS), ChannelsSchema),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const UpdateNotificationPreferencesSchema = z.object({
  preferences: z.partialRecord(z.enum(NOTIFICATION_KINDS), ChannelsSchema.partial()),
});

/** The emailed unsubscribe link's token (signed; works without signing in). */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(1000) });
export const UnsubscribeResultSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  email: z.string(),
  /** A sentence for the page: "You will no longer get emails about new messages." */
  message: z.string(),
});

/**
 * One server-sent event (GET /api/events): `id:` is the event id (send it back as Last-Event-ID),
 * `event:` the type, `data:` this JSON. Types and their data:
 * - message.created: { conversationId, message: Message, unreadCount } — a message in a thread you see
 * - conversation.read: { conversationId, side, readAt, lastReadMessageId } — a read receipt
 * - unread.changed: { messages, notifications } — your badge counts
 * - lead.created / lead.updated: { leadId }
 * - notification.created: { notification: Notification, unreadCount }
 * - notifications.read: { unreadCount }
 */
export const LiveEventSchema = z.object({
  id: z.string(),
  type: z.enum(LIVE_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
