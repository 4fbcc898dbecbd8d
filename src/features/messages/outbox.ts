/**
 * Messages on their way: shown in the thread at once ("Sending…"), kept with "Retry" when the send
 * failed (network, server error), and removed once the server has them. Each keeps its
 * Idempotency-Key, so retrying a send that did arrive (the answer was lost) never posts it twice.
 * A module store (not component state), so a send in flight survives leaving and reopening the thread.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { ApiError, networkError } from '../../lib/api-error';
import { messagesApi, newIdempotencyKey } from './api';
import { addToThread, messageQueries, putConversation } from './queries';

export interface OutgoingMessage {
  readonly localId: string;
  readonly conversationId: string;
  readonly body: string;
  readonly idempotencyKey: string;
  readonly status: 'sending' | 'failed';
  readonly error: string | null;
  readonly createdAt: string;
}

/** sent; refused: the server said no for a reason the composer shows (rate limit, too long); failed: kept to retry. */
export type SendOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'refused'; readonly error: ApiError }
  | { readonly kind: 'failed'; readonly error: ApiError };

const EMPTY: readonly OutgoingMessage[] = [];
const boxes = new Map<string, readonly OutgoingMessage[]>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const put = (item: OutgoingMessage) => {
  const items = boxes.get(item.conversationId) ?? EMPTY;
  const at = items.findIndex((m) => m.localId === item.localId);
  boxes.set(item.conversationId, at < 0 ? [...items, item] : items.map((m, i) => (i === at ? item : m)));
  emit();
};
const drop = (item: OutgoingMessage) => {
  const items = (boxes.get(item.conversationId) ?? EMPTY).filter((m) => m.localId !== item.localId);
  if (items.length) boxes.set(item.conversationId, items);
  else boxes.delete(item.conversationId);
  emit();
};

/** The server refused the message itself: sending it again unchanged would be refused again. */
const isRefusal = (error: ApiError) => [400, 404, 413, 422, 429].includes(error.status);

async function attempt(queryClient: QueryClient, item: OutgoingMessage, first: boolean): Promise<SendOutcome> {
  const sending: OutgoingMessage = { ...item, status: 'sending', error: null };
  put(sending);
  try {
    const result = await messagesApi.send(item.conversationId, item.body, item.idempotencyKey);
    addToThread(queryClient, item.conversationId, result.message);
    putConversation(queryClient, result.conversation);
    drop(sending);
    void queryClient.invalidateQueries({ queryKey: messageQueries.lists() });
    return { kind: 'sent' };
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : networkError();
    // A first attempt the server refused goes back to the composer, which says why (and when to retry).
    if (first && isRefusal(error)) {
      drop(sending);
      return { kind: 'refused', error };
    }
    put({ ...sending, status: 'failed', error: error.message });
    return { kind: 'failed', error };
  }
}

/** The conversation's messages on their way, and how to send, retry and discard them. */
export function useOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const items = useSyncExternalStore(
    subscribe,
    () => boxes.get(conversationId) ?? EMPTY,
    () => EMPTY,
  );
  const send = useCallback(
    (body: string) =>
      attempt(
        queryClient,
        {
          localId: newIdempotencyKey(),
          conversationId,
          body,
          idempotencyKey: newIdempotencyKey(),
          status: 'sending',
          error: null,
          createdAt: new Date().toISOString(),
        },
        true,
      ),
    [queryClient, conversationId],
  );
  const retry = useCallback(
    (localId: string) => {
      const item = (boxes.get(conversationId) ?? EMPTY).find((m) => m.localId === localId);
      return item ? attempt(queryClient, item, false) : Promise.resolve<SendOutcome>({ kind: 'sent' });
    },
    [queryClient, conversationId],
  );
  const discard = useCallback(
    (localId: string) => {
      const item = (boxes.get(conversationId) ?? EMPTY).find((m) => m.localId === localId);
      if (item) drop(item);
    },
    [conversationId],
  );
  return useMemo(() => ({ items, send, retry, discard }), [items, send, retry, discard]);
}

/** Stories: put messages in the outbox as if sent a moment ago (a "Sending…" or failed bubble). */
export function seedOutbox(items: readonly OutgoingMessage[]) {
  boxes.clear();
  for (const item of items) put(item);
  return () => {
    boxes.clear();
    emit();
  };
}
