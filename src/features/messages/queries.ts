/** One queryOptions factory per read of the Messages area (DESIGN.md habit 7): cache keys are defined here only. */
import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import type { Conversation, Message, ThreadPage } from '../../shared/schemas/messages';
import { messagesApi, type ConversationListQuery } from './api';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
/** A conversation that is not yours stays not found (an answer, not a failure); the rest retry once. */
const keepMissing = { retry: (count: number, error: unknown) => !isNotFound(error) && count < 1 } as const;
export const isMissingConversation = isNotFound;
/**
 * The live stream keeps these current while the dashboard is open (and refetches them after a
 * drop), so they only need to be fresh enough to skip the refetch right after a route loader.
 */
const FRESH_MS = 5_000;

/** Drops defaults, so `{}` and `{ filter: 'all' }` share one cache entry. */
const compact = (query: ConversationListQuery): ConversationListQuery => {
  const out: ConversationListQuery = {};
  if (query.filter && query.filter !== 'all') out.filter = query.filter;
  if (query.view && query.view !== 'all') out.view = query.view;
  if (query.q) out.q = query.q;
  if (query.vehicleId) out.vehicleId = query.vehicleId;
  if (query.page && query.page > 1) out.page = query.page;
  if (query.as) out.as = query.as;
  return out;
};

export const messageQueries = {
  all: ['messages'] as const,
  lists: () => [...messageQueries.all, 'list'] as const,
  /** Live updates refetch it (ordering and unread counts are the server's); the old page stays meanwhile. */
  list: (query: ConversationListQuery) =>
    queryOptions({
      queryKey: [...messageQueries.lists(), compact(query)] as const,
      queryFn: ({ signal }) => messagesApi.list(query, signal),
      placeholderData: keepPreviousData,
      staleTime: FRESH_MS,
    }),
  details: () => [...messageQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...messageQueries.details(), id] as const,
      queryFn: ({ signal }) => messagesApi.get(id, signal),
      staleTime: FRESH_MS,
      ...keepMissing,
    }),
  /** Newest page first; each page is oldest-first within; `before` pages back in time. */
  thread: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...messageQueries.details(), id, 'thread'] as const,
      queryFn: ({ signal, pageParam }) => messagesApi.thread(id, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page: ThreadPage) => page.nextBefore ?? undefined,
      staleTime: FRESH_MS,
      ...keepMissing,
    }),
};

/** The thread's messages oldest first, across the pages loaded. */
export const threadMessages = (pages: readonly ThreadPage[] | undefined): Message[] =>
  pages ? [...pages].reverse().flatMap((p) => p.items) : [];

/** Adds a message to a cached thread (a send's answer, a live event), once, at the newest end. */
export const addToThread = (queryClient: QueryClient, conversationId: string, message: Message) => {
  queryClient.setQueryData(messageQueries.thread(conversationId).queryKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    const items = [...newest!.items, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { ...data, pages: [{ ...newest!, items }, ...older] };
  });
};

/** Puts a conversation the server answered with into the cache. */
export const putConversation = (queryClient: QueryClient, conversation: Conversation) =>
  queryClient.setQueryData(messageQueries.detail(conversation.id).queryKey, conversation);
