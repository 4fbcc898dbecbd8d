/**
 * The admins' views of the dealer directory. A plain module (no zod), like contact-topics.ts,
 * because the route registry reads it for the directory's `filter` param on every page, and
 * schemas/dealers.ts would bring its schemas (and the vehicle ones under them) along (issue 14).
 */

/** Admins' views of the directory; everyone else sees the live (not suspended) dealerships. */
export const DEALER_FILTERS = ['all', 'to-verify', 'suspended'] as const;
export type DealerFilter = (typeof DEALER_FILTERS)[number];
export const DEALER_FILTER_LABELS: Record<DealerFilter, string> = {
  all: 'All dealers',
  'to-verify': 'To verify',
  suspended: 'Suspended',
};
