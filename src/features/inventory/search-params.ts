/**
 * The inventory list's view lives in the URL (route search params = API query), so a copied link
 * reproduces it. These helpers are pure: serialise a query without its defaults, tell whether any
 * filter is set, and turn what people type (dollars) into what the API stores (cents).
 */
import { anySet, compactSearch, toSearchString } from '../../lib/search-params';
import { formatDollars } from '../../shared/format';
import type { InventoryQuery } from '../../shared/schemas/vehicles';

/** The query's defaults: left out of URLs and API calls so equal views share one cache key. */
export const INVENTORY_DEFAULTS = { q: '', make: '', model: '', sort: 'newest', page: 1 } as const;

const QUERY_KEYS = [
  'q',
  'status',
  'make',
  'model',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'mileageMin',
  'mileageMax',
  'age',
  'listed',
  'sort',
  'page',
] as const satisfies readonly (keyof InventoryQuery)[];

/** `?q=…&status=…` with only the fields that differ from their defaults (empty string when none). */
export const inventorySearchString = (query: Partial<InventoryQuery>): string => toSearchString(compactQuery(query));

/** The query without defaults or empty values: a stable cache key for the same view. */
export const compactQuery = (query: Partial<InventoryQuery>): Partial<InventoryQuery> =>
  compactSearch(query, QUERY_KEYS, INVENTORY_DEFAULTS);

/** Filters narrow the list (search text included); status tabs, sort and page do not count. */
const FILTER_KEYS = QUERY_KEYS.filter((k) => k !== 'status' && k !== 'sort' && k !== 'page');

export const hasFilters = (query: Partial<InventoryQuery>): boolean => anySet(query, FILTER_KEYS);

/** The same view with every filter cleared (status tab and sort kept, back to page 1). */
export function clearFilters(query: Partial<InventoryQuery>): Partial<InventoryQuery> {
  const out: Partial<InventoryQuery> = {};
  if (query.status) out.status = query.status;
  if (query.sort) out.sort = query.sort;
  return out;
}

/** Cents → "$24,900" for display; a vehicle without a price shows a dash. */
export const formatPrice = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '—' : formatDollars(cents);

/**
 * What a bulk price change does to one price, as the server does it: amount in cents or a percent,
 * rounded to whole dollars, never below zero. Used for the bulk bar's preview.
 */
export function applyPriceChange(priceCents: number, mode: 'amount' | 'percent', value: number): number {
  const raw = mode === 'amount' ? priceCents + value : priceCents * (1 + value / 100);
  return Math.max(0, Math.round(raw / 100) * 100);
}
