/**
 * Builders for the marketplace and favorites stories, on top of the Post area's Listing and
 * Favorite builders (stories/builders/vehicles.ts). `seedMarketplace.*` fills the story's
 * QueryClient under the screens' own queryOptions keys.
 */
import type { QueryClient } from '@tanstack/react-query';
import { favoriteQueries, marketplaceQueries } from '../../src/features/marketplace/queries';
import type {
  Favorite,
  ListingDetail,
  MarketplacePage,
  MarketplaceQuery,
  Photo,
} from '../../src/shared/schemas/vehicles';
import { MARKETPLACE_PAGE_SIZE } from '../../src/shared/vehicles';
import { buildFavorite, buildListing, buildListings } from './vehicles';

export function buildMarketplacePage(overrides: Partial<MarketplacePage> = {}): MarketplacePage {
  const items = overrides.items ?? buildListings(8);
  return {
    items,
    total: items.length,
    totalExact: true,
    hasMore: false,
    nextCursor: null,
    page: 1,
    pageSize: MARKETPLACE_PAGE_SIZE,
    ...overrides,
  };
}
export const emptyMarketplacePage = () => buildMarketplacePage({ items: [], total: 0 });

/** Photos whose files the story server does not have: the gallery's layout, alt text and thumbnails. */
const buildPhotos = (count: number): Photo[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `pho_story_${i + 1}`,
    position: i,
    alt: i === 0 ? 'Front three-quarter view' : '',
    isCover: i === 0,
    width: 1600,
    height: 1200,
    urls: { w320: '', w800: '', w1600: '', original: '' },
  }));

export function buildListingDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  const listing = buildListing({ id: 'sample-1', deal: { rating: 'good', medianCents: 2_799_000, comparables: 12 } });
  return {
    ...listing,
    vin: '1HGCM82633A004352',
    engine: '1.5L I4 turbo',
    doors: 4,
    interiorColor: 'Black leather',
    description: 'One owner, dealer serviced, new tires at 25,000 miles. Heated seats, Apple CarPlay.',
    stockNumber: 'SM-00042',
    photos: [],
    ...overrides,
  };
}
export { buildPhotos };

/** A saved list with a price drop, an unchanged one, a rise and a sold one. */
export function buildFavorites(): Favorite[] {
  return [
    buildFavorite({}, 0),
    buildFavorite({ priceChangeCents: 0, savedPriceCents: buildListing({}, 1).priceCents }, 1),
    buildFavorite({ priceChangeCents: 50_000, savedPriceCents: (buildListing({}, 2).priceCents ?? 0) - 50_000 }, 2),
    buildFavorite(
      {
        available: false,
        status: 'sold',
        priceChangeCents: -250_000,
        savedPriceCents: (buildListing({}, 3).priceCents ?? 0) + 250_000,
      },
      3,
    ),
  ];
}

export const seedMarketplace = {
  list:
    (page: MarketplacePage = buildMarketplacePage(), query: Partial<MarketplaceQuery> = {}) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(marketplaceQueries.list(query).queryKey, page),
  detail:
    (listing: ListingDetail = buildListingDetail()) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(marketplaceQueries.detail(listing.id).queryKey, listing),
  favorites:
    (favorites: Favorite[] = buildFavorites()) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(favoriteQueries.list().queryKey, favorites),
};
