/**
 * The inventory and marketplace list queries (route search = API query), apart from the rest of the
 * vehicle schemas because the route registry reads them on every page: see query-fields.ts. Only
 * plain constants come in with them (no VIN check, no form schemas). Strict for the API (400 naming
 * the field); the registry wraps them with `lenientSearch` so a bad URL falls back instead of throwing.
 * URL filters take whole dollars because people read and share them. zod/mini: see query-fields.ts.
 */
import { z } from 'zod/mini';
import {
  AGE_BUCKETS,
  BODY_TYPES,
  FUEL_TYPES,
  MILEAGE_MAX,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  VEHICLE_YEAR_MIN,
} from '../vehicle-vocabularies';

const sortInventory = [
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'mileage_asc',
  'year_desc',
  'age_desc',
  'stock',
] as const;
const sortMarketplace = ['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'deal'] as const;
export const INVENTORY_SORTS = sortInventory;
export const MARKETPLACE_SORTS = sortMarketplace;

const optionalInt = (max: number) => z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(max)));
const optionalYear = z.optional(z.coerce.number().check(z.int(), z.minimum(VEHICLE_YEAR_MIN), z.maximum(2100)));
const filterText = (max = 60) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');
const pageNumber = () => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);

export const InventoryQuerySchema = z.object({
  q: filterText(100),
  status: z.optional(z.enum(VEHICLE_STATUSES)),
  make: filterText(),
  model: filterText(),
  yearMin: optionalYear,
  yearMax: optionalYear,
  /** Whole dollars. */
  priceMin: optionalInt(10_000_000),
  priceMax: optionalInt(10_000_000),
  mileageMin: optionalInt(MILEAGE_MAX),
  mileageMax: optionalInt(MILEAGE_MAX),
  age: z.optional(z.enum(AGE_BUCKETS)),
  listed: z.optional(z.enum(['yes', 'no'])),
  sort: z._default(z.enum(sortInventory), 'newest'),
  page: pageNumber(),
});
export type InventoryQuery = z.infer<typeof InventoryQuerySchema>;

export const MarketplaceQuerySchema = z.object({
  q: filterText(100),
  make: filterText(),
  model: filterText(),
  yearMin: optionalYear,
  yearMax: optionalYear,
  priceMin: optionalInt(10_000_000),
  priceMax: optionalInt(10_000_000),
  mileageMax: optionalInt(MILEAGE_MAX),
  body: z.optional(z.enum(BODY_TYPES)),
  fuel: z.optional(z.enum(FUEL_TYPES)),
  transmission: z.optional(z.enum(TRANSMISSIONS)),
  dealer: filterText(100),
  sort: z._default(z.enum(sortMarketplace), 'newest'),
  page: pageNumber(),
  /**
   * Where the page starts, newest first: the `nextCursor` of the page before (the "Next page"
   * link). A deep page then starts where the last one ended instead of skipping page × 24
   * listings. `page` still numbers it; other sorts page by number only.
   */
  after: z.optional(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a page cursor'))),
});
export type MarketplaceQuery = z.infer<typeof MarketplaceQuerySchema>;
