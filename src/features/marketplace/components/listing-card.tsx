import { Box, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Listing } from '../../../shared/schemas/vehicles';
import { DealBadge } from './deal-badge';
import { FavoriteButton } from './favorite-button';
import { dealerPlace, formatMiles, formatPrice, vehicleTitle } from './format';
import { VehiclePhoto } from './vehicle-photo';

/** A marketplace card: the title links to the listing; the heart and the badge are their own controls. */
export function ListingCard({ listing }: { listing: Listing }) {
  const title = vehicleTitle(listing);
  const place = dealerPlace(listing.dealer);
  return (
    <Card.Root as="article" overflow="hidden" size="sm" aria-labelledby={`listing-${listing.id}`} h="full">
      <Box position="relative">
        <VehiclePhoto src={listing.coverUrl} alt={title} />
        <Box position="absolute" top="2" right="2">
          <FavoriteButton vehicleId={listing.id} favorited={listing.favorited} title={title} />
        </Box>
      </Box>
      <Card.Body gap="2">
        <Text as="h2" id={`listing-${listing.id}`} fontWeight="semibold" lineClamp={2}>
          <Link to="/dashboard/vehicles/$id" params={{ id: listing.id }}>
            {title}
          </Link>
        </Text>
        <HStack justify="space-between" align="center" wrap="wrap" gap="2">
          <Text fontSize="xl" fontWeight="bold">
            {formatPrice(listing.priceCents)}
          </Text>
          <DealBadge deal={listing.deal} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatMiles(listing.mileage)}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {listing.dealer.name}
          {place && ` · ${place}`}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** A card's shape while the page loads. */
export function ListingCardSkeleton() {
  return (
    <Card.Root overflow="hidden" size="sm" aria-hidden="true">
      <Skeleton aspectRatio={4 / 3} w="full" />
      <Card.Body gap="3">
        <Skeleton h="5" w="80%" />
        <Skeleton h="6" w="40%" />
        <Stack gap="2">
          <Skeleton h="4" w="30%" />
          <Skeleton h="4" w="60%" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
