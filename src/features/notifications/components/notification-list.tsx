import { Box, Button, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import {
  AlarmClock,
  BadgePercent,
  Bell,
  Gauge,
  Handshake,
  MessageSquare,
  UserPlus,
  UserRoundCheck,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { NotificationKind } from '../../../shared/respond';
import type { Notification } from '../../../shared/schemas/notifications';
import { ago, fullStamp } from '../format';

const ICONS: Readonly<Record<NotificationKind, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>> = {
  lead_new: UserPlus,
  message_new: MessageSquare,
  lead_assigned: UserRoundCheck,
  lead_overdue: AlarmClock,
  price_drop: BadgePercent,
  plan_limit: Gauge,
  deal_stage: Handshake,
};

function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
}) {
  const Icon = ICONS[notification.kind] ?? Bell;
  const unread = !notification.read;
  return (
    <HStack
      as="li"
      listStyleType="none"
      gap="3"
      align="start"
      px="4"
      py="3"
      borderBottomWidth="1px"
      bg={unread ? 'bg.subtle' : undefined}
      data-testid="notification-row"
      data-read={notification.read}
    >
      <Box color={unread ? 'blue.fg' : 'fg.muted'} pt="0.5">
        <Icon size={18} aria-hidden />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        {notification.link ? (
          <Box
            as="button"
            textAlign="start"
            fontWeight={unread ? 'semibold' : 'normal'}
            textDecoration="underline"
            textDecorationColor="border.emphasized"
            textUnderlineOffset="3px"
            _hover={{ textDecorationColor: 'currentColor' }}
            onClick={() => onOpen(notification)}
          >
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {notification.title}
          </Box>
        ) : (
          <Text fontWeight={unread ? 'semibold' : 'normal'}>
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {notification.title}
          </Text>
        )}
        {notification.body && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {notification.body}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted" title={fullStamp(notification.createdAt)}>
          <time dateTime={notification.createdAt}>{ago(notification.createdAt)}</time>
        </Text>
      </Stack>
      {unread && (
        <Button size="xs" variant="ghost" onClick={() => onMarkRead(notification)}>
          Mark read
          <VisuallyHidden>: {notification.title}</VisuallyHidden>
        </Button>
      )}
    </HStack>
  );
}

/**
 * The notifications, newest first. Opening one marks it read and goes to what it is about (its
 * `link`, an app path the server wrote); "Mark read" reads it in place.
 */
export function NotificationList({
  items,
  onMarkRead,
}: {
  items: readonly Notification[];
  onMarkRead: (ids: readonly string[]) => void;
}) {
  const navigate = useNavigate();
  const open = (n: Notification) => {
    if (!n.read) onMarkRead([n.id]);
    if (n.link) void navigate({ href: n.link });
  };
  return (
    <Box as="ul" borderWidth="1px" borderRadius="xl" overflow="hidden" m="0" p="0" aria-label="Notifications">
      {items.map((n) => (
        <NotificationRow key={n.id} notification={n} onOpen={open} onMarkRead={(x) => onMarkRead([x.id])} />
      ))}
    </Box>
  );
}

export function NotificationListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" data-testid="loading">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        Loading notifications…
      </Text>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} h="16" borderRadius="lg" />
      ))}
    </Stack>
  );
}
