/**
 * Vehicle facts shared by the API, the forms, the screens and the seed: the status lifecycle
 * (DOMAIN.md › Areas › Inventory), the spec vocabularies, the aging buckets, photo rules and the
 * deal-rating thresholds (DOMAIN.md › Decisions). One place, so the server and the screens agree.
 */
import type {
  AgeBucket,
  BodyType,
  Condition,
  Drivetrain,
  FuelType,
  Transmission,
  VehicleStatus,
} from './vehicle-vocabularies';

// The vocabularies live in vehicle-vocabularies.ts so the route registry can read them without
// the labels and rules below (issue 14); they are part of this module's facts all the same.
export {
  AGE_BUCKETS,
  BODY_TYPES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  MILEAGE_MAX,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  VEHICLE_YEAR_MIN,
  type AgeBucket,
  type BodyType,
  type Condition,
  type Drivetrain,
  type FuelType,
  type Transmission,
  type VehicleStatus,
} from './vehicle-vocabularies';

export const VEHICLE_STATUS_LABELS: Readonly<Record<VehicleStatus, string>> = {
  incoming: 'Incoming',
  recon: 'Recon',
  available: 'Available',
  on_hold: 'On hold',
  sold: 'Sold',
  wholesaled: 'Wholesaled',
  archived: 'Archived',
};

/**
 * The lifecycle: incoming → recon → available → on hold → sold | wholesaled → archived. A vehicle
 * may go back from available or on hold to recon (a problem found on a test drive), and from on
 * hold back to available (the hold fell through). Sold comes back to available only through a deal
 * being unwound (the Sell issue), never by a status edit.
 */
export const STATUS_TRANSITIONS: Readonly<Record<VehicleStatus, readonly VehicleStatus[]>> = {
  incoming: ['recon', 'available', 'archived'],
  recon: ['available', 'wholesaled', 'archived'],
  available: ['on_hold', 'recon', 'sold', 'wholesaled'],
  on_hold: ['available', 'recon', 'sold', 'wholesaled'],
  sold: ['archived'],
  wholesaled: ['archived'],
  archived: [],
};

export const canMoveStatus = (from: VehicleStatus, to: VehicleStatus): boolean => STATUS_TRANSITIONS[from].includes(to);

/** Only a vehicle for sale may be listed on the marketplace; leaving these statuses unlists it. */
export const LISTABLE_STATUSES: readonly VehicleStatus[] = ['available', 'on_hold'];
export const isListable = (status: VehicleStatus): boolean => LISTABLE_STATUSES.includes(status);

export const SPEC_LABELS = {
  body: {
    sedan: 'Sedan',
    coupe: 'Coupe',
    hatchback: 'Hatchback',
    wagon: 'Wagon',
    convertible: 'Convertible',
    suv: 'SUV',
    pickup: 'Pickup',
    van: 'Van',
    minivan: 'Minivan',
    other: 'Other',
  },
  fuel: {
    gasoline: 'Gasoline',
    diesel: 'Diesel',
    hybrid: 'Hybrid',
    plug_in_hybrid: 'Plug-in hybrid',
    electric: 'Electric',
    flex_fuel: 'Flex fuel',
    other: 'Other',
  },
  transmission: { automatic: 'Automatic', manual: 'Manual', cvt: 'CVT', other: 'Other' },
  drivetrain: { fwd: 'FWD', rwd: 'RWD', awd: 'AWD', '4wd': '4WD' },
  condition: { new: 'New', used: 'Used', certified: 'Certified pre-owned' },
} as const satisfies {
  body: Record<BodyType, string>;
  fuel: Record<FuelType, string>;
  transmission: Record<Transmission, string>;
  drivetrain: Record<Drivetrain, string>;
  condition: Record<Condition, string>;
};

/** The specs a VIN decode can fill (VinDecodeSchema), in the order forms and files show them. */
export const DECODED_SPEC_FIELDS = [
  'year',
  'make',
  'model',
  'trim',
  'body',
  'fuel',
  'transmission',
  'drivetrain',
  'engine',
  'doors',
] as const;

/**
 * A vehicle's identity and specs (no money, status or dates), in the one order the spec form, the
 * specs list and the CSV columns use.
 */
export const VEHICLE_SPEC_FIELDS = [
  'vin',
  ...DECODED_SPEC_FIELDS,
  'exteriorColor',
  'interiorColor',
  'mileage',
  'condition',
] as const;

/** What people call each vehicle field (form labels, the specs list, CSV headers): one wording everywhere, every spec included. */
export const VEHICLE_FIELD_LABELS = {
  vin: 'VIN',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
  body: 'Body',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drivetrain: 'Drivetrain',
  engine: 'Engine',
  doors: 'Doors',
  exteriorColor: 'Exterior color',
  interiorColor: 'Interior color',
  mileage: 'Mileage',
  condition: 'Condition',
  status: 'Status',
  listed: 'Listed',
  priceCents: 'Asking price',
  costCents: 'Cost',
  packCents: 'Pack',
  inStockDate: 'In stock date',
  description: 'Description',
} as const satisfies Record<(typeof VEHICLE_SPEC_FIELDS)[number], string> & Record<string, string>;

/** The aging buckets' days in stock (AGE_BUCKETS). */
export const AGE_BUCKET_RANGES: Readonly<Record<AgeBucket, { min: number; max: number | null }>> = {
  '0-30': { min: 0, max: 30 },
  '31-60': { min: 31, max: 60 },
  '61-90': { min: 61, max: 90 },
  '90+': { min: 91, max: null },
};
export const ageBucketOf = (days: number): AgeBucket =>
  days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';

/** Inventory limits (the year's floor and the mileage cap are in vehicle-vocabularies.ts). */
/** Next year's models are on sale from the summer before. */
export const vehicleYearMax = (now = new Date()) => now.getUTCFullYear() + 2;
/** $10M in cents: above it a price is a typo, not a car. */
export const PRICE_MAX_CENTS = 1_000_000_000;
export const ADDED_COST_LINES_MAX = 50;
export const INVENTORY_PAGE_SIZE = 25;
export const MARKETPLACE_PAGE_SIZE = 24;
export const BULK_MAX = 500;
/** A deleted vehicle can be restored for this long (the list's Undo), then it is gone for good. */
export const DELETE_UNDO_SECONDS = 30;

/** Photos (DOMAIN.md › Decisions › Photos). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTOS_PER_VEHICLE_MAX = 40;
export const PHOTO_WIDTHS = [320, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_MIN_DIMENSION = 200;
export const PHOTO_MAX_DIMENSION = 12_000;
export const PHOTO_ALT_MAX = 250;

/** CSV import. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 5_000;

/**
 * Deal rating against the median asking price of listed vehicles of the same make, model and year
 * (DOMAIN.md › Decisions › Deal badge). Percentages are of the median.
 */
export const DEAL_RATINGS = ['great', 'good', 'fair', 'high', 'none'] as const;
export type DealRating = (typeof DEAL_RATINGS)[number];
export const DEAL_MIN_COMPARABLES = 5;
export const DEAL_THRESHOLDS = { great: -10, good: -3, fair: 5 } as const;
export const DEAL_RATING_LABELS: Readonly<Record<DealRating, string>> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
  none: 'No rating',
};

/** The rating of a price against the median of `comparables` listed vehicles (itself included). */
export const dealRating = (priceCents: number | null, medianCents: number | null, comparables: number): DealRating => {
  if (priceCents === null || medianCents === null || medianCents <= 0 || comparables < DEAL_MIN_COMPARABLES)
    return 'none';
  const diff = ((priceCents - medianCents) / medianCents) * 100;
  if (diff <= DEAL_THRESHOLDS.great) return 'great';
  if (diff <= DEAL_THRESHOLDS.good) return 'good';
  if (diff <= DEAL_THRESHOLDS.fair) return 'fair';
  return 'high';
};

/** What the badge's tooltip says, from the same thresholds. */
export const DEAL_RATING_EXPLAINED = `Compared with the median asking price of at least ${DEAL_MIN_COMPARABLES} listed vehicles of the same make, model and year: Great is ${-DEAL_THRESHOLDS.great}% or more below it, Good ${-DEAL_THRESHOLDS.good}–${-DEAL_THRESHOLDS.great}% below, Fair up to ${DEAL_THRESHOLDS.fair}% above, High more than ${DEAL_THRESHOLDS.fair}% above.`;

/** Front gross: price − cost − added costs − pack (DOMAIN.md › Areas › Deals). */
export const frontGrossCents = (v: {
  priceCents: number | null;
  costCents: number | null;
  packCents: number;
  addedCosts: readonly { amountCents: number }[];
}): number | null =>
  v.priceCents === null || v.costCents === null
    ? null
    : v.priceCents - v.costCents - v.packCents - v.addedCosts.reduce((sum, line) => sum + line.amountCents, 0);

/** Stock numbers: the dealership's prefix + a 5-digit sequence, e.g. RAG-00042 (DOMAIN.md › Decisions). */
export const formatStockNumber = (prefix: string, sequence: number) => `${prefix}-${String(sequence).padStart(5, '0')}`;

/** Default prefix: the dealership name's initials (Riverside Auto Group → RAG), 2–5 letters. */
export const defaultStockPrefix = (dealershipName: string): string => {
  const initials = dealershipName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 5);
  return initials.length >= 2 ? initials : (dealershipName.replace(/[^A-Za-z]/g, '').toUpperCase() + 'XX').slice(0, 3);
};
export { STOCK_PREFIX_PATTERN } from './stock-prefix';

/** Photo files are served by id: `/api/photos/<photoId>/<variant>` (WebP widths, or the original). */
export const PHOTO_VARIANTS = ['w320', 'w800', 'w1600', 'original'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];
export const photoUrl = (photoId: string, variant: PhotoVariant) => `/api/photos/${photoId}/${variant}`;
