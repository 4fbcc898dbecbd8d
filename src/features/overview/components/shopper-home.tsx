import { Badge, Button, HStack, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatDollars, formatShortDateTime, vehicleName } from '../../../shared/format';
import type { ShopperOverview } from '../../../shared/schemas/overview';
import { CountTile, OverviewCard } from './overview-card';

/** A shopper's home: the vehicles they saved (what changed since) and their conversations with dealers. */
export function ShopperHome({ data }: { data: ShopperOverview }) {
  return (
    <Stack gap="6" data-testid="shopper-home">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <CountTile
          testId="tile-favorites"
          label="Saved vehicles"
          value={data.favoritesCount}
          link={{ to: '/dashboard/favorites' }}
        />
        <CountTile
          testId="tile-price-drops"
          label="Price drops"
          value={data.priceDrops}
          hint="Since you saved them"
          link={{ to: '/dashboard/favorites' }}
        />
        <CountTile
          testId="tile-unread"
          label="Unread messages"
          value={data.unreadMessages}
          tone={data.unreadMessages > 0 ? 'warning' : 'neutral'}
          link={{ to: '/dashboard/messages', search: { filter: 'unread' } }}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <OverviewCard
          testId="recent-favorites"
          title="Saved vehicles"
          link={{ to: '/dashboard/favorites' }}
          linkLabel="See all saved"
        >
          {data.favorites.length === 0 ? (
            <Stack gap="3" align="start">
              <Text color="fg.muted">Save vehicles you like and see here when their price drops or they sell.</Text>
              <Button asChild size="sm">
                <Link to="/dashboard/vehicles">Browse vehicles</Link>
              </Button>
            </Stack>
          ) : (
            <List.Root variant="plain" gap="3">
              {data.favorites.map((f) => {
                const drop = f.available && (f.priceChangeCents ?? 0) < 0;
                return (
                  <List.Item key={f.vehicleId} display="block">
                    <HStack justify="space-between" gap="3" align="start">
                      <Stack gap="0" minW="0">
                        {f.available ? (
                          <ChakraLink asChild fontWeight="medium">
                            <Link to="/dashboard/vehicles/$id" params={{ id: f.vehicleId }}>
                              {vehicleName(f)}
                            </Link>
                          </ChakraLink>
                        ) : (
                          <Text fontWeight="medium" color="fg.muted">
                            {vehicleName(f)}
                          </Text>
                        )}
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {f.dealer.name}
                          {f.priceCents !== null && ` · ${formatDollars(f.priceCents)}`}
                        </Text>
                      </Stack>
                      {!f.available ? (
                        <Badge colorPalette="gray" variant="outline" flexShrink="0">
                          {f.status === 'sold' ? 'Sold' : 'No longer listed'}
                        </Badge>
                      ) : drop ? (
                        <Badge colorPalette="green" flexShrink="0">
                          {formatDollars(Math.abs(f.priceChangeCents!))} off
                        </Badge>
                      ) : null}
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
          )}
        </OverviewCard>
        <OverviewCard
          testId="recent-conversations"
          title="Conversations"
          link={{ to: '/dashboard/messages' }}
          linkLabel="Open messages"
        >
          {data.conversations.length === 0 ? (
            <Text color="fg.muted">Message a dealer from any vehicle page; their replies show up here.</Text>
          ) : (
            <List.Root variant="plain" gap="3">
              {data.conversations.map((c) => (
                <List.Item key={c.id} display="block">
                  <HStack justify="space-between" gap="3" align="start">
                    <Stack gap="0" minW="0">
                      <ChakraLink asChild fontWeight={c.unreadCount > 0 ? 'semibold' : 'medium'}>
                        <Link to="/dashboard/messages" search={{ c: c.id }}>
                          {c.dealership.name}
                        </Link>
                      </ChakraLink>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {vehicleName(c.vehicle)}
                        {c.lastMessage && ` · ${formatShortDateTime(c.lastMessage.at)}`}
                      </Text>
                    </Stack>
                    {c.unreadCount > 0 && (
                      <Badge colorPalette="blue" flexShrink="0">
                        {c.unreadCount} new
                      </Badge>
                    )}
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </OverviewCard>
      </SimpleGrid>
    </Stack>
  );
}
