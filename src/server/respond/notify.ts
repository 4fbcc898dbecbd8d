/**
 * Notifications: who hears about what (DOMAIN.md › Areas › Notifications), by each person's
 * preferences — in the list and the bell (pushed live), and by email with an unsubscribe link that
 * works without signing in (a signed token naming the person and the kind).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { routeById } from '../../../registry/routes';
import {
  conversationLink,
  leadLink,
  NOTIFICATION_KIND_LABELS,
  vehicleLink,
  type NotificationKind,
} from '../../shared/respond';
import type { Notification } from '../../shared/schemas/notifications';
import { findUserById } from '../db/queries/auth';
import { dealerAudience, findMessage, preview, type ConversationRow } from '../db/queries/conversations';
import {
  countUnreadNotifications,
  favoritersOfListedVehicle,
  findPreferences,
  insertNotification,
  markEmailed,
  markNotificationsRead,
  type NewNotification,
  type NotificationRow,
} from '../db/queries/notifications';
import type { AppDeps } from '../deps';
import { notificationEmail } from '../mail/templates';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

// Unsubscribe tokens: base64url(userId:kind).signature — nothing secret inside, unforgeable.
const sign = (secret: string, payload: string) =>
  createHmac('sha256', `${secret}:unsubscribe`).update(payload).digest('base64url');

export const unsubscribeToken = (secret: string, userId: string, kind: NotificationKind) => {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

export const readUnsubscribeToken = (secret: string, token: string) => {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !kind || !(kind in NOTIFICATION_KIND_LABELS)) return undefined;
  return { userId, kind: kind as NotificationKind };
};

/** Sends one notification as the person's preferences say (in-app, email, both or neither). */
export const notify = async (deps: AppDeps, input: NewNotification) => {
  const preferences = (await findPreferences(deps.db, input.userId))[input.kind];
  if (!preferences.inApp && !preferences.email) return;
  // The row exists either way (the email links to it); without in-app it is born read.
  const row = await insertNotification(deps.db, input);
  if (preferences.inApp) {
    await deps.live.publish([
      {
        userId: input.userId,
        type: 'notification.created',
        data: { notification: toNotification(row), unreadCount: await countUnreadNotifications(deps.db, input.userId) },
      },
    ]);
  } else {
    await markNotificationsRead(deps.db, input.userId, [row.id]);
  }
  if (preferences.email) {
    const email = (await findUserById(deps.db, input.userId))?.email;
    if (email) {
      const base = deps.env.publicUrl;
      const token = unsubscribeToken(deps.env.authSecret, input.userId, input.kind);
      await deps.mail.send(
        email,
        notificationEmail({
          title: input.title,
          body: input.body,
          url: input.link ? `${base}${input.link}` : null,
          unsubscribeUrl: `${base}${routeById.unsubscribe.path}?token=${encodeURIComponent(token)}`,
          kindLabel: NOTIFICATION_KIND_LABELS[input.kind],
        }),
      );
      await markEmailed(deps.db, row.id);
    }
  }
};

const vehicleName = (row: ConversationRow) => `${row.vehicleYear} ${row.vehicleMake} ${row.vehicleModel}`;

/** After a message: a new lead for the dealership, or a new message for the other side. */
export const onMessageSent = async (
  deps: AppDeps,
  conversation: ConversationRow,
  messageId: string,
  side: 'shopper' | 'dealer',
  created: boolean,
) => {
  const message = await findMessage(deps.db, messageId);
  if (!message) return;
  const text = preview(message.body);
  const leadLinkOf = conversation.leadId ? leadLink(conversation.leadId) : null;
  const threadLink = conversationLink(conversation.id);
  if (side === 'dealer') {
    await notify(deps, {
      userId: conversation.shopperId,
      organizationId: null,
      kind: 'message_new',
      title: `${conversation.organizationName} replied about the ${vehicleName(conversation)}`,
      body: text,
      link: threadLink,
      data: { conversationId: conversation.id, messageId },
    });
    return;
  }
  const staff = await dealerAudience(deps.db, conversation.organizationId, conversation.assigneeId);
  for (const person of staff) {
    if (person.userId === conversation.shopperId) continue;
    const isAssignee = person.userId === conversation.assigneeId;
    if (created) {
      await notify(deps, {
        userId: person.userId,
        organizationId: conversation.organizationId,
        kind: isAssignee ? 'lead_assigned' : 'lead_new',
        title: isAssignee
          ? `New lead assigned to you: ${conversation.shopperName}, ${vehicleName(conversation)}`
          : `New lead: ${conversation.shopperName} about the ${vehicleName(conversation)}`,
        body: text,
        link: leadLinkOf ?? threadLink,
        data: { leadId: conversation.leadId, conversationId: conversation.id },
      });
    } else if (isAssignee || !conversation.assigneeId) {
      // Managers see every conversation, but only the one answering it is interrupted by each message.
      await notify(deps, {
        userId: person.userId,
        organizationId: conversation.organizationId,
        kind: 'message_new',
        title: `${conversation.shopperName} wrote about the ${vehicleName(conversation)}`,
        body: text,
        link: threadLink,
        data: { conversationId: conversation.id, messageId },
      });
    }
  }
};

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);

/**
 * After a price change: when the price went down on a vehicle shoppers can see, each shopper who
 * saved it hears of it ("price drop on a favorite"), with the drop since the last price and since
 * they saved it.
 */
export const onPriceChange = async (deps: AppDeps, vehicleId: string, from: number | null, to: number | null) => {
  if (from === null || to === null || to >= from) return 0;
  const found = await favoritersOfListedVehicle(deps.db, vehicleId);
  if (!found) return 0;
  const { vehicle, people } = found;
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  for (const person of people) {
    const sinceSaved =
      person.savedPriceCents !== null && person.savedPriceCents > to
        ? ` That is ${dollars(person.savedPriceCents - to)} less than when you saved it.`
        : '';
    await notify(deps, {
      userId: person.userId,
      organizationId: null,
      kind: 'price_drop',
      title: `Price drop: the ${name} is now ${dollars(to)}`,
      body: `${vehicle.organizationName} lowered the price from ${dollars(from)} to ${dollars(to)}.${sinceSaved}`,
      link: vehicleLink(vehicle.id),
      data: { vehicleId: vehicle.id, from, to },
    });
  }
  return people.length;
};
