/**
 * Vehicles: one schema per input and answer, shared by the API validators, the forms
 * (react-hook-form resolver), the route search params, the OpenAPI document and the story builders.
 * Money is integer cents in bodies and answers; URL filters take whole dollars because people read
 * and share them. Times are UTC ISO strings; the in-stock date is a calendar date (YYYY-MM-DD).
 */
import { z } from 'zod';
import { validateVin } from '../vin';
import {
  ADDED_COST_LINES_MAX,
  BODY_TYPES,
  BULK_MAX,
  CONDITIONS,
  DEAL_RATINGS,
  DRIVETRAINS,
  FUEL_TYPES,
  MILEAGE_MAX,
  PHOTO_ALT_MAX,
  PRICE_MAX_CENTS,
  STOCK_PREFIX_PATTERN,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  VEHICLE_YEAR_MIN,
  vehicleYearMax,
} from '../vehicles';

// ---------------------------------------------------------------------------------------------
// Fields

/** A VIN as typed: normalised (trimmed, upper case), then checked with a message fit for the field. */
export const vinField = z
  .string({ error: 'Enter the VIN' })
  .max(40, 'A VIN has 17 characters')
  .transform((v, ctx) => {
    const result = validateVin(v);
    for (const problem of result.problems) ctx.addIssue({ code: 'custom', message: problem.message });
    return result.vin;
  });

export const centsField = (label: string) =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`The ${label} is in whole cents`)
    .min(0, `The ${label} can't be negative`)
    .max(PRICE_MAX_CENTS, `The ${label} is too high: check the amount`);

const yearField = z
  .number({ error: 'Enter the model year' })
  .int('Enter a whole year')
  .min(VEHICLE_YEAR_MIN, `Enter a year from ${VEHICLE_YEAR_MIN}`)
  .refine((y) => y <= vehicleYearMax(), 'That model year is not on sale yet');

const shortText = (label: string, max = 60) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Use at most ${max} characters`);

const optionalText = (max = 60) => z.string().trim().max(max, `Use at most ${max} characters`).nullable().optional();

export const AddedCostSchema = z.object({
  label: shortText('cost description', 80),
  amountCents: centsField('amount'),
});
export type AddedCost = z.infer<typeof AddedCostSchema>;

/** A calendar date (YYYY-MM-DD), not in the future. */
const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23')
  // Round-trip, because Date.parse accepts 2026-02-30 (as March 2) and the database does not.
  .refine((d) => {
    const ms = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === d && d >= '1900-01-01';
  }, 'Enter a real date')
  .refine(
    (d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + 24 * 3600 * 1000,
    "The in-stock date can't be in the future",
  );

// ---------------------------------------------------------------------------------------------
// Inputs

export const VehicleFieldsSchema = z.object({
  vin: vinField,
  year: yearField,
  make: shortText('make'),
  model: shortText('model'),
  trim: optionalText(),
  body: z.enum(BODY_TYPES, { error: 'Choose a body type' }).nullable().optional(),
  fuel: z.enum(FUEL_TYPES, { error: 'Choose a fuel type' }).nullable().optional(),
  transmission: z.enum(TRANSMISSIONS, { error: 'Choose a transmission' }).nullable().optional(),
  drivetrain: z.enum(DRIVETRAINS, { error: 'Choose a drivetrain' }).nullable().optional(),
  engine: optionalText(120),
  doors: z.number().int().min(0).max(8).nullable().optional(),
  exteriorColor: optionalText(40),
  interiorColor: optionalText(40),
  mileage: z
    .number({ error: 'Enter the mileage' })
    .int('Enter whole miles')
    .min(0, "Mileage can't be negative")
    .max(MILEAGE_MAX, 'That mileage is too high: check the number'),
  condition: z.enum(CONDITIONS, { error: 'Choose new, used or certified' }),
  priceCents: centsField('asking price').nullable().optional(),
  costCents: centsField('cost').nullable().optional(),
  packCents: centsField('pack').optional(),
  addedCosts: z
    .array(AddedCostSchema)
    .max(ADDED_COST_LINES_MAX, `At most ${ADDED_COST_LINES_MAX} cost lines`)
    .optional(),
  inStockDate: dateField.optional(),
  description: z.string().trim().max(5000, 'Use at most 5,000 characters').nullable().optional(),
});

/** POST /api/inventory: a new vehicle starts incoming unless said otherwise; never sold. */
export const CreateVehicleSchema = VehicleFieldsSchema.extend({
  status: z
    .enum(['incoming', 'recon', 'available'], { error: 'A new vehicle is incoming, in recon or available' })
    .optional(),
  listed: z.boolean().optional(),
});
export type CreateVehicleInput = z.infer<typeof CreateVehicleSchema>;

/** PATCH /api/inventory/{id}: any subset of the fields (status and listing have their own calls). */
export const UpdateVehicleSchema = VehicleFieldsSchema.partial();
export type UpdateVehicleInput = z.infer<typeof UpdateVehicleSchema>;

export const ChangeStatusSchema = z.object({ status: z.enum(VEHICLE_STATUSES, { error: 'Choose a status' }) });
export const SetListedSchema = z.object({ listed: z.boolean({ error: 'Say listed or not' }) });

export const BulkActionSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, 'Select at least one vehicle')
    .max(BULK_MAX, `Select at most ${BULK_MAX} vehicles at once`),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('status'), status: z.enum(VEHICLE_STATUSES) }),
    z.object({ kind: z.literal('listed'), listed: z.boolean() }),
    z.object({
      kind: z.literal('price'),
      mode: z.enum(['amount', 'percent']),
      /** Amount in cents or percent (e.g. −5 for 5 % off); the result is rounded to whole dollars. */
      value: z
        .number()
        .refine((v) => Number.isFinite(v) && v !== 0, 'Enter a change other than zero')
        .refine((v) => Math.abs(v) <= PRICE_MAX_CENTS, 'That change is too large'),
    }),
    z.object({ kind: z.literal('delete') }),
  ]),
});
export type BulkActionInput = z.infer<typeof BulkActionSchema>;

export const PhotoUpdateSchema = z.object({
  alt: z.string().trim().max(PHOTO_ALT_MAX, `Use at most ${PHOTO_ALT_MAX} characters`).optional(),
});
export const PhotoOrderSchema = z.object({
  photoIds: z.array(z.string().min(1).max(100)).min(1).max(100),
  coverPhotoId: z.string().min(1).max(100).nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Search params (route search = API query): in vehicle-queries.ts and query-fields.ts, so the
// route registry on every page does not bring the schemas above (and the VIN check) along.

export {
  INVENTORY_SORTS,
  InventoryQuerySchema,
  MARKETPLACE_SORTS,
  MarketplaceQuerySchema,
  type InventoryQuery,
  type MarketplaceQuery,
} from './vehicle-queries';
export { lenientSearch } from './query-fields';

// ---------------------------------------------------------------------------------------------
// Answers

export const PhotoSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  alt: z.string(),
  isCover: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  /** WebP renditions by width, and the untouched original. */
  urls: z.object({ w320: z.string(), w800: z.string(), w1600: z.string(), original: z.string() }),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const VehicleSummarySchema = z.object({
  id: z.string(),
  stockNumber: z.string(),
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  exteriorColor: z.string().nullable(),
  mileage: z.number().int(),
  condition: z.enum(CONDITIONS),
  status: z.enum(VEHICLE_STATUSES),
  listed: z.boolean(),
  priceCents: z.number().int().nullable(),
  daysInStock: z.number().int(),
  photoCount: z.number().int(),
  /** The cover's 320-px WebP, or null when the vehicle has no photo. */
  coverUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type VehicleSummary = z.infer<typeof VehicleSummarySchema>;

export const InventoryPageSchema = z.object({
  items: z.array(VehicleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts per status under the current filters except status itself (the status tabs' numbers). */
  statusCounts: z.record(z.enum(VEHICLE_STATUSES), z.number().int()),
});
export type InventoryPage = z.infer<typeof InventoryPageSchema>;

export const VehicleSchema = VehicleSummarySchema.extend({
  body: z.enum(BODY_TYPES).nullable(),
  fuel: z.enum(FUEL_TYPES).nullable(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  drivetrain: z.enum(DRIVETRAINS).nullable(),
  engine: z.string().nullable(),
  doors: z.number().int().nullable(),
  interiorColor: z.string().nullable(),
  description: z.string().nullable(),
  inStockDate: z.string(),
  statusChangedAt: z.string(),
  listedAt: z.string().nullable(),
  soldAt: z.string().nullable(),
  createdAt: z.string(),
  /** False for sales staff unless the owner allows it: then cost, pack, added costs and gross are null. */
  costVisible: z.boolean(),
  costCents: z.number().int().nullable(),
  packCents: z.number().int().nullable(),
  addedCosts: z.array(AddedCostSchema).nullable(),
  frontGrossCents: z.number().int().nullable(),
  photos: z.array(PhotoSchema),
  /** Where the status may go next (STATUS_TRANSITIONS). */
  nextStatuses: z.array(z.enum(VEHICLE_STATUSES)),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const PriceChangeSchema = z.object({
  id: z.string(),
  oldPriceCents: z.number().int().nullable(),
  newPriceCents: z.number().int().nullable(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const VEHICLE_EVENT_KINDS = [
  'created',
  'imported',
  'edited',
  'status',
  'price',
  'listed',
  'unlisted',
  'photos',
  'deleted',
  'restored',
  // Not written to the vehicle's own events: what Respond records about it (issue 10 item 6).
  'lead',
  'message',
  'favorite',
] as const;
export const VehicleEventSchema = z.object({
  id: z.string(),
  kind: z.enum(VEHICLE_EVENT_KINDS),
  /** A sentence for the activity list ("Status changed from Recon to Available"). */
  summary: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  /** The lead a lead or message entry belongs to (the list links to it); absent for the vehicle's own events. */
  leadId: z.string().nullable().optional(),
});
export type VehicleEvent = z.infer<typeof VehicleEventSchema>;

export const DealSchema = z.object({
  rating: z.enum(DEAL_RATINGS),
  medianCents: z.number().int().nullable(),
  comparables: z.number().int(),
});
export type Deal = z.infer<typeof DealSchema>;

export const ListingSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  mileage: z.number().int(),
  condition: z.enum(CONDITIONS),
  body: z.enum(BODY_TYPES).nullable(),
  fuel: z.enum(FUEL_TYPES).nullable(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  drivetrain: z.enum(DRIVETRAINS).nullable(),
  exteriorColor: z.string().nullable(),
  coverUrl: z.string().nullable(),
  dealer: z.object({ id: z.string(), name: z.string(), city: z.string().nullable(), region: z.string().nullable() }),
  deal: DealSchema,
  favorited: z.boolean(),
  listedAt: z.string().nullable(),
});
export type Listing = z.infer<typeof ListingSchema>;

export const ListingDetailSchema = ListingSchema.extend({
  vin: z.string(),
  engine: z.string().nullable(),
  doors: z.number().int().nullable(),
  interiorColor: z.string().nullable(),
  description: z.string().nullable(),
  stockNumber: z.string(),
  photos: z.array(PhotoSchema),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

export const MarketplacePageSchema = z.object({
  items: z.array(ListingSchema),
  /** Exact when `totalExact`; otherwise a lower bound (the server stops counting at 1,000). */
  total: z.number().int(),
  totalExact: z.boolean(),
  /** Whether a next page exists (the way to page on when the total is not exact). */
  hasMore: z.boolean(),
  /** Newest first: the `after` of the next page (null on the last page and for other sorts). */
  nextCursor: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MarketplacePage = z.infer<typeof MarketplacePageSchema>;

export const FavoriteSchema = z.object({
  vehicleId: z.string(),
  savedAt: z.string(),
  savedPriceCents: z.number().int().nullable(),
  /** The current asking price, or the last one while sold or delisted. */
  priceCents: z.number().int().nullable(),
  /** Current − saved; negative is a drop. */
  priceChangeCents: z.number().int().nullable(),
  /** False once sold, wholesaled, archived or unlisted: the card is greyed. */
  available: z.boolean(),
  status: z.enum(VEHICLE_STATUSES),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  mileage: z.number().int(),
  coverUrl: z.string().nullable(),
  dealer: z.object({ id: z.string(), name: z.string(), city: z.string().nullable(), region: z.string().nullable() }),
});
export type Favorite = z.infer<typeof FavoriteSchema>;

/** What the server's VIN decoder (NHTSA vPIC, plus local overrides) says about a VIN. */
export const VinDecodeSchema = z.object({
  vin: z.string(),
  /** The decoder found the maker; fields it could not fill are null. */
  decoded: z.boolean(),
  source: z.enum(['vpic', 'local', 'none']),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  body: z.enum(BODY_TYPES).nullable(),
  fuel: z.enum(FUEL_TYPES).nullable(),
  drivetrain: z.enum(DRIVETRAINS).nullable(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  engine: z.string().nullable(),
  doors: z.number().int().nullable(),
  manufacturer: z.string().nullable(),
  plant: z.object({ city: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** vPIC's own names for what it decoded (e.g. "Body Class": "Sport Utility Vehicle (SUV)"). */
  raw: z.record(z.string(), z.string()),
});
export type VinDecode = z.infer<typeof VinDecodeSchema>;

// ---------------------------------------------------------------------------------------------
// Inventory settings, bulk answers and restore (the inventory API's own inputs and answers).

/** GET /api/inventory/settings: the dealership's stock-number prefix, default pack and cost visibility. */
export const InventorySettingsSchema = z.object({
  stockPrefix: z.string(),
  /** The stock number the next vehicle gets (e.g. RAG-00043). */
  nextStockNumber: z.string(),
  /** Null for sales staff unless the owner lets them see cost (pack is part of the cost). */
  defaultPackCents: z.number().int().nullable(),
  salesSeeCost: z.boolean(),
});
export type InventorySettings = z.infer<typeof InventorySettingsSchema>;

/** PATCH /api/inventory/settings: prefix and pack by owner or manager; cost visibility by the owner only. */
export const UpdateInventorySettingsSchema = z.object({
  stockPrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(STOCK_PREFIX_PATTERN, 'Use 1–6 letters or digits, e.g. RAG')
    .optional(),
  defaultPackCents: centsField('default pack').optional(),
  salesSeeCost: z.boolean().optional(),
});
export type UpdateInventorySettingsInput = z.infer<typeof UpdateInventorySettingsSchema>;

/** POST /api/inventory/bulk: how many changed, and each vehicle left alone with the reason. */
export const BulkResultSchema = z.object({
  updated: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), stockNumber: z.string().nullable(), reason: z.string() })),
  /** Set when the plan refused some of them (listing over the limit): where the plan can be changed. */
  upgradeUrl: z.string().optional(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** POST /api/inventory/restore: undo a delete within DELETE_UNDO_SECONDS. */
export const RestoreVehiclesSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, 'Name at least one vehicle')
    .max(BULK_MAX, `At most ${BULK_MAX} vehicles at once`),
});
export type RestoreVehiclesInput = z.infer<typeof RestoreVehiclesSchema>;
