/**
 * Messages writes besides the thread's sends (outbox.ts): opening a conversation from a vehicle and
 * marking a thread read. Each puts the server's answer in the cache and refetches the lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartConversationInput } from '../../shared/schemas/messages';
import { messagesApi } from './api';
import { addToThread, messageQueries, putConversation } from './queries';

/** A shopper's message about a vehicle; `idempotencyKey` is per attempt (kept across a retry). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: StartConversationInput; idempotencyKey: string }) =>
      messagesApi.start(input, idempotencyKey),
    onSuccess: async (result) => {
      putConversation(queryClient, result.conversation);
      addToThread(queryClient, result.conversation.id, result.message);
      await queryClient.invalidateQueries({ queryKey: messageQueries.lists() });
    },
  });
}

/** Read up to the newest message: the other side's "Seen" and everyone's unread counts follow. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => messagesApi.markRead(conversationId),
    onSuccess: async ({ readState }) => {
      queryClient.setQueryData(messageQueries.detail(conversationId).queryKey, (conversation) =>
        conversation ? { ...conversation, readState, unreadCount: 0 } : conversation,
      );
      await queryClient.invalidateQueries({ queryKey: messageQueries.lists() });
    },
  });
}
