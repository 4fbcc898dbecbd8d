/**
 * The vehicle vocabularies the list queries filter by: statuses, spec values, aging buckets and the
 * year and mileage bounds. Apart from vehicles.ts (which re-exports them, with their labels and
 * rules) because the route registry, on every page, validates the inventory and marketplace URLs
 * with them: a bundle chunk holds a whole module, so importing these from vehicles.ts brought every
 * label and rule the app uses from there into every page's JavaScript (issue 14).
 */

/** The status lifecycle's states (vehicles.ts › STATUS_TRANSITIONS says how a vehicle moves). */
export const VEHICLE_STATUSES = [
  'incoming',
  'recon',
  'available',
  'on_hold',
  'sold',
  'wholesaled',
  'archived',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const BODY_TYPES = [
  'sedan',
  'coupe',
  'hatchback',
  'wagon',
  'convertible',
  'suv',
  'pickup',
  'van',
  'minivan',
  'other',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'plug_in_hybrid', 'electric', 'flex_fuel', 'other'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['automatic', 'manual', 'cvt', 'other'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const DRIVETRAINS = ['fwd', 'rwd', 'awd', '4wd'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];

export const CONDITIONS = ['new', 'used', 'certified'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Days in stock, counted from the in-stock date (DOMAIN.md › Decisions › Vehicle age). */
export const AGE_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const VEHICLE_YEAR_MIN = 1900;
export const MILEAGE_MAX = 2_000_000;
