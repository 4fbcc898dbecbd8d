/**
 * How Messages' caches follow the live stream (the dashboard layout hands this to the live
 * feature's <LiveSync>): a new message joins its cached thread at once and the lists refetch their
 * order and unread counts; a read receipt moves "Seen" without a refetch. Data is checked with the
 * shared schemas: an event of another shape is ignored rather than trusted.
 */
import type { QueryClient } from '@tanstack/react-query';
// zod/mini and the light module: this runs in the dashboard layout on every page (issue 14).
import { z } from 'zod/mini';
import { MessageSchema, SENDER_SIDES } from '../../shared/schemas/message-answer';
import type { ReadState } from '../../shared/schemas/messages';
import { addToThread, messageQueries } from './queries';

type EventData = Readonly<Record<string, unknown>>;

const MessageCreated = z.object({ conversationId: z.string(), message: MessageSchema });
const ConversationRead = z.object({
  conversationId: z.string(),
  side: z.enum(SENDER_SIDES),
  readAt: z.string(),
  lastReadMessageId: z.nullable(z.string()),
});

export const messagesLiveSync = (queryClient: QueryClient) => {
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: messageQueries.lists() });
  return {
    'message.created': (data: EventData) => {
      const event = MessageCreated.safeParse(data);
      if (!event.success) return;
      addToThread(queryClient, event.data.conversationId, event.data.message);
      void queryClient.invalidateQueries({
        queryKey: messageQueries.detail(event.data.conversationId).queryKey,
        exact: true,
      });
      refreshLists();
    },
    'conversation.read': (data: EventData) => {
      const event = ConversationRead.safeParse(data);
      if (!event.success) return;
      const { conversationId, side, readAt, lastReadMessageId } = event.data;
      queryClient.setQueryData(messageQueries.detail(conversationId).queryKey, (conversation) => {
        if (!conversation) return conversation;
        const readState: ReadState =
          side === 'shopper'
            ? { ...conversation.readState, shopperReadAt: readAt, shopperLastReadMessageId: lastReadMessageId }
            : { ...conversation.readState, dealerReadAt: readAt, dealerLastReadMessageId: lastReadMessageId };
        return { ...conversation, readState };
      });
      // A refetch already on its way may have been answered before this read: ask again, after it.
      void queryClient.invalidateQueries({ queryKey: messageQueries.detail(conversationId).queryKey, exact: true });
    },
    'unread.changed': () => refreshLists(),
    reconnected: () => void queryClient.invalidateQueries({ queryKey: messageQueries.all }),
  };
};
