/** Every call the Notifications area makes (src/server/routes/notifications.ts and GET /api/unread). */
import { apiFetch } from '../../lib/api-error';
import type { NotificationKind } from '../../shared/respond';
import type { UnreadCounts } from '../../shared/schemas/messages';
import type { NotificationPreferences, NotificationQuery, NotificationsPage } from '../../shared/schemas/notifications';

export type NotificationListQuery = Partial<NotificationQuery>;
export type PreferencesChange = Partial<Record<NotificationKind, Partial<{ inApp: boolean; email: boolean }>>>;

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export const notificationsSearchString = (query: NotificationListQuery) => {
  const params = new URLSearchParams();
  if (query.filter && query.filter !== 'all') params.set('filter', query.filter);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const notificationsApi = {
  list: (query: NotificationListQuery, signal?: AbortSignal) =>
    apiFetch<NotificationsPage>(`/api/notifications${notificationsSearchString(query)}`, signalOf(signal)),
  /** The bell's and the sidebar's counts. */
  unread: (signal?: AbortSignal) => apiFetch<UnreadCounts>('/api/unread', signalOf(signal)),
  markRead: (ids: readonly string[]) => apiFetch<{ unreadCount: number }>('/api/notifications/read', { body: { ids } }),
  markAllRead: () => apiFetch<{ unreadCount: number }>('/api/notifications/read', { body: { all: true } }),
  preferences: async (signal?: AbortSignal) =>
    (await apiFetch<NotificationPreferences>('/api/notifications/preferences', signalOf(signal))).preferences,
  updatePreferences: async (preferences: PreferencesChange) =>
    (
      await apiFetch<NotificationPreferences>('/api/notifications/preferences', {
        method: 'PATCH',
        body: { preferences },
      })
    ).preferences,
};
