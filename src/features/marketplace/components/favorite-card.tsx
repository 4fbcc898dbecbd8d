import { Badge, Box, Button, Card, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Favorite } from '../../../shared/schemas/vehicles';
import { VEHICLE_STATUS_LABELS } from '../../../shared/vehicles';
import { dealerPlace, formatMiles, formatPrice, vehicleTitle } from './format';
import { VehiclePhoto } from './vehicle-photo';

const dollars = (cents: number) => formatPrice(Math.abs(cents));

/** "Price dropped $1,000 since you saved it", or the rise, or no change. */
export const priceChangeText = (favorite: Favorite): string | null => {
  const change = favorite.priceChangeCents;
  if (change === null) return null;
  if (change < 0) return `Price dropped ${dollars(change)} since you saved it`;
  if (change > 0) return `Price up ${dollars(change)} since you saved it`;
  return 'Same price as when you saved it';
};

/** Why a saved vehicle is greyed out. */
const goneText = (favorite: Favorite) =>
  favorite.status === 'sold' || favorite.status === 'wholesaled' || favorite.status === 'archived'
    ? `${VEHICLE_STATUS_LABELS[favorite.status]}: no longer for sale.`
    : 'No longer listed by the dealer.';

export function FavoriteCard({ favorite, onRemove }: { favorite: Favorite; onRemove: () => void }) {
  const title = vehicleTitle(favorite);
  const change = priceChangeText(favorite);
  const place = dealerPlace(favorite.dealer);
  return (
    <Card.Root
      as="article"
      size="sm"
      overflow="hidden"
      aria-labelledby={`favorite-${favorite.vehicleId}`}
      data-available={favorite.available}
      bg={favorite.available ? undefined : 'bg.subtle'}
    >
      <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }}>
        <Box filter={favorite.available ? undefined : 'grayscale(1)'}>
          <VehiclePhoto src={favorite.coverUrl} alt={title} />
        </Box>
        <Card.Body gap="2">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1" minW="0">
              <Text as="h2" id={`favorite-${favorite.vehicleId}`} fontWeight="semibold">
                {favorite.available ? (
                  <Link to="/dashboard/vehicles/$id" params={{ id: favorite.vehicleId }}>
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {formatMiles(favorite.mileage)} · {favorite.dealer.name}
                {place && ` · ${place}`}
              </Text>
            </Stack>
            {!favorite.available && (
              <Badge colorPalette="gray" variant="outline">
                {favorite.status === 'sold' ? 'Sold' : 'Unavailable'}
              </Badge>
            )}
          </HStack>
          <HStack gap="4" wrap="wrap" align="baseline">
            <Text fontSize="xl" fontWeight="bold" color={favorite.available ? undefined : 'fg.muted'}>
              {formatPrice(favorite.priceCents)}
              {!favorite.available && (
                <Text as="span" fontSize="sm" fontWeight="normal">
                  {' '}
                  (last price)
                </Text>
              )}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Saved at {formatPrice(favorite.savedPriceCents)}
            </Text>
          </HStack>
          {change && (
            <Text
              fontSize="sm"
              fontWeight="medium"
              color={(favorite.priceChangeCents ?? 0) < 0 ? 'green.fg' : 'fg.muted'}
              data-testid="price-change"
            >
              {change}
            </Text>
          )}
          {!favorite.available && (
            <Text fontSize="sm" color="fg.muted">
              {goneText(favorite)}
            </Text>
          )}
          <HStack pt="1">
            <Button size="xs" variant="outline" onClick={onRemove} aria-label={`Remove ${title} from favorites`}>
              Remove
            </Button>
          </HStack>
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}

/**
 * A card's shape while the favorites load: the same grid, photo ratio and line heights as
 * FavoriteCard, so the list does not move when the cards arrive (issue 14: no layout shift).
 */
export function FavoriteCardSkeleton() {
  return (
    <Card.Root size="sm" overflow="hidden" aria-hidden="true">
      <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }}>
        <Skeleton aspectRatio={4 / 3} w="full" borderRadius="0" />
        <Card.Body gap="2">
          <Stack gap="1">
            <Skeleton h="6" w="60%" />
            <Skeleton h="5" w="45%" />
          </Stack>
          <HStack gap="4" align="baseline">
            <Skeleton h="7" w="7rem" />
            <Skeleton h="5" w="8rem" />
          </HStack>
          <Skeleton h="5" w="16rem" maxW="full" />
          <Box pt="1">
            <Skeleton h="6" w="4.5rem" />
          </Box>
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}
