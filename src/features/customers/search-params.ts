/**
 * The customers list's view lives in the URL (route search params = API query), so a copied link
 * reproduces it and the export reads the same filter. Pure helpers: the query without its defaults
 * (one URL and one cache key per view) and whether anything narrows the list.
 */
import { anySet, compactSearch, toSearchString } from '../../lib/search-params';
import type { CustomerQuery } from '../../shared/schemas/customers';

export type CustomerSearch = Partial<CustomerQuery>;

export const CUSTOMER_DEFAULTS = { q: '', sort: 'activity', page: 1 } as const;

const QUERY_KEYS = ['q', 'tag', 'assignee', 'sort', 'page'] as const satisfies readonly (keyof CustomerQuery)[];

export const compactCustomerQuery = (query: CustomerSearch): CustomerSearch =>
  compactSearch(query, QUERY_KEYS, CUSTOMER_DEFAULTS);

/** `?q=…&tag=…` with only what differs from the defaults (empty string when nothing does). */
export const customerSearchString = (query: CustomerSearch): string => toSearchString(compactCustomerQuery(query));

/** Search text, tag and assignee narrow the list; sort and page do not. */
export const hasCustomerFilters = (query: CustomerSearch): boolean => anySet(query, ['q', 'tag', 'assignee']);
