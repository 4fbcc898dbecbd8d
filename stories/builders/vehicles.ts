/**
 * Typed builders for the Post area's stories (inventory, vehicle detail, marketplace, favorites).
 * Shapes come from the shared answer schemas, so a contract change breaks the stories at compile
 * time. Reads are fed by seeding the story's QueryClient with the screens' own queryOptions keys
 * (`seed.*`), or by answering the network with `mockApi` (stories/builders/auth.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { inventoryQueries } from '../../src/features/inventory/queries';
import type { VinCheck } from '../../src/shared/schemas/reference';
import type {
  Favorite,
  InventoryPage,
  InventoryQuery,
  Listing,
  PriceChange,
  Vehicle,
  VehicleEvent,
  VehicleSummary,
  VinDecode,
} from '../../src/shared/schemas/vehicles';
import {
  INVENTORY_PAGE_SIZE,
  STATUS_TRANSITIONS,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from '../../src/shared/vehicles';

/** A fixed "now" so days-in-stock and dates read the same in every picture. */
export const STORY_NOW = '2026-11-20T15:00:00.000Z';
const daysAgo = (days: number) => new Date(Date.parse(STORY_NOW) - days * 86_400_000).toISOString();

/** Valid VINs (check digit passes) of common makes, for the sample stock below. */
export const SAMPLE_VINS = [
  '1HGCM82633A004352',
  '5YJSA1H12FFP71790',
  'WDBEA30D3HA391172',
  'KM8K2CAB4PU001140',
  '1M8GDM9AXKP042788',
  '1FTFW1ET9DFC10312',
  '2T1BURHE9JC034981',
  '3VWDP7AJ8DM386924',
] as const;

const SAMPLE_STOCK: readonly Omit<VehicleSummary, 'id' | 'stockNumber' | 'updatedAt' | 'vin'>[] = [
  {
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX-L',
    exteriorColor: 'Platinum White',
    mileage: 28_410,
    condition: 'used',
    status: 'available',
    listed: true,
    priceCents: 2_649_500,
    daysInStock: 12,
    photoCount: 14,
    coverUrl: null,
  },
  {
    year: 2015,
    make: 'Tesla',
    model: 'Model S',
    trim: '85D',
    exteriorColor: 'Midnight Silver',
    mileage: 71_230,
    condition: 'used',
    status: 'on_hold',
    listed: true,
    priceCents: 2_899_000,
    daysInStock: 44,
    photoCount: 22,
    coverUrl: null,
  },
  {
    year: 2019,
    make: 'Mercedes-Benz',
    model: 'E-Class',
    trim: 'E 300',
    exteriorColor: 'Obsidian Black',
    mileage: 39_880,
    condition: 'certified',
    status: 'available',
    listed: true,
    priceCents: 3_145_000,
    daysInStock: 67,
    photoCount: 18,
    coverUrl: null,
  },
  {
    year: 2023,
    make: 'Hyundai',
    model: 'Tucson',
    trim: 'SEL',
    exteriorColor: 'Amazon Gray',
    mileage: 9_120,
    condition: 'used',
    status: 'recon',
    listed: false,
    priceCents: 2_799_000,
    daysInStock: 5,
    photoCount: 0,
    coverUrl: null,
  },
  {
    year: 2020,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT SuperCrew',
    exteriorColor: 'Oxford White',
    mileage: 54_900,
    condition: 'used',
    status: 'available',
    listed: false,
    priceCents: 3_390_000,
    daysInStock: 103,
    photoCount: 9,
    coverUrl: null,
  },
  {
    year: 2018,
    make: 'Toyota',
    model: 'Corolla',
    trim: 'LE',
    exteriorColor: 'Classic Silver',
    mileage: 61_045,
    condition: 'used',
    status: 'sold',
    listed: false,
    priceCents: 1_549_000,
    daysInStock: 38,
    photoCount: 11,
    coverUrl: null,
  },
  {
    year: 2024,
    make: 'Volkswagen',
    model: 'Jetta',
    trim: 'SE',
    exteriorColor: null,
    mileage: 1_210,
    condition: 'new',
    status: 'incoming',
    listed: false,
    priceCents: null,
    daysInStock: 0,
    photoCount: 0,
    coverUrl: null,
  },
  {
    year: 2017,
    make: 'Chevrolet',
    model: 'Silverado 1500',
    trim: 'LT',
    exteriorColor: 'Red Hot',
    mileage: 88_300,
    condition: 'used',
    status: 'wholesaled',
    listed: false,
    priceCents: 1_990_000,
    daysInStock: 121,
    photoCount: 6,
    coverUrl: null,
  },
];

export function buildVehicleSummary(overrides: Partial<VehicleSummary> = {}, index = 0): VehicleSummary {
  const base = SAMPLE_STOCK[index % SAMPLE_STOCK.length]!;
  return {
    ...base,
    id: `veh_story_${index + 1}`,
    stockNumber: `SM-${String(42 + index).padStart(5, '0')}`,
    vin: SAMPLE_VINS[index % SAMPLE_VINS.length]!,
    updatedAt: daysAgo(index),
    ...overrides,
  };
}

/** `count` different vehicles (the sample stock repeats with new ids and stock numbers). */
export const buildVehicleSummaries = (count: number): VehicleSummary[] =>
  Array.from({ length: count }, (_, i) => buildVehicleSummary({}, i));

export function buildStatusCounts(
  items: readonly VehicleSummary[] = [],
  overrides: Partial<Record<VehicleStatus, number>> = {},
): Record<VehicleStatus, number> {
  const counts = Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, 0])) as Record<VehicleStatus, number>;
  for (const v of items) counts[v.status]++;
  return { ...counts, ...overrides };
}

export function buildInventoryPage(overrides: Partial<InventoryPage> = {}): InventoryPage {
  const items = overrides.items ?? buildVehicleSummaries(SAMPLE_STOCK.length);
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: INVENTORY_PAGE_SIZE,
    statusCounts: buildStatusCounts(items),
    ...overrides,
  };
}

export const emptyInventoryPage = (): InventoryPage => buildInventoryPage({ items: [], total: 0 });

export function buildVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const summary = buildVehicleSummary({}, 0);
  const status = overrides.status ?? summary.status;
  return {
    ...summary,
    body: 'sedan',
    fuel: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'fwd',
    engine: '1.5L I4 turbo',
    doors: 4,
    interiorColor: 'Black leather',
    description: 'One owner, clean history, new tires at 25k miles.',
    inStockDate: daysAgo(12).slice(0, 10),
    statusChangedAt: daysAgo(9),
    listedAt: daysAgo(8),
    soldAt: null,
    createdAt: daysAgo(12),
    costVisible: true,
    costCents: 2_150_000,
    packCents: 50_000,
    addedCosts: [
      { label: 'Detail and reconditioning', amountCents: 45_000 },
      { label: 'Front brake pads', amountCents: 32_000 },
    ],
    frontGrossCents: 2_649_500 - 2_150_000 - 50_000 - 77_000,
    photos: [],
    nextStatuses: [...STATUS_TRANSITIONS[status]],
    ...overrides,
  };
}

/** What sales staff see when the owner keeps cost hidden. */
export const buildCostHiddenVehicle = (overrides: Partial<Vehicle> = {}): Vehicle =>
  buildVehicle({
    costVisible: false,
    costCents: null,
    packCents: null,
    addedCosts: null,
    frontGrossCents: null,
    ...overrides,
  });

/** Oldest first (the chart's order): the first price, then two drops. */
export function buildPriceHistory(prices: readonly number[] = [2_849_500, 2_749_500, 2_649_500]): PriceChange[] {
  return prices.map((price, i) => ({
    id: `pc_story_${i + 1}`,
    oldPriceCents: i === 0 ? null : prices[i - 1]!,
    newPriceCents: price,
    changedAt: daysAgo(12 - i * 4),
    changedBy: 'Dana Dealer',
  }));
}
export const buildPriceChange = (overrides: Partial<PriceChange> = {}): PriceChange => ({
  ...buildPriceHistory()[1]!,
  ...overrides,
});

/** Newest first (the activity list's order). */
export function buildVehicleEvents(): VehicleEvent[] {
  return [
    {
      id: 'ev_story_5',
      kind: 'price',
      summary: 'Price dropped from $27,495 to $26,495',
      at: daysAgo(4),
      actor: 'Dana Dealer',
    },
    { id: 'ev_story_4', kind: 'listed', summary: 'Listed on the marketplace', at: daysAgo(8), actor: 'Dana Dealer' },
    {
      id: 'ev_story_3',
      kind: 'status',
      summary: 'Status changed from Recon to Available',
      at: daysAgo(9),
      actor: 'Jordan Kim',
    },
    { id: 'ev_story_2', kind: 'photos', summary: '14 photos added', at: daysAgo(10), actor: 'Jordan Kim' },
    { id: 'ev_story_1', kind: 'created', summary: 'Added by VIN', at: daysAgo(12), actor: 'Dana Dealer' },
  ];
}
export const buildVehicleEvent = (overrides: Partial<VehicleEvent> = {}): VehicleEvent => ({
  ...buildVehicleEvents()[0]!,
  ...overrides,
});

const SAMPLE_DEALERS = [
  { id: 'org_story_sunset', name: 'Sunset Motors', city: 'Austin', region: 'TX' },
  { id: 'org_story_summit', name: 'Summit Ridge Motors', city: 'Denver', region: 'CO' },
] as const;

export function buildListing(overrides: Partial<Listing> = {}, index = 0): Listing {
  const v = buildVehicleSummary({}, index);
  return {
    id: v.id,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    priceCents: v.priceCents ?? 2_000_000,
    mileage: v.mileage,
    condition: v.condition,
    body: 'sedan',
    fuel: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'fwd',
    exteriorColor: v.exteriorColor,
    coverUrl: null,
    dealer: { ...SAMPLE_DEALERS[index % SAMPLE_DEALERS.length]! },
    deal: {
      rating: (['great', 'good', 'fair', 'high', 'none'] as const)[index % 5]!,
      medianCents: 2_750_000,
      comparables: index % 5 === 4 ? 3 : 12,
    },
    favorited: false,
    listedAt: daysAgo(index + 2),
    ...overrides,
  };
}
export const buildListings = (count: number): Listing[] => Array.from({ length: count }, (_, i) => buildListing({}, i));

export function buildFavorite(overrides: Partial<Favorite> = {}, index = 0): Favorite {
  const l = buildListing({}, index);
  return {
    vehicleId: l.id,
    savedAt: daysAgo(index + 3),
    savedPriceCents: (l.priceCents ?? 0) + 100_000,
    priceCents: l.priceCents,
    priceChangeCents: -100_000,
    available: true,
    status: 'available',
    year: l.year,
    make: l.make,
    model: l.model,
    trim: l.trim,
    mileage: l.mileage,
    coverUrl: null,
    dealer: l.dealer,
    ...overrides,
  };
}

export function buildVinDecode(overrides: Partial<VinDecode> = {}): VinDecode {
  return {
    vin: '1HGCM82633A004352',
    decoded: true,
    source: 'vpic',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX',
    body: 'coupe',
    fuel: 'gasoline',
    drivetrain: 'fwd',
    transmission: 'automatic',
    engine: '3.0L V6',
    doors: 2,
    manufacturer: 'American Honda Motor Co., Inc.',
    plant: { city: 'Marysville', country: 'United States (USA)' },
    raw: { 'Body Class': 'Coupe', 'Fuel Type - Primary': 'Gasoline' },
    ...overrides,
  };
}

/** GET /api/vin/{vin} for a valid, decodable VIN. */
export function buildVinCheck(overrides: Partial<VinCheck> = {}): VinCheck {
  const decode = overrides.decode === undefined ? buildVinDecode() : overrides.decode;
  return {
    vin: decode?.vin ?? '1HGCM82633A004352',
    valid: true,
    problems: [],
    warnings: [],
    modelYears: [{ year: 2003, confidence: 'likely' }],
    region: { region: 'North America', country: 'United States' },
    suggestions: [],
    decode,
    ...overrides,
  };
}

/** Seeds for the story's QueryClient, under the screens' own query keys. */
export const seedInventory = {
  list:
    (page: InventoryPage = buildInventoryPage(), query: Partial<InventoryQuery> = {}) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(inventoryQueries.list(query).queryKey, page),
  vehicle:
    (vehicle: Vehicle = buildVehicle()) =>
    (queryClient: QueryClient) =>
      queryClient.setQueryData(inventoryQueries.detail(vehicle.id).queryKey, vehicle),
};
