/**
 * The marketplace's view lives in the URL (route search params = API query), so a shared link
 * shows the same vehicles. Pure helpers: serialise without defaults, tell whether a filter is set.
 */
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
] as const satisfies readonly (keyof MarketplaceQuery)[];

/** The query without defaults or empty values: one cache key and one URL per view. */
export function compactMarketplaceQuery(query: Partial<MarketplaceQuery>): Partial<MarketplaceQuery> {
  const out: Record<string, unknown> = {};
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if ((MARKETPLACE_DEFAULTS as Record<string, unknown>)[key] === value) continue;
    out[key] = value;
  }
  return out as Partial<MarketplaceQuery>;
}

export function marketplaceSearchString(query: Partial<MarketplaceQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compactMarketplaceQuery(query))) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}

const FILTER_KEYS = QUERY_KEYS.filter((k) => k !== 'sort' && k !== 'page');

/** Whether anything narrows the list (sort and page do not). */
export const hasMarketplaceFilters = (query: Partial<MarketplaceQuery>) =>
  FILTER_KEYS.some((key) => {
    const value = query[key];
    return value !== undefined && value !== null && value !== '';
  });

/** The same view with every filter cleared (sort kept). */
export const clearedMarketplaceQuery = (query: Partial<MarketplaceQuery>): MarketplaceQuery => ({
  ...MARKETPLACE_DEFAULTS,
  sort: query.sort ?? 'newest',
});
