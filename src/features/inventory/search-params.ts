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

/**
 * Dollars as typed ("24,900", "$24 900.50", "24900") → integer cents, or null when it is not an
 * amount. Negative amounts stay negative (a price change of −500); callers validate the range.
 */
export function parseDollarsToCents(input: string): number | null {
  const cleaned = input.replace(/[\s$,]/g, '');
  if (!/^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const [whole = '0', frac = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole || '0') * 100 + Number((frac + '00').slice(0, 2));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Integer cents → a plain dollars string for an input ("24900" or "24900.50"). */
export function centsToDollarsInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  return `${sign}${whole}${frac ? `.${String(frac).padStart(2, '0')}` : ''}`;
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
