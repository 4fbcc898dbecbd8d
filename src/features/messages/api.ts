/**
 * Every call the Messages area makes (src/server/routes/conversations.ts), typed from the shared
 * schemas the server validates with. Sends carry an Idempotency-Key: a retry after a timeout answers
 * the first send instead of sending (or opening a lead) twice.
 */
import { apiFetch } from '../../lib/api-error';
import { IDEMPOTENCY_HEADER } from '../../shared/respond';
import type {
  Conversation,
  ConversationQuery,
  ConversationsPage,
  ReadState,
  SendResult,
  StartConversationInput,
  ThreadPage,
} from '../../shared/schemas/messages';

/** The list's query as the URL and the cache key hold it: defaults left out. */
export type ConversationListQuery = Partial<Pick<ConversationQuery, 'filter' | 'view' | 'q' | 'vehicleId' | 'page'>> & {
  /** Dealer staff asking for their own shopping instead of the dealership's inbox. */
  as?: 'dealer' | 'shopper';
};

const conversation$ = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export const listSearchString = (query: ConversationListQuery) => {
  const params = new URLSearchParams();
  if (query.filter && query.filter !== 'all') params.set('filter', query.filter);
  if (query.view && query.view !== 'all') params.set('view', query.view);
  if (query.q) params.set('q', query.q);
  if (query.vehicleId) params.set('vehicleId', query.vehicleId);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.as) params.set('as', query.as);
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** A fresh key per send attempt; a retry of the same attempt reuses it. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export const messagesApi = {
  list: (query: ConversationListQuery, signal?: AbortSignal) =>
    apiFetch<ConversationsPage>(`/api/conversations${listSearchString(query)}`, signalOf(signal)),
  get: async (id: string, signal?: AbortSignal) =>
    (await apiFetch<{ conversation: Conversation }>(conversation$(id), signalOf(signal))).conversation,
  thread: (id: string, before: string | undefined, signal?: AbortSignal) =>
    apiFetch<ThreadPage>(
      `${conversation$(id)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
      signalOf(signal),
    ),
  send: (id: string, body: string, idempotencyKey: string) =>
    apiFetch<SendResult>(`${conversation$(id)}/messages`, {
      body: { body },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  start: (input: StartConversationInput, idempotencyKey: string) =>
    apiFetch<SendResult>('/api/conversations', { body: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  markRead: (id: string, upToMessageId?: string) =>
    apiFetch<{ readState: ReadState; unreadTotal: number }>(`${conversation$(id)}/read`, {
      body: upToMessageId ? { upToMessageId } : {},
    }),
};
