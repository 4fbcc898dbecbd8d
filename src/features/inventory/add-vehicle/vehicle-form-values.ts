/**
 * The add-vehicle form holds what people type (strings, dollars); the API takes the shared
 * CreateVehicleSchema (numbers, cents). One conversion, then the shared schema validates, so the
 * form and the server can never disagree on a rule.
 */
import type { CreateVehicleInput } from '../../../shared/schemas/vehicles';
import { parseDollarsToCents } from '../../../lib/dollars-input';

export interface VehicleFormValues {
  vin: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  body: string;
  fuel: string;
  drivetrain: string;
  transmission: string;
  engine: string;
  doors: string;
  exteriorColor: string;
  mileage: string;
  condition: 'new' | 'used' | 'certified';
  price: string;
  status: 'incoming' | 'recon' | 'available';
}

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  vin: '',
  year: '',
  make: '',
  model: '',
  trim: '',
  body: '',
  fuel: '',
  drivetrain: '',
  transmission: '',
  engine: '',
  doors: '',
  exteriorColor: '',
  mileage: '',
  condition: 'used',
  price: '',
  status: 'incoming',
};

/** "" → undefined (the schema says "Enter the …"); "12,000" → 12000; anything else → NaN (rejected). */
const numberOrUndefined = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.replace(/[\s,]/g, ''));
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The API body for the form's values; `price` is whole dollars or cents as typed. */
export function toCreateInput(values: VehicleFormValues): Record<keyof CreateVehicleInput, unknown> & {
  priceCents: number | null | undefined;
} {
  const priceText = values.price.trim();
  const cents = priceText === '' ? null : parseDollarsToCents(priceText);
  return {
    vin: values.vin,
    year: numberOrUndefined(values.year),
    make: values.make,
    model: values.model,
    trim: textOrNull(values.trim),
    body: textOrNull(values.body),
    fuel: textOrNull(values.fuel),
    transmission: textOrNull(values.transmission),
    drivetrain: textOrNull(values.drivetrain),
    engine: textOrNull(values.engine),
    doors: numberOrUndefined(values.doors) ?? null,
    exteriorColor: textOrNull(values.exteriorColor),
    interiorColor: undefined,
    mileage: numberOrUndefined(values.mileage),
    condition: values.condition,
    // An amount that is not money (e.g. "24k") becomes NaN, which the cents rule rejects.
    priceCents: cents === null && priceText !== '' ? Number.NaN : cents,
    costCents: undefined,
    packCents: undefined,
    addedCosts: undefined,
    inStockDate: undefined,
    description: undefined,
    status: values.status,
    listed: undefined,
  };
}

/** API field names that sit under another name in the form. */
export const FORM_FIELD_OF: Readonly<Record<string, keyof VehicleFormValues>> = { priceCents: 'price' };
