/**
 * The marketplace's view lives in the URL (route search params = API query), so a shared link
 * shows the same vehicles. Pure helpers: serialise without defaults, tell whether a filter is set.
 */
import { anySet, compactSearch, toSearchString } from '../../lib/search-params';
import type { MarketplaceQuery } from '../../shared/schemas/vehicles';

export const MARKETPLACE_DEFAULTS = { q: '', make: '', model: '', dealer: '', sort: 'newest', page: 1 } as const;

const QUERY_KEYS = [
  'q',
  'make',
  'model',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'mileageMax',
  'body',
  'fuel',
  'transmission',
  'dealer',
  'sort',
  'page',
  'after',
] as const satisfies readonly (keyof MarketplaceQuery)[];

/** The query without defaults or empty values: one cache key and one URL per view. */
export const compactMarketplaceQuery = (query: Partial<MarketplaceQuery>): Partial<MarketplaceQuery> =>
  compactSearch(query, QUERY_KEYS, MARKETPLACE_DEFAULTS);

export const marketplaceSearchString = (query: Partial<MarketplaceQuery>): string =>
  toSearchString(compactMarketplaceQuery(query));

const FILTER_KEYS = QUERY_KEYS.filter((k) => k !== 'sort' && k !== 'page' && k !== 'after');

/** Whether anything narrows the list (sort and paging do not). */
export const hasMarketplaceFilters = (query: Partial<MarketplaceQuery>) => anySet(query, FILTER_KEYS);

/** The same view with every filter cleared (sort kept). */
export const clearedMarketplaceQuery = (query: Partial<MarketplaceQuery>): MarketplaceQuery => ({
  ...MARKETPLACE_DEFAULTS,
  sort: query.sort ?? 'newest',
});
