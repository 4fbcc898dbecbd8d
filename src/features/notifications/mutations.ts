/** Notifications writes: read one, read all, and the per-event preferences. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsPage } from '../../shared/schemas/notifications';
import { notificationsApi, type PreferencesChange } from './api';
import { notificationQueries, setUnread } from './queries';

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { ids: readonly string[] } | 'all') =>
      target === 'all' ? notificationsApi.markAllRead() : notificationsApi.markRead(target.ids),
    // Read at once on screen; the server's answer (and the live event) confirm the count.
    onMutate: (target) => {
      queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationQueries.lists() }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((n) => (target === 'all' || target.ids.includes(n.id) ? { ...n, read: true } : n)),
            }
          : page,
      );
    },
    onSuccess: ({ unreadCount }) => setUnread(queryClient, { notifications: unreadCount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.lists() }),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PreferencesChange) => notificationsApi.updatePreferences(change),
    onSuccess: (preferences) => queryClient.setQueryData(notificationQueries.preferences().queryKey, preferences),
  });
}
