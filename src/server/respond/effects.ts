/**
 * What follows a write in Respond, after its transaction: the live events each affected person's
 * open tabs receive (message, read receipt, unread counts, lead changes). Notifications hook in here.
 */
import type { AppDeps } from '../deps';
import { dealerAudience, findMessage, unreadMessageTotal, type Viewpoint } from '../db/queries/conversations';
import type { LiveEventInput } from '../db/queries/live-events';
import { toMessage } from './answers';

export interface ConversationRef {
  readonly id: string;
  readonly organizationId: string;
  readonly shopperId: string;
  readonly assigneeId: string | null;
}

/** Everyone who sees a conversation, as the viewpoint their unread counts are computed from. */
export const conversationAudience = async (deps: AppDeps, conversation: ConversationRef): Promise<Viewpoint[]> => {
  const staff = await dealerAudience(deps.db, conversation.organizationId, conversation.assigneeId);
  return [
    { userId: conversation.shopperId, side: 'shopper' },
    ...staff
      .filter((s) => s.userId !== conversation.shopperId)
      .map((s) => ({
        userId: s.userId,
        side: 'dealer' as const,
        organizationId: conversation.organizationId,
        role: s.role,
      })),
  ];
};

const unreadEvents = async (deps: AppDeps, audience: readonly Viewpoint[]): Promise<LiveEventInput[]> =>
  Promise.all(
    audience.map(async (v) => ({
      userId: v.userId,
      type: 'unread.changed',
      data: { messages: await unreadMessageTotal(deps.db, v) },
    })),
  );

export const publishMessage = async (
  deps: AppDeps,
  conversation: ConversationRef,
  messageId: string,
  extra: { leadCreated?: string | null } = {},
) => {
  const row = await findMessage(deps.db, messageId);
  if (!row) return;
  const audience = await conversationAudience(deps, conversation);
  const message = toMessage(row);
  const events: LiveEventInput[] = audience.map((v) => ({
    userId: v.userId,
    type: 'message.created',
    data: { conversationId: conversation.id, message },
  }));
  events.push(...(await unreadEvents(deps, audience)));
  if (extra.leadCreated)
    for (const v of audience)
      if (v.side === 'dealer')
        events.push({ userId: v.userId, type: 'lead.created', data: { leadId: extra.leadCreated } });
  await deps.live.publish(events);
};

export const publishRead = async (
  deps: AppDeps,
  conversation: ConversationRef,
  reader: Viewpoint,
  read: { readAt: string; lastReadMessageId: string | null },
) => {
  const audience = await conversationAudience(deps, conversation);
  const events: LiveEventInput[] = audience.map((v) => ({
    userId: v.userId,
    type: 'conversation.read',
    data: { conversationId: conversation.id, side: reader.side, ...read },
  }));
  events.push({
    userId: reader.userId,
    type: 'unread.changed',
    data: { messages: await unreadMessageTotal(deps.db, reader) },
  });
  await deps.live.publish(events);
};

/** A lead changed (status, assignee…): the dealership's people who see it refresh it. */
export const publishLeadUpdated = async (
  deps: AppDeps,
  organizationId: string,
  leadId: string,
  assigneeIds: readonly (string | null)[],
) => {
  const seen = new Set<string>();
  for (const assigneeId of assigneeIds)
    for (const person of await dealerAudience(deps.db, organizationId, assigneeId)) seen.add(person.userId);
  await deps.live.publish([...seen].map((userId) => ({ userId, type: 'lead.updated', data: { leadId } })));
};
