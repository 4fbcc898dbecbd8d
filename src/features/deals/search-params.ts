/**
 * The deals list's view lives in the URL (route search params = the API's DealQuery), so a copied
 * link shows the same deals. Pure helpers: serialise a query without its defaults, tell whether a
 * filter is set, clear the filters.
 */
import { anySet, compactSearch, toSearchString } from '../../lib/search-params';
import type { DealQuery } from '../../shared/schemas/deals';

export const DEAL_DEFAULTS = { sort: 'updated', page: 1 } as const;

const QUERY_KEYS = [
  'q',
  'stage',
  'saleType',
  'salesperson',
  'customerId',
  'vehicleId',
  'soldFrom',
  'soldTo',
  'sort',
  'page',
] as const satisfies readonly (keyof DealQuery)[];

export const compactDealQuery = (query: Partial<DealQuery>): Partial<DealQuery> =>
  compactSearch(query, QUERY_KEYS, DEAL_DEFAULTS);

export const dealSearchString = (query: Partial<DealQuery>): string => toSearchString(compactDealQuery(query));

const FILTER_KEYS = ['q', 'saleType', 'salesperson', 'customerId', 'vehicleId', 'soldFrom', 'soldTo'] as const;

export const hasDealFilters = (query: Partial<DealQuery>): boolean => anySet(compactDealQuery(query), FILTER_KEYS);

/** The same view with every filter cleared (stage tab and sort kept, back to page 1). */
export function clearDealFilters(query: Partial<DealQuery>): Partial<DealQuery> {
  const out: Partial<DealQuery> = {};
  if (query.stage) out.stage = query.stage;
  if (query.sort) out.sort = query.sort;
  return out;
}
