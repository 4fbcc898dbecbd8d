import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { Car } from 'lucide-react';
import { useRowLinks } from '../../../components/ui/list-table';
import { vehicleName } from '../../../shared/format';
import type { ConversationSummary } from '../../../shared/schemas/messages';
import { listStamp } from '../format';

/** Who the viewer talks to in a conversation: the shopper for dealer staff, the dealership for a shopper. */
export const counterpartOf = (conversation: Pick<ConversationSummary, 'shopper' | 'dealership'>, viewerId: string) =>
  conversation.shopper.id === viewerId ? conversation.dealership.name : conversation.shopper.name;

export const unreadLabel = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

function ConversationRow({
  conversation,
  viewerId,
  selected,
  href,
}: {
  conversation: ConversationSummary;
  viewerId: string;
  selected: boolean;
  href: string;
}) {
  const mine = conversation.shopper.id === viewerId ? 'shopper' : 'dealer';
  const name = counterpartOf(conversation, viewerId);
  const vehicle = vehicleName(conversation.vehicle);
  const unread = conversation.unreadCount;
  const last = conversation.lastMessage;
  const cover = conversation.vehicle.coverUrl;
  return (
    <li>
      <a href={href} data-title="" aria-current={selected ? 'true' : undefined} data-testid="conversation-row">
        <div data-row="" data-unread={unread > 0 ? '' : undefined}>
          {cover ? (
            <img src={cover} alt="" loading="lazy" data-conv-thumb="" />
          ) : (
            <div data-conv-thumb="" aria-hidden>
              <Car size={18} />
            </div>
          )}
          <div data-lines="">
            <div data-line="">
              <p data-name="">{name}</p>
              {last && <span data-stamp="">{listStamp(last.at)}</span>}
            </div>
            <p data-vehicle="">
              <span data-sr="">About the </span>
              {vehicle}
            </p>
            <div data-line="">
              <p data-preview="">{last ? `${last.side === mine ? 'You: ' : ''}${last.preview}` : 'No messages yet'}</p>
              {unread > 0 && (
                <span data-badge="solid">
                  <span aria-hidden>{unread}</span>
                  <span data-sr="">{unreadLabel(unread)}</span>
                </span>
              )}
            </div>
          </div>
        </div>
      </a>
    </li>
  );
}

/**
 * The conversations, as plain HTML styled by one stylesheet (src/theme/list-rows.ts), and their
 * links as plain anchors the list navigates and preloads for (useRowLinks): about a dozen Chakra
 * parts and a router Link per row made the switch to Messages miss its 300 ms at ×4 (issue 14).
 */
export function ConversationList({
  items,
  viewerId,
  selectedId,
}: {
  items: readonly ConversationSummary[];
  viewerId: string;
  selectedId: string;
}) {
  const router = useRouter();
  const rowLinks = useRowLinks();
  const hrefOf = (id: string) =>
    router.buildLocation({ to: '/dashboard/messages', search: (prev) => ({ ...prev, c: id }) }).href;
  return (
    <Stack as="ul" gap="1" aria-label="Conversations" m="0" p="0" data-conversation-rows="" {...rowLinks}>
      {items.map((c) => (
        <ConversationRow
          key={c.id}
          conversation={c}
          viewerId={viewerId}
          selected={c.id === selectedId}
          href={hrefOf(c.id)}
        />
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
