import { Box, Card, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Car } from 'lucide-react';
import { formatDollars, formatMiles, vehicleName } from '../../../shared/format';
import type { Listing } from '../../../shared/schemas/vehicles';

/** A listed vehicle on the dealer's public page; the title opens it on the marketplace. */
export function DealerListingCard({ listing }: { listing: Listing }) {
  const title = vehicleName(listing);
  return (
    <Card.Root as="article" overflow="hidden" size="sm" aria-labelledby={`dl-${listing.id}`} h="full">
      <Box aspectRatio={4 / 3} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
        {listing.coverUrl ? (
          <Image src={listing.coverUrl} alt={title} w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <Box color="fg.subtle" aria-hidden="true">
            <Car size={40} />
          </Box>
        )}
      </Box>
      <Card.Body gap="1">
        <Text as="h3" id={`dl-${listing.id}`} fontWeight="semibold" lineClamp={2}>
          <Link to="/dashboard/vehicles/$id" params={{ id: listing.id }}>
            {title}
          </Link>
        </Text>
        <Text fontSize="lg" fontWeight="bold">
          {listing.priceCents === null ? 'Call for price' : formatDollars(listing.priceCents)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatMiles(listing.mileage)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
