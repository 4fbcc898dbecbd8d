import { Button, Card, DataList, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CarFront } from 'lucide-react';
import { EmptyPanel } from '../components/layout/page';
import { usePageTitle } from '../lib/page-title';
import { isNotFound } from '../features/marketplace/api';
import { DealBadge, dealDetail } from '../features/marketplace/components/deal-badge';
import { FavoriteButton } from '../features/marketplace/components/favorite-button';
import { dealerPlace, formatMiles, formatPrice, vehicleTitle } from '../features/marketplace/components/format';
import { PhotoGallery } from '../features/marketplace/components/photo-gallery';
import { ErrorBlock } from '../features/marketplace/components/query-state';
import { marketplaceQueries } from '../features/marketplace/queries';
import { MessageDealerForm } from '../features/messages/components/message-dealer-form';
import { useViewer } from '../lib/session';
import type { ListingDetail } from '../shared/schemas/vehicles';
import { DEAL_RATING_EXPLAINED, SPEC_LABELS } from '../shared/vehicles';

const routeApi = getRouteApi('/dashboard/vehicles/$id');

const BackLink = () => (
  <Text fontSize="sm">
    <Link to="/dashboard/vehicles" style={{ textDecoration: 'underline' }}>
      ← All vehicles
    </Link>
  </Text>
);

const specsOf = (l: ListingDetail): [string, string | null][] => [
  ['Year', String(l.year)],
  ['Make', l.make],
  ['Model', l.model],
  ['Trim', l.trim],
  ['Mileage', formatMiles(l.mileage)],
  ['Condition', SPEC_LABELS.condition[l.condition]],
  ['Body', l.body && SPEC_LABELS.body[l.body]],
  ['Fuel', l.fuel && SPEC_LABELS.fuel[l.fuel]],
  ['Transmission', l.transmission && SPEC_LABELS.transmission[l.transmission]],
  ['Drivetrain', l.drivetrain && SPEC_LABELS.drivetrain[l.drivetrain]],
  ['Engine', l.engine],
  ['Doors', l.doors === null ? null : String(l.doors)],
  ['Exterior color', l.exteriorColor],
  ['Interior color', l.interiorColor],
  ['VIN', l.vin],
  ['Stock number', l.stockNumber],
];

function Listing({ listing }: { listing: ListingDetail }) {
  const title = vehicleTitle(listing);
  const place = dealerPlace(listing.dealer);
  // The API refuses a message to one's own dealership (422); the form is not offered for it.
  const ownStock = useViewer()?.dealershipName === listing.dealer.name;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
      <Stack gap="6" minW="0">
        <PhotoGallery photos={listing.photos} title={title} />
        {listing.description && (
          <Stack gap="2">
            <Heading as="h2" size="md">
              About this vehicle
            </Heading>
            <Text whiteSpace="pre-line">{listing.description}</Text>
          </Stack>
        )}
        <Stack gap="3">
          <Heading as="h2" size="md">
            Specs
          </Heading>
          <DataList.Root orientation="horizontal" size="md">
            {specsOf(listing)
              .filter((entry): entry is [string, string] => Boolean(entry[1]))
              .map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
          </DataList.Root>
        </Stack>
      </Stack>
      <Stack gap="4">
        <Card.Root>
          <Card.Body gap="3">
            <Text fontSize="3xl" fontWeight="bold">
              {formatPrice(listing.priceCents)}
            </Text>
            <HStack gap="2" wrap="wrap">
              <DealBadge deal={listing.deal} size="md" />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {dealDetail(listing.deal)} {DEAL_RATING_EXPLAINED}
            </Text>
            <FavoriteButton vehicleId={listing.id} favorited={listing.favorited} title={title} withLabel />
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="dealer-heading">
          <Card.Body gap="1">
            <Text fontSize="sm" color="fg.muted">
              Sold by
            </Text>
            <Heading as="h2" id="dealer-heading" size="md">
              {listing.dealer.name}
            </Heading>
            {place && <Text color="fg.muted">{place}</Text>}
            <Button asChild size="sm" variant="outline" mt="2" alignSelf="start">
              <Link to="/dashboard/vehicles" search={{ dealer: listing.dealer.id }}>
                More from this dealer
              </Link>
            </Button>
          </Card.Body>
        </Card.Root>
        {ownStock ? (
          <Text fontSize="sm" color="fg.muted">
            This vehicle is in your dealership&apos;s stock: shoppers message you about it from here.
          </Text>
        ) : (
          <MessageDealerForm vehicleId={listing.id} dealerName={listing.dealer.name} />
        )}
      </Stack>
    </Grid>
  );
}

export function VehicleDetailScreen() {
  const { id } = routeApi.useParams();
  const listing = useQuery(marketplaceQueries.detail(id));
  const missing = listing.isError && isNotFound(listing.error);
  usePageTitle(
    listing.data ? `${vehicleTitle(listing.data)} — Lotline` : missing ? 'Vehicle not found — Lotline' : null,
  );

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <BackLink />
      {listing.isPending ? (
        <Stack gap="4" aria-busy="true" data-testid="loading">
          <Text color="fg.muted" aria-live="polite">
            Loading the vehicle…
          </Text>
          <Skeleton h="10" w="60%" />
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6">
            <Skeleton aspectRatio={16 / 10} borderRadius="lg" />
            <Skeleton h="48" borderRadius="lg" />
          </Grid>
        </Stack>
      ) : missing ? (
        <EmptyPanel
          icon={<CarFront />}
          title="This vehicle is not on the marketplace"
          description="It may have been sold or taken off the marketplace by its dealer."
        >
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/dashboard/vehicles">Browse vehicles</Link>
          </Button>
        </EmptyPanel>
      ) : listing.isError ? (
        <ErrorBlock title="We could not load this vehicle." onRetry={() => void listing.refetch()} />
      ) : (
        <Stack gap="6">
          <Heading as="h1" size="2xl" tabIndex={-1}>
            {vehicleTitle(listing.data)}
          </Heading>
          <Listing listing={listing.data} />
        </Stack>
      )}
    </Stack>
  );
}
