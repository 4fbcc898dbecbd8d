import { Box, IconButton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notificationQueries } from '../queries';

/** "9+" past nine: the badge stays one size. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

export const bellLabel = (count: number) =>
  count === 0 ? 'Notifications' : `Notifications, ${count === 1 ? '1 unread' : `${count} unread`}`;

/**
 * The top bar's bell: unread notifications, kept current by the live stream (the dashboard's
 * <LiveSync>), linking to the notifications page. Its name carries the count for screen readers;
 * the badge is for the eyes. No count (still loading, or failed) shows the plain bell.
 */
export function NotificationBell() {
  const unread = useQuery(notificationQueries.unread());
  const count = unread.data?.notifications ?? 0;
  // Announce a count that grows while the page is open (not the count found on arrival).
  const previous = useRef<number | null>(null);
  const [news, setNews] = useState('');
  useEffect(() => {
    if (!unread.data) return;
    const before = previous.current;
    previous.current = count;
    if (before !== null && count > before)
      setNews(count === 1 ? '1 unread notification' : `${count} unread notifications`);
  }, [unread.data, count]);
  return (
    <>
      <Box srOnly aria-live="polite" data-testid="notification-news">
        {news}
      </Box>
      <IconButton asChild variant="ghost" size="sm" aria-label={bellLabel(count)} position="relative">
        <Link to="/dashboard/notifications" data-testid="notification-bell">
          <Bell aria-hidden />
          {count > 0 && (
            <Box
              as="span"
              aria-hidden
              position="absolute"
              top="0"
              insetEnd="0"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              minW="4"
              h="4"
              px="1"
              borderRadius="full"
              bg="red.solid"
              color="red.contrast"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1"
              data-testid="notification-count"
            >
              {badgeText(count)}
            </Box>
          )}
        </Link>
      </IconButton>
    </>
  );
}
