/**
 * Reading one CSV cell as a vehicle value. Generous with how people and other systems write
 * things ("$24,900", "24.9k", "Auto", "4x4", "CPO", "3/14/2026"), but never a guess: a cell that
 * could mean two things is an error naming the cell, not a silent choice.
 */
import {
  BODY_TYPES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  SPEC_LABELS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  VEHICLE_STATUS_LABELS,
} from '../../shared/vehicles';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (error: string): Parsed<never> => ({ ok: false, error });

/**
 * A whole number written with thousands separators (either kind, when unambiguous), an optional
 * decimal part, and an optional k for thousands. Returns the number or an error.
 */
const readAmount = (raw: string, what: string, { decimals }: { decimals: number }): Parsed<number> => {
  let text = raw.replace(/[\s\u00a0]/g, '');
  let factor = 1;
  if (/k$/i.test(text)) {
    factor = 1000;
    text = text.slice(0, -1);
  }
  if (/^-/.test(text) || /^\(.*\)$/.test(text)) return fail(`The ${what} can't be negative`);
  let value: number | undefined;
  if (/^\d+$/.test(text)) value = Number(text);
  // US style: 24,900 or 24,900.50; and plain 24900.5.
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) || /^\d+\.\d+$/.test(text)) {
    const [whole, fraction = ''] = text.replace(/,/g, '').split('.');
    // 24.900 could be 24,900 (European) or 24.9: three decimals on an amount is that ambiguity.
    if (factor === 1 && fraction.length === 3 && !text.includes(',') && decimals <= 2)
      return fail(`"${raw}" could be ${whole}${fraction} or ${whole}.${fraction}: write it without the dot`);
    value = Number(`${whole}.${fraction || '0'}`);
  }
  // European style with both separators: 24.900,50 (a lone 24.900 is handled above).
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) value = Number(text.replace(/\./g, '').replace(',', '.'));
  else if (/^\d+,\d{1,2}$/.test(text)) value = Number(text.replace(',', '.'));
  if (value === undefined || !Number.isFinite(value)) return fail(`"${raw}" is not a number`);
  return ok(value * factor);
};

/** Money in whole dollars or with cents → integer cents. */
export const parseMoney = (raw: string, what: string): Parsed<number> => {
  const text = raw
    .replace(/^(usd|us\$)/i, '')
    .replace(/(usd)$/i, '')
    .replace(/^\$|\$$/g, '')
    .trim();
  const amount = readAmount(text.replace(/^\$/, ''), what, { decimals: 2 });
  if (!amount.ok) return amount;
  const cents = Math.round(amount.value * 100);
  return ok(cents);
};

/** Miles: "45,120", "45120 mi", "45.1k". Kilometres are refused rather than converted by a guess. */
export const parseMileage = (raw: string): Parsed<number> => {
  if (/\b(km|kms|kilometers|kilometres)\b/i.test(raw)) return fail('Mileage is in miles: convert kilometres first');
  const text = raw.replace(/\s*(mi|miles|mile)\.?$/i, '');
  const amount = readAmount(text, 'mileage', { decimals: 0 });
  if (!amount.ok) return amount;
  if (!Number.isInteger(amount.value)) return fail(`"${raw}" is not a whole number of miles`);
  return ok(amount.value);
};

export const parseInteger = (raw: string, what: string): Parsed<number> => {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return fail(`"${raw}" is not a whole number (${what})`);
  return ok(Number(text));
};

/** Two-digit years are refused: '05 could be 1905 or 2005 for a classic dealer. */
export const parseYear = (raw: string): Parsed<number> => {
  const text = raw.trim();
  if (!/^\d{4}$/.test(text)) return fail(`"${raw}" is not a four-digit year`);
  return ok(Number(text));
};

/**
 * A calendar date: 2026-03-14, 2026/03/14, or US month/day/year (3/14/2026): the dealership
 * works in US conventions (miles, dollars). Day-first files show up as an impossible month only
 * sometimes, so 2026-style ISO dates are what the export writes.
 */
export const parseDate = (raw: string): Parsed<string> => {
  const text = raw.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)))
    [y, m, d] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else return fail(`"${raw}" is not a date: use 2026-03-14`);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return fail(`"${raw}" is not a real date`);
  return ok(date.toISOString().slice(0, 10));
};

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A vocabulary value from its key, its label or a common synonym. */
const vocabulary = <T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
  synonyms: Readonly<Record<string, T>>,
  what: string,
) => {
  const lookup = new Map<string, T>();
  for (const value of values) {
    lookup.set(key(value), value);
    lookup.set(key(labels[value]), value);
  }
  for (const [word, value] of Object.entries(synonyms)) lookup.set(key(word), value);
  const choices = values.map((v) => labels[v]).join(', ');
  return (raw: string): Parsed<T> => {
    const value = lookup.get(key(raw));
    return value ? ok(value) : fail(`"${raw}" is not a ${what} we know: use one of ${choices}`);
  };
};

export const parseBody = vocabulary(
  BODY_TYPES,
  SPEC_LABELS.body,
  {
    'sport utility': 'suv',
    'sport utility vehicle': 'suv',
    crossover: 'suv',
    cuv: 'suv',
    truck: 'pickup',
    'pickup truck': 'pickup',
    'crew cab': 'pickup',
    'extended cab': 'pickup',
    'regular cab': 'pickup',
    'station wagon': 'wagon',
    estate: 'wagon',
    liftback: 'hatchback',
    cabriolet: 'convertible',
    roadster: 'convertible',
    saloon: 'sedan',
    'passenger van': 'van',
    'cargo van': 'van',
  },
  'body type',
);

export const parseFuel = vocabulary(
  FUEL_TYPES,
  SPEC_LABELS.fuel,
  {
    gas: 'gasoline',
    petrol: 'gasoline',
    unleaded: 'gasoline',
    ev: 'electric',
    bev: 'electric',
    phev: 'plug_in_hybrid',
    'plug-in': 'plug_in_hybrid',
    hev: 'hybrid',
    'gas/electric hybrid': 'hybrid',
    e85: 'flex_fuel',
    ffv: 'flex_fuel',
    flex: 'flex_fuel',
  },
  'fuel type',
);

export const parseTransmission = vocabulary(
  TRANSMISSIONS,
  SPEC_LABELS.transmission,
  {
    auto: 'automatic',
    at: 'automatic',
    a: 'automatic',
    'automatic transmission': 'automatic',
    mt: 'manual',
    m: 'manual',
    stick: 'manual',
    'manual transmission': 'manual',
    'continuously variable': 'cvt',
  },
  'transmission',
);

export const parseDrivetrain = vocabulary(
  DRIVETRAINS,
  SPEC_LABELS.drivetrain,
  {
    '4x2': 'rwd',
    'front wheel drive': 'fwd',
    'front-wheel drive': 'fwd',
    'rear wheel drive': 'rwd',
    'rear-wheel drive': 'rwd',
    'all wheel drive': 'awd',
    'all-wheel drive': 'awd',
    '4x4': '4wd',
    'four wheel drive': '4wd',
    'four-wheel drive': '4wd',
  },
  'drivetrain',
);

export const parseCondition = vocabulary(
  CONDITIONS,
  SPEC_LABELS.condition,
  { cpo: 'certified', 'pre-owned': 'used', preowned: 'used', n: 'new', u: 'used', 'certified used': 'certified' },
  'condition',
);

export const parseStatus = vocabulary(
  VEHICLE_STATUSES,
  VEHICLE_STATUS_LABELS,
  { 'in transit': 'incoming', reconditioning: 'recon', 'in stock': 'available', hold: 'on_hold', pending: 'on_hold' },
  'status',
);

export const parseBoolean = (raw: string, what: string): Parsed<boolean> => {
  const k = key(raw);
  if (['yes', 'y', 'true', '1', 'listed', 'on'].includes(k)) return ok(true);
  if (['no', 'n', 'false', '0', 'unlisted', 'off'].includes(k)) return ok(false);
  return fail(`"${raw}" is not yes or no (${what})`);
};
