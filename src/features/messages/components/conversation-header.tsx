import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { formatDollars, vehicleName } from '../../../shared/format';
import type { Conversation, SenderSide } from '../../../shared/schemas/messages';
import { VehicleThumb } from './vehicle-thumb';

/**
 * Who the thread is with and the vehicle it is about: its card links to the dealer's stock page
 * (dealer staff, who also get the lead and the customer) or the marketplace listing (the shopper).
 * On a phone, the way back to the list.
 */
export function ConversationHeader({
  conversation,
  mySide,
  counterpart,
}: {
  conversation: Conversation;
  mySide: SenderSide;
  counterpart: string;
}) {
  const { vehicle } = conversation;
  const name = vehicleName(vehicle);
  const price = vehicle.priceCents === null ? 'No price' : formatDollars(vehicle.priceCents);
  return (
    <Stack gap="3" borderBottomWidth="1px" pb="3">
      <Button asChild variant="ghost" size="xs" alignSelf="start" display={{ base: 'inline-flex', lg: 'none' }}>
        <Link to="/dashboard/messages" search={(prev) => ({ ...prev, c: '' })}>
          <ArrowLeft /> All conversations
        </Link>
      </Button>
      <HStack gap="3" justify="space-between" align="start" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" size="md" truncate>
            {counterpart}
          </Heading>
          {mySide === 'dealer' && (
            <>
              <Text fontSize="sm" color="fg.muted">
                {conversation.assignee ? `Assigned to ${conversation.assignee.name}` : 'Unassigned'}
              </Text>
              <HStack gap="3" fontSize="sm">
                {conversation.leadId && (
                  <Link to="/dashboard/leads/$id" params={{ id: conversation.leadId }}>
                    <Text as="span" textDecoration="underline">
                      Open the lead
                    </Text>
                  </Link>
                )}
                {conversation.customerId && (
                  <Link to="/dashboard/customers/$id/edit" params={{ id: conversation.customerId }}>
                    <Text as="span" textDecoration="underline">
                      Customer details
                    </Text>
                  </Link>
                )}
              </HStack>
            </>
          )}
        </Stack>
        <HStack gap="3" align="center" borderWidth="1px" borderRadius="lg" p="2" pe="3" maxW="full">
          <VehicleThumb url={vehicle.coverUrl} size="md" />
          <Stack gap="0" minW="0">
            {mySide === 'dealer' ? (
              <Link to="/dashboard/inventory/$id" params={{ id: vehicle.id }} search={{ tab: 'overview' }}>
                <Text fontWeight="semibold" textDecoration="underline" truncate>
                  {name}
                </Text>
              </Link>
            ) : (
              <Link to="/dashboard/vehicles/$id" params={{ id: vehicle.id }}>
                <Text fontWeight="semibold" textDecoration="underline" truncate>
                  {name}
                </Text>
              </Link>
            )}
            <Text fontSize="sm">{price}</Text>
            <HStack gap="2">
              {mySide === 'dealer' && (
                <Text fontSize="xs" color="fg.muted">
                  {vehicle.stockNumber}
                </Text>
              )}
              {!vehicle.listed && (
                <Badge size="sm" colorPalette="gray">
                  No longer listed
                </Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
      </HStack>
    </Stack>
  );
}
