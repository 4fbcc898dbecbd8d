import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CarFront, SearchX } from 'lucide-react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { ListingCard, ListingCardSkeleton } from '../features/marketplace/components/listing-card';
import { MarketplaceFilters } from '../features/marketplace/components/marketplace-filters';
import { ErrorBlock } from '../features/marketplace/components/query-state';
import { marketplaceQueries } from '../features/marketplace/queries';
import { clearedMarketplaceQuery, hasMarketplaceFilters } from '../features/marketplace/search-params';
import type { MarketplaceQuery } from '../shared/schemas/vehicles';
import { MARKETPLACE_PAGE_SIZE } from '../shared/vehicles';

const routeApi = getRouteApi('/dashboard/vehicles');
const count = new Intl.NumberFormat('en-US');

export function VehiclesScreen() {
  const route = routeById['vehicles'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(marketplaceQueries.list(search));
  const filtered = hasMarketplaceFilters(search);

  // Any change but paging starts again at page 1 (and drops the page cursor).
  const change = (patch: Partial<MarketplaceQuery>) =>
    void navigate({
      search: (prev: MarketplaceQuery) => ({ ...prev, ...patch, page: patch.page ?? 1, after: undefined }) as never,
    });
  const clear = () => void navigate({ search: () => clearedMarketplaceQuery(search) as never });

  // Past 1,000 matches the server stops counting (totalExact false): the pager then knows only
  // whether a next page exists.
  const exact = list.data?.totalExact ?? true;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MARKETPLACE_PAGE_SIZE)) : 1;
  const hasNext = list.data ? (exact ? search.page < pages : list.data.hasMore) : false;

  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <MarketplaceFilters search={search} onChange={change} />
      {list.isPending ? (
        <Stack gap="4" aria-busy="true" data-testid="loading">
          <Text color="fg.muted" aria-live="polite">
            Loading vehicles…
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
            {Array.from({ length: 8 }, (_, i) => (
              <ListingCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : list.isError ? (
        <ErrorBlock title="We could not load the vehicles." onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 && filtered ? (
        <EmptyPanel
          icon={<SearchX />}
          title="No vehicles match these filters"
          description="Try a wider price or year range, another make, or clear the filters."
        >
          <Button size="sm" variant="outline" onClick={clear}>
            Clear filters
          </Button>
        </EmptyPanel>
      ) : list.data.total === 0 ? (
        <EmptyPanel
          icon={<CarFront />}
          title="No vehicles listed yet"
          description="When dealerships list vehicles for sale, they appear here."
        />
      ) : (
        <Stack gap="4" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text color="fg.muted" aria-live="polite" data-testid="result-count">
              {!exact
                ? `${count.format(list.data.total)}+ vehicles`
                : list.data.total === 1
                  ? '1 vehicle'
                  : `${count.format(list.data.total)} vehicles`}
              {filtered ? ' match your filters' : ''}
            </Text>
            {filtered && (
              <Button size="xs" variant="ghost" onClick={clear}>
                Clear filters
              </Button>
            )}
          </HStack>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
            {list.data.items.map((listing) => (
              <Box as="li" key={listing.id}>
                <ListingCard listing={listing} />
              </Box>
            ))}
          </SimpleGrid>
          {(pages > 1 || hasNext || search.page > 1) && (
            <HStack as="nav" aria-label="Vehicle pages" justify="space-between" pt="2">
              {search.page > 1 ? (
                <Button asChild variant="outline" size="sm">
                  <Link
                    to="/dashboard/vehicles"
                    search={{ ...search, page: search.page - 1, after: undefined }}
                    rel="prev"
                  >
                    Previous page
                  </Link>
                </Button>
              ) : (
                <Box />
              )}
              <Text color="fg.muted" fontSize="sm">
                {exact ? `Page ${search.page} of ${pages}` : `Page ${search.page}`}
              </Text>
              {hasNext ? (
                <Button asChild variant="outline" size="sm">
                  <Link
                    to="/dashboard/vehicles"
                    search={{ ...search, page: search.page + 1, after: list.data.nextCursor ?? undefined }}
                    rel="next"
                  >
                    Next page
                  </Link>
                </Button>
              ) : (
                <Box />
              )}
            </HStack>
          )}
        </Stack>
      )}
    </DashboardPage>
  );
}
