/**
 * The inventory and marketplace list queries (route search = API query), apart from the rest of the
 * vehicle schemas because the route registry reads them on every page: see query-fields.ts. Only
 * plain constants come in with them (no VIN check, no form schemas). Strict for the API (400 naming
 * the field); the registry wraps them with `lenientSearch` so a bad URL falls back instead of throwing.
 * URL filters take whole dollars because people read and share them.
 */
import { z } from 'zod';
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

const optionalInt = (max: number) => z.coerce.number().int().min(0).max(max).optional();
const optionalYear = z.coerce.number().int().min(VEHICLE_YEAR_MIN).max(2100).optional();
const filterText = (max = 60) => z.string().trim().max(max).default('');

export const InventoryQuerySchema = z.object({
  q: filterText(100),
  status: z.enum(VEHICLE_STATUSES).optional(),
  make: filterText(),
  model: filterText(),
  yearMin: optionalYear,
  yearMax: optionalYear,
  /** Whole dollars. */
  priceMin: optionalInt(10_000_000),
  priceMax: optionalInt(10_000_000),
  mileageMin: optionalInt(MILEAGE_MAX),
  mileageMax: optionalInt(MILEAGE_MAX),
  age: z.enum(AGE_BUCKETS).optional(),
  listed: z.enum(['yes', 'no']).optional(),
  sort: z.enum(sortInventory).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
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
  body: z.enum(BODY_TYPES).optional(),
  fuel: z.enum(FUEL_TYPES).optional(),
  transmission: z.enum(TRANSMISSIONS).optional(),
  dealer: filterText(100),
  sort: z.enum(sortMarketplace).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Where the page starts, newest first: the `nextCursor` of the page before (the "Next page"
   * link). A deep page then starts where the last one ended instead of skipping page × 24
   * listings. `page` still numbers it; other sorts page by number only.
   */
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a page cursor')
    .optional(),
});
export type MarketplaceQuery = z.infer<typeof MarketplaceQuerySchema>;
