/**
 * How Notifications' caches follow the live stream (handed to the live feature's <LiveSync> by the
 * dashboard layout): the bell's count is set from the event itself, the list refetches.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notificationQueries, setUnread } from './queries';

type EventData = Readonly<Record<string, unknown>>;
const countOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

export const notificationsLiveSync = (queryClient: QueryClient) => {
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: notificationQueries.lists() });
  const setNotifications = (data: EventData) => {
    const count = countOf(data['unreadCount']);
    if (count === null) void queryClient.invalidateQueries({ queryKey: notificationQueries.unread().queryKey });
    else setUnread(queryClient, { notifications: count });
  };
  return {
    'notification.created': (data: EventData) => {
      setNotifications(data);
      refreshLists();
    },
    'notifications.read': (data: EventData) => {
      setNotifications(data);
      refreshLists();
    },
    // The event carries the counts of the side it was computed for: refetch the whole, cheaply.
    'unread.changed': (data: EventData) => {
      const notifications = countOf(data['notifications']);
      if (notifications !== null) setUnread(queryClient, { notifications });
      if (data['messages'] !== undefined)
        void queryClient.invalidateQueries({ queryKey: notificationQueries.unread().queryKey });
    },
    reconnected: () => void queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  };
};
