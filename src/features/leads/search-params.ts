/**
 * The leads list's view lives in the URL (route search params = the API's LeadQuery), so a copied
 * link shows the same leads. Pure helpers: serialise a query without its defaults, tell whether a
 * filter is set, clear the filters.
 */
import { anySet, compactSearch, toSearchString } from '../../lib/search-params';
import type { LeadQuery } from '../../shared/schemas/leads';

/** The query's defaults: left out of URLs and API calls so equal views share one cache key. */
export const LEAD_DEFAULTS = { view: 'all', sort: 'newest', page: 1, open: 'false', overdue: 'false' } as const;

const QUERY_KEYS = [
  'view',
  'q',
  'status',
  'open',
  'source',
  'assignee',
  'vehicleId',
  'customerId',
  'overdue',
  'sort',
  'page',
] as const satisfies readonly (keyof LeadQuery)[];

/** The query without defaults or empty values: a stable cache key for the same view. */
export const compactLeadQuery = (query: Partial<LeadQuery>): Partial<LeadQuery> =>
  compactSearch(query, QUERY_KEYS, LEAD_DEFAULTS);

/** `?status=…&overdue=true` with only what differs from the defaults (empty string when nothing). */
export const leadSearchString = (query: Partial<LeadQuery>): string => toSearchString(compactLeadQuery(query));

/** Filters narrow the list (search text included); the view, status tabs, sort and page do not count. */
const FILTER_KEYS = ['q', 'open', 'source', 'assignee', 'vehicleId', 'customerId', 'overdue'] as const;

export const hasLeadFilters = (query: Partial<LeadQuery>): boolean => anySet(compactLeadQuery(query), FILTER_KEYS);

/** The same view with every filter cleared (view, status tab and sort kept, back to page 1). */
export function clearLeadFilters(query: Partial<LeadQuery>): Partial<LeadQuery> {
  const out: Partial<LeadQuery> = {};
  if (query.view) out.view = query.view;
  if (query.status) out.status = query.status;
  if (query.sort) out.sort = query.sort;
  return out;
}
