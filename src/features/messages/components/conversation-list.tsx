import { Badge, Box, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { vehicleName } from '../../../shared/format';
import type { ConversationSummary } from '../../../shared/schemas/messages';
import { listStamp } from '../format';
import { VehicleThumb } from './vehicle-thumb';

/** Who the viewer talks to in a conversation: the shopper for dealer staff, the dealership for a shopper. */
export const counterpartOf = (conversation: Pick<ConversationSummary, 'shopper' | 'dealership'>, viewerId: string) =>
  conversation.shopper.id === viewerId ? conversation.dealership.name : conversation.shopper.name;

export const unreadLabel = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

function ConversationRow({
  conversation,
  viewerId,
  selected,
}: {
  conversation: ConversationSummary;
  viewerId: string;
  selected: boolean;
}) {
  const mine = conversation.shopper.id === viewerId ? 'shopper' : 'dealer';
  const name = counterpartOf(conversation, viewerId);
  const vehicle = vehicleName(conversation.vehicle);
  const unread = conversation.unreadCount;
  const last = conversation.lastMessage;
  return (
    <Box as="li" listStyleType="none">
      <Link
        to="/dashboard/messages"
        search={(prev) => ({ ...prev, c: conversation.id })}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation-row"
      >
        <HStack
          align="start"
          gap="3"
          px="3"
          py="3"
          borderRadius="md"
          bg={selected ? 'bg.emphasized' : unread > 0 ? 'bg.subtle' : undefined}
          _hover={{ bg: selected ? 'bg.emphasized' : 'bg.muted' }}
        >
          <VehicleThumb url={conversation.vehicle.coverUrl} />
          <Stack gap="0.5" flex="1" minW="0">
            <HStack gap="2" justify="space-between">
              <Text fontWeight={unread > 0 ? 'bold' : 'medium'} truncate>
                {name}
              </Text>
              {last && (
                <Text as="span" fontSize="xs" color={unread > 0 ? 'fg' : 'fg.muted'} flexShrink={0}>
                  {listStamp(last.at)}
                </Text>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" truncate>
              <VisuallyHidden>About the </VisuallyHidden>
              {vehicle}
            </Text>
            <HStack gap="2" justify="space-between">
              <Text fontSize="sm" color={unread > 0 ? 'fg' : 'fg.muted'} truncate>
                {last ? `${last.side === mine ? 'You: ' : ''}${last.preview}` : 'No messages yet'}
              </Text>
              {unread > 0 && (
                <Badge colorPalette="blue" variant="solid" borderRadius="full" flexShrink={0}>
                  <span aria-hidden>{unread}</span>
                  <VisuallyHidden>{unreadLabel(unread)}</VisuallyHidden>
                </Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
      </Link>
    </Box>
  );
}

export function ConversationList({
  items,
  viewerId,
  selectedId,
}: {
  items: readonly ConversationSummary[];
  viewerId: string;
  selectedId: string;
}) {
  return (
    <Stack as="ul" gap="1" aria-label="Conversations" m="0" p="0">
      {items.map((c) => (
        <ConversationRow key={c.id} conversation={c} viewerId={viewerId} selected={c.id === selectedId} />
      ))}
    </Stack>
  );
}

export function ConversationListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" data-testid="loading">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        Loading conversations…
      </Text>
      {Array.from({ length: 5 }, (_, i) => (
        <HStack key={i} gap="3" px="3">
          <Skeleton w="14" h="10" borderRadius="md" />
          <Stack flex="1" gap="1.5">
            <Skeleton h="3.5" w="60%" />
            <Skeleton h="3" w="80%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
