/** One queryOptions factory per read of the Notifications area: cache keys are defined here only. */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UnreadCounts } from '../../shared/schemas/messages';
import { notificationsApi, type NotificationListQuery } from './api';

/** Kept current by the live stream while the dashboard is open; fresh enough to skip a refetch after a loader. */
const FRESH_MS = 5_000;

const compact = (query: NotificationListQuery): NotificationListQuery => ({
  ...(query.filter && query.filter !== 'all' ? { filter: query.filter } : {}),
  ...(query.page && query.page > 1 ? { page: query.page } : {}),
});

export const notificationQueries = {
  all: ['notifications'] as const,
  lists: () => [...notificationQueries.all, 'list'] as const,
  list: (query: NotificationListQuery) =>
    queryOptions({
      queryKey: [...notificationQueries.lists(), compact(query)] as const,
      queryFn: ({ signal }) => notificationsApi.list(query, signal),
      placeholderData: keepPreviousData,
      staleTime: FRESH_MS,
    }),
  /** { messages, notifications }: the bell's count (and the unread messages beside it). */
  unread: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'unread'] as const,
      queryFn: ({ signal }) => notificationsApi.unread(signal),
      staleTime: FRESH_MS,
    }),
  preferences: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'preferences'] as const,
      queryFn: ({ signal }) => notificationsApi.preferences(signal),
    }),
};

/** Changes some of the cached counts (a live event or a write said what they are now). */
export const setUnread = (queryClient: QueryClient, patch: Partial<UnreadCounts>) =>
  queryClient.setQueryData(notificationQueries.unread().queryKey, (counts) =>
    counts ? { ...counts, ...patch } : counts,
  );
