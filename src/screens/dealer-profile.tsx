import { Box, Button, Container, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Globe, MapPin, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NotFound } from '../components/errors/not-found';
import { toaster } from '../components/ui/toaster';
import { isDealerMissing } from '../features/dealers/api';
import { VerifiedBadge } from '../features/dealers/components/dealer-badges';
import { dealerPlace } from '../features/dealers/components/dealer-card';
import { DealerListingCard } from '../features/dealers/components/dealer-listing-card';
import { OpeningHours } from '../features/dealers/components/opening-hours';
import { RateDialog } from '../features/dealers/components/rate-dialog';
import { RatingStars } from '../features/dealers/components/rating-stars';
import { useRateDealer } from '../features/dealers/mutations';
import { dealerQueries } from '../features/dealers/queries';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { usePageTitle } from '../lib/page-title';
import type { DealerProfile } from '../shared/schemas/dealers';

const routeApi = getRouteApi('/public/dealers/$slug');

const since = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Contact({ dealer }: { dealer: DealerProfile }) {
  const street = [dealer.addressLine1, dealer.addressLine2].filter(Boolean).join(', ');
  const town = [dealerPlace(dealer), dealer.postalCode].filter(Boolean).join(' ');
  return (
    <Stack gap="2" fontSize="sm">
      {(street || town) && (
        <HStack gap="2" align="start">
          <Box pt="0.5" color="fg.muted" aria-hidden="true">
            <MapPin size={16} />
          </Box>
          <Text>
            {street}
            {street && town && <br />}
            {town}
          </Text>
        </HStack>
      )}
      {dealer.phone && (
        <HStack gap="2">
          <Box color="fg.muted" aria-hidden="true">
            <Phone size={16} />
          </Box>
          <ChakraLink href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}>{dealer.phone}</ChakraLink>
        </HStack>
      )}
      {dealer.website && (
        <HStack gap="2">
          <Box color="fg.muted" aria-hidden="true">
            <Globe size={16} />
          </Box>
          <ChakraLink href={dealer.website} target="_blank" rel="noopener noreferrer nofollow">
            {dealer.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </ChakraLink>
        </HStack>
      )}
    </Stack>
  );
}

/** A dealer's public page (issue 11 › Dealers): profile, hours, rating and reviews, listed vehicles. */
export function DealerProfileScreen() {
  const { slug } = routeApi.useParams();
  const { page } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const dealer = useQuery(dealerQueries.profile(slug, page));
  const rate = useRateDealer();
  const [rating, setRating] = useState(false);
  usePageTitle(
    dealer.data
      ? `${dealer.data.name} — Lotline`
      : dealer.error && isDealerMissing(dealer.error)
        ? 'Not Found — Lotline'
        : null,
  );
  if (dealer.isError && isDealerMissing(dealer.error)) return <NotFound />;

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      {dealer.isPending ? (
        <LoadingBlock lines={6} label="Loading the dealer…" />
      ) : dealer.isError ? (
        <ErrorBlock title="We could not load this dealer." onRetry={() => void dealer.refetch()} />
      ) : (
        <Stack gap="10">
          <Stack gap="3">
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" tabIndex={-1}>
                {dealer.data.name}
              </Heading>
              {dealer.data.verified && <VerifiedBadge />}
            </HStack>
            <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
              {dealerPlace(dealer.data) && <Text>{dealerPlace(dealer.data)}</Text>}
              <Text>On Lotline since {since(dealer.data.joinedAt)}</Text>
            </HStack>
            <HStack gap="4" wrap="wrap">
              <RatingStars rating={dealer.data.rating} />
              {dealer.data.canRate && (
                <Button size="sm" variant="outline" onClick={() => (rate.reset(), setRating(true))}>
                  {dealer.data.myRating ? 'Change your rating' : 'Rate this dealer'}
                </Button>
              )}
            </HStack>
            {dealer.data.about && (
              <Text fontSize="lg" maxW="3xl">
                {dealer.data.about}
              </Text>
            )}
          </Stack>

          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }} gap="8">
            <Section title="Contact">
              <Contact dealer={dealer.data} />
            </Section>
            <Section title="Opening hours">
              <OpeningHours hours={dealer.data.hours} />
            </Section>
            <Section title="What shoppers say">
              {dealer.data.reviews.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  No comments yet.
                </Text>
              ) : (
                <Stack as="ul" gap="4" listStyleType="none">
                  {dealer.data.reviews.map((r) => (
                    <Stack as="li" key={`${r.author}-${r.at}`} gap="1">
                      <RatingStars rating={{ average: r.stars, count: 1 }} size={14} single />
                      <Text fontSize="sm">“{r.comment}”</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {r.author}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Section>
          </Grid>

          <Section
            title={`Vehicles for sale (${dealer.data.listings.total.toLocaleString('en-US')}${
              dealer.data.listings.total >= 1000 ? '+' : ''
            })`}
          >
            {dealer.data.listings.items.length === 0 ? (
              <Text color="fg.muted">Nothing is listed right now. Check back soon.</Text>
            ) : (
              <Grid
                templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
                gap="4"
                opacity={dealer.isPlaceholderData ? 0.6 : 1}
                aria-busy={dealer.isPlaceholderData}
              >
                {dealer.data.listings.items.map((listing) => (
                  <DealerListingCard key={listing.id} listing={listing} />
                ))}
              </Grid>
            )}
            {dealer.data.listings.total > dealer.data.listings.pageSize && (
              <HStack as="nav" aria-label="Vehicle pages" justify="space-between">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => void navigate({ search: { page: page - 1 }, resetScroll: false })}
                >
                  Previous
                </Button>
                <Text fontSize="sm">
                  Page {page} of {Math.ceil(dealer.data.listings.total / dealer.data.listings.pageSize)}
                </Text>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page * dealer.data.listings.pageSize >= dealer.data.listings.total}
                  onClick={() => void navigate({ search: { page: page + 1 }, resetScroll: false })}
                >
                  Next
                </Button>
              </HStack>
            )}
          </Section>

          <Text fontSize="sm">
            <Link
              to="/dashboard/dealers"
              search={{ q: '', page: 1, filter: 'all' }}
              style={{ textDecoration: 'underline' }}
            >
              ← All dealers
            </Link>
          </Text>
        </Stack>
      )}
      {rating && dealer.data && (
        <RateDialog
          dealerName={dealer.data.name}
          initial={dealer.data.myRating}
          busy={rate.isPending}
          error={rate.error}
          onCancel={() => setRating(false)}
          onConfirm={(input) =>
            rate.mutate(
              { id: dealer.data.id, input },
              {
                onSuccess: () => {
                  setRating(false);
                  toaster.create({ type: 'success', title: 'Thanks: your rating is saved' });
                },
              },
            )
          }
        />
      )}
    </Container>
  );
}
