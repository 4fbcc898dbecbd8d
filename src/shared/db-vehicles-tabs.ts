/**
 * The DB vehicles screen's tabs and page size. A plain module (no zod), like contact-topics.ts, because the route
 * registry reads it for the screen's `tab` param on every page, and schemas/reference.ts would bring
 * its schemas (and the VIN decoder's, from schemas/vehicles.ts) along (issue 14); the screen's pager
 * reads the page size here for the same reason.
 */

/** The DB vehicles screen's tabs (its `tab` search param). */
export const DB_VEHICLES_TABS = ['makes', 'models', 'wmis', 'vin'] as const;
export type DbVehiclesTab = (typeof DB_VEHICLES_TABS)[number];

/** Rows per page of the makes, models and manufacturer codes. */
export const REFERENCE_PAGE_SIZE = 50;
