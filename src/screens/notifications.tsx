import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { Pager } from '../components/layout/pager';
import { FormErrorAlert } from '../components/ui/form-error-alert';
import { useViewer } from '../lib/session';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { NotificationList, NotificationListSkeleton } from '../features/notifications/components/notification-list';
import { PreferencesPanel } from '../features/notifications/components/preferences-panel';
import { notificationKindsFor } from '../features/notifications/kinds';
import { useMarkNotificationsRead } from '../features/notifications/mutations';
import { notificationQueries } from '../features/notifications/queries';
import { DEALER_ROLES } from '../shared/constants';

const routeApi = getRouteApi('/dashboard/notifications');

function Preferences({ dealerStaff }: { dealerStaff: boolean }) {
  const preferences = useQuery(notificationQueries.preferences());
  return (
    <Stack as="section" aria-labelledby="notification-preferences" gap="3">
      <Heading as="h2" id="notification-preferences" size="md">
        What you hear about
      </Heading>
      {preferences.isPending ? (
        <Skeleton h="40" borderRadius="lg" />
      ) : preferences.isError ? (
        <ErrorBlock title="We could not load your notification settings." onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesPanel preferences={preferences.data} kinds={notificationKindsFor(dealerStaff)} />
      )}
    </Stack>
  );
}

/**
 * Everything that happened while you were away (new leads, messages, assignments, overdue leads,
 * price drops, plan limits), newest first; read or unread, each opening what it is about. Live: a
 * new one appears here and on the bell as it happens. Below, the per-event preferences.
 */
export function NotificationsScreen() {
  const route = routeById['notifications'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const viewer = useViewer();
  const dealerStaff = Boolean(viewer?.roles.some((r) => (DEALER_ROLES as readonly string[]).includes(r)));
  const list = useQuery(notificationQueries.list(search));
  const markRead = useMarkNotificationsRead();
  const data = list.data;
  const unreadCount = data?.unreadCount ?? 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, page: 1, ...patch }), resetScroll: 'page' in patch });

  return (
    <DashboardPage
      title={headingOf(route)}
      description={route.description}
      actions={
        <Button
          variant="outline"
          onClick={() => markRead.mutate('all')}
          disabled={unreadCount === 0}
          loading={markRead.isPending && markRead.variables === 'all'}
        >
          <CheckCheck /> Mark all read
        </Button>
      }
    >
      <FormErrorAlert message={markRead.error?.message} title="Not marked read" />
      <HStack role="group" aria-label="Show" gap="1">
        {(['all', 'unread'] as const).map((f) => (
          <Button
            key={f}
            size="sm"
            variant={search.filter === f ? 'subtle' : 'ghost'}
            colorPalette={search.filter === f ? 'blue' : 'gray'}
            aria-pressed={search.filter === f}
            onClick={() => setSearch({ filter: f })}
          >
            {f === 'all' ? 'All' : 'Unread'}
            {f === 'unread' && data && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {unreadCount}
              </Text>
            )}
          </Button>
        ))}
      </HStack>
      {list.isPending ? (
        <NotificationListSkeleton />
      ) : list.isError ? (
        <ErrorBlock title="We could not load your notifications." onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        search.filter === 'unread' ? (
          <EmptyPanel icon={<CheckCheck />} title="All caught up" description="You have read every notification.">
            <Button size="sm" variant="outline" onClick={() => setSearch({ filter: 'all' })}>
              Show all
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            icon={<BellOff />}
            title="No notifications yet"
            description={
              dealerStaff
                ? 'New leads, messages and leads assigned to you show up here, and on the bell, as they happen.'
                : 'Replies from dealers and price drops on your favorites show up here, and on the bell, as they happen.'
            }
          />
        )
      ) : (
        <Stack gap="3" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {unreadCount === 0 ? 'No unread notifications' : unreadCount === 1 ? '1 unread' : `${unreadCount} unread`}
          </Text>
          <NotificationList items={data.items} onMarkRead={(ids) => markRead.mutate({ ids })} />
          <Pager label="Notification pages" page={data.page} pages={pages} onPage={(page) => setSearch({ page })} />
        </Stack>
      )}
      <Preferences dealerStaff={dealerStaff} />
    </DashboardPage>
  );
}
