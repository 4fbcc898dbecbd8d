/**
 * Demo vehicles (DOMAIN.md › Decisions › Demo data): ~150 per seeded dealership across real makes,
 * models, trims and years, with prices that fit make/model/year/mileage, every status and every
 * aging bucket, price drops, activity and a few shoppers' favorites.
 *
 * Deterministic: one fixed PRNG seed decides every choice, so two fresh databases hold the same
 * cars (only the dates move with "now", so the aging buckets stay filled whenever the seed runs).
 * VINs are built from each make's real manufacturer code (WMI), the model-year code of the year
 * and a correct check digit, so the VIN tools and the decoder's year/make agree with the row.
 *
 * Fast by design: `npm start` runs it on first start of the embedded database, and the server
 * tests seed a world per file, so every table is filled with a few multi-row inserts.
 */
import { eq } from 'drizzle-orm';
import type { AddedCost } from '../../shared/schemas/vehicles';
import { checkDigit } from '../../shared/vin';
import {
  isListable,
  type BodyType,
  type Condition,
  type Drivetrain,
  type FuelType,
  type Transmission,
  type VehicleStatus,
} from '../../shared/vehicles';
import type { Db } from './client';
import { allocateStockNumbers } from './queries/vehicles';
import { favorites, organizations, vehicleEvents, vehiclePriceChanges, vehicles } from './schema';
import { newId } from './queries/ids';

/** The fixed seed of the demo data: change it and every demo vehicle changes. */
export const DEMO_VEHICLE_SEED = 20261123;
export const DEMO_VEHICLES_PER_DEALERSHIP = 150;

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// A small deterministic PRNG (mulberry32): Math.random would make every demo database different.

export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    const total = items.reduce((s, i) => s + i.weight, 0);
    let r = next() * total;
    for (const item of items) if ((r -= item.weight) < 0) return item;
    return items[items.length - 1]!;
  };
  const chance = (p: number) => next() < p;
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  return { next, int, pick, weighted, chance, shuffle };
};
export type Random = ReturnType<typeof createRandom>;

// ---------------------------------------------------------------------------------------------
// The catalog: real models with their real WMIs and a plausible VIN descriptor (positions 4–8;
// position 7 is a letter, which tells a North American VIN's year is in the 2010–2039 cycle).

export interface CatalogModel {
  readonly make: string;
  readonly model: string;
  readonly wmi: readonly string[];
  readonly vds: string;
  /** Assembly plant code (position 11). */
  readonly plant: string;
  readonly years: readonly [number, number];
  readonly body: BodyType;
  readonly fuel: FuelType;
  readonly transmission: Transmission;
  readonly drivetrains: readonly Drivetrain[];
  readonly engine: string;
  readonly doors: number;
  /** Trims with the new price of the newest year, in dollars. */
  readonly trims: readonly (readonly [string, number])[];
  /** How common it is on a lot. */
  readonly weight: number;
}

const m = (
  make: string,
  model: string,
  wmi: string[],
  vds: string,
  plant: string,
  years: [number, number],
  spec: [BodyType, FuelType, Transmission, Drivetrain[], string, number],
  trims: [string, number][],
  weight = 1,
): CatalogModel => ({
  make,
  model,
  wmi,
  vds,
  plant,
  years,
  body: spec[0],
  fuel: spec[1],
  transmission: spec[2],
  drivetrains: spec[3],
  engine: spec[4],
  doors: spec[5],
  trims,
  weight,
});

// One model per line reads as the table it is.
// prettier-ignore
export const DEMO_CATALOG: readonly CatalogModel[] = [
  m('Ford', 'F-150', ['1FTFW', '1FTEW'], 'FW1EP', 'F', [2012, 2026], ['pickup', 'gasoline', 'automatic', ['4wd', 'rwd'], '3.5L V6 EcoBoost', 4], [['XL', 38_000], ['XLT', 49_000], ['Lariat', 62_000], ['Platinum', 74_000]], 4),
  m('Ford', 'Escape', ['1FMCU'], 'CU9GD', 'L', [2013, 2025], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '1.5L I3 EcoBoost', 4], [['S', 30_000], ['SE', 32_500], ['Titanium', 38_500]], 2),
  m('Ford', 'Explorer', ['1FM5K'], '5K8DH', 'G', [2013, 2025], ['suv', 'gasoline', 'automatic', ['rwd', '4wd'], '2.3L I4 EcoBoost', 4], [['XLT', 42_000], ['Limited', 50_500], ['ST', 56_000]], 2),
  m('Ford', 'Mustang', ['1FA6P'], '6P8TH', '5', [2015, 2026], ['coupe', 'gasoline', 'manual', ['rwd'], '5.0L V8', 2], [['EcoBoost', 33_000], ['GT', 44_000], ['Dark Horse', 61_000]], 1),
  m('Ford', 'Bronco', ['1FMDE', '1FMEE'], 'DE5BH', 'L', [2021, 2026], ['suv', 'gasoline', 'automatic', ['4wd'], '2.7L V6 EcoBoost', 4], [['Big Bend', 43_000], ['Badlands', 53_000], ['Wildtrak', 58_000]], 1),
  m('Ford', 'Maverick', ['3FTTW'], 'TW8E3', 'R', [2022, 2026], ['pickup', 'hybrid', 'cvt', ['fwd'], '2.5L I4 Hybrid', 4], [['XL', 26_000], ['XLT', 29_500], ['Lariat', 36_500]], 2),
  m('Chevrolet', 'Silverado 1500', ['1GCUY', '3GCUY'], 'UYDED', 'G', [2012, 2026], ['pickup', 'gasoline', 'automatic', ['4wd', 'rwd'], '5.3L V8', 4], [['Custom', 42_000], ['LT', 51_000], ['RST', 56_000], ['High Country', 68_000]], 4),
  m('Chevrolet', 'Equinox', ['2GNAX', '3GNAX'], 'AXUEV', 'L', [2012, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '1.5L I4 Turbo', 4], [['LS', 28_000], ['LT', 31_000], ['RS', 33_500], ['Premier', 36_500]], 3),
  m('Chevrolet', 'Malibu', ['1G1ZD'], 'ZD5ST', 'F', [2013, 2024], ['sedan', 'gasoline', 'cvt', ['fwd'], '1.5L I4 Turbo', 4], [['LS', 25_000], ['LT', 28_000], ['2LT', 31_000]], 2),
  m('Chevrolet', 'Tahoe', ['1GNSK'], 'SKBKC', 'R', [2015, 2026], ['suv', 'gasoline', 'automatic', ['4wd', 'rwd'], '5.3L V8', 4], [['LS', 58_000], ['LT', 64_000], ['Z71', 69_000], ['Premier', 76_000]], 2),
  m('Chevrolet', 'Bolt EV', ['1G1FY'], 'FY6S0', '4', [2017, 2023], ['hatchback', 'electric', 'automatic', ['fwd'], 'Electric motor, 65 kWh', 4], [['1LT', 27_500], ['2LT', 31_500]], 1),
  m('Chevrolet', 'Traverse', ['1GNER', '1GNEV'], 'ERGKW', 'J', [2014, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '3.6L V6', 4], [['LS', 39_000], ['LT', 43_000], ['RS', 53_000]], 2),
  m('GMC', 'Sierra 1500', ['1GTU9', '3GTU9'], 'U9DED', 'G', [2014, 2026], ['pickup', 'gasoline', 'automatic', ['4wd'], '5.3L V8', 4], [['SLE', 52_000], ['Elevation', 55_000], ['AT4', 66_000], ['Denali', 72_000]], 2),
  m('GMC', 'Acadia', ['1GKKN'], 'KNULS', 'Z', [2014, 2025], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.5L I4 Turbo', 4], [['SLE', 40_000], ['SLT', 47_000], ['Denali', 55_000]], 1),
  m('Toyota', 'Camry', ['4T1B1', '4T1G1'], 'B11HK', 'U', [2012, 2026], ['sedan', 'gasoline', 'automatic', ['fwd'], '2.5L I4', 4], [['LE', 27_500], ['SE', 29_500], ['XSE', 34_500], ['XLE', 35_000]], 4),
  m('Toyota', 'RAV4', ['2T3P1', 'JTMB1'], 'P1RFV', 'W', [2013, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.5L I4', 4], [['LE', 29_500], ['XLE', 32_000], ['XLE Premium', 35_500], ['Limited', 39_000]], 4),
  m('Toyota', 'Tacoma', ['3TMCZ', '5TFCZ'], 'CZ5AN', 'M', [2012, 2026], ['pickup', 'gasoline', 'automatic', ['4wd', 'rwd'], '3.5L V6', 4], [['SR', 32_000], ['SR5', 37_000], ['TRD Off-Road', 43_000], ['Limited', 50_000]], 3),
  m('Toyota', 'Highlander', ['5TDJZ', '5TDKZ'], 'JZRFH', 'S', [2014, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.4L I4 Turbo', 4], [['LE', 40_000], ['XLE', 45_000], ['Limited', 50_500], ['Platinum', 53_500]], 2),
  m('Toyota', 'Corolla', ['2T1BU', 'JTDEP'], 'BURHE', 'C', [2012, 2026], ['sedan', 'gasoline', 'cvt', ['fwd'], '2.0L I4', 4], [['LE', 23_000], ['SE', 25_500], ['XSE', 28_500]], 3),
  m('Toyota', 'Prius', ['JTDKA', 'JTDKN'], 'KARFU', '3', [2012, 2026], ['hatchback', 'hybrid', 'cvt', ['fwd'], '2.0L I4 Hybrid', 4], [['LE', 29_000], ['XLE', 33_000], ['Limited', 36_500]], 1),
  m('Toyota', 'Tundra', ['5TFDY', '5TFLA'], 'DY5F1', 'X', [2014, 2026], ['pickup', 'gasoline', 'automatic', ['4wd'], '3.5L V6 Twin Turbo', 4], [['SR5', 50_000], ['Limited', 58_000], ['Platinum', 66_000]], 1),
  m('Honda', 'Civic', ['2HGFC', '19XFC'], 'FC2F5', 'H', [2012, 2026], ['sedan', 'gasoline', 'cvt', ['fwd'], '2.0L I4', 4], [['LX', 24_500], ['Sport', 27_000], ['EX', 28_500], ['Touring', 32_000]], 4),
  m('Honda', 'Accord', ['1HGCV', '1HGCR'], 'CV1F1', 'A', [2013, 2026], ['sedan', 'gasoline', 'cvt', ['fwd'], '1.5L I4 Turbo', 4], [['LX', 29_000], ['EX', 31_500], ['Sport Hybrid', 34_000], ['Touring Hybrid', 39_500]], 3),
  m('Honda', 'CR-V', ['2HKRW', '5J6RW'], 'RW2H8', 'L', [2012, 2026], ['suv', 'gasoline', 'cvt', ['fwd', 'awd'], '1.5L I4 Turbo', 4], [['LX', 30_500], ['EX', 33_500], ['EX-L', 36_500], ['Sport Touring Hybrid', 41_000]], 4),
  m('Honda', 'Pilot', ['5FNYF'], 'YF6H5', 'B', [2012, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '3.5L V6', 4], [['Sport', 40_000], ['EX-L', 45_000], ['TrailSport', 50_000], ['Elite', 54_000]], 2),
  m('Honda', 'Odyssey', ['5FNRL'], 'RL6H7', 'B', [2012, 2026], ['minivan', 'gasoline', 'automatic', ['fwd'], '3.5L V6', 4], [['EX', 40_000], ['EX-L', 43_000], ['Touring', 47_000], ['Elite', 52_000]], 1),
  m('Nissan', 'Rogue', ['5N1AT', 'JN8AT'], 'AT3BB', 'C', [2014, 2026], ['suv', 'gasoline', 'cvt', ['fwd', 'awd'], '1.5L I3 Turbo', 4], [['S', 29_500], ['SV', 31_500], ['SL', 37_000]], 3),
  m('Nissan', 'Altima', ['1N4BL'], 'BL4BV', 'C', [2013, 2026], ['sedan', 'gasoline', 'cvt', ['fwd', 'awd'], '2.5L I4', 4], [['S', 26_500], ['SV', 28_500], ['SR', 30_000]], 2),
  m('Nissan', 'Frontier', ['1N6ED'], 'ED1EK', 'N', [2014, 2026], ['pickup', 'gasoline', 'automatic', ['4wd', 'rwd'], '3.8L V6', 4], [['S', 32_000], ['SV', 36_000], ['PRO-4X', 42_000]], 1),
  m('Nissan', 'Leaf', ['1N4AZ'], 'AZ1CP', 'C', [2013, 2025], ['hatchback', 'electric', 'automatic', ['fwd'], 'Electric motor, 40 kWh', 4], [['S', 29_000], ['SV Plus', 37_000]], 1),
  m('Tesla', 'Model 3', ['5YJ3E'], '3E1EA', 'F', [2018, 2026], ['sedan', 'electric', 'automatic', ['rwd', 'awd'], 'Electric motor', 4], [['Standard Range Plus', 40_000], ['Long Range', 48_000], ['Performance', 55_000]], 3),
  m('Tesla', 'Model Y', ['5YJYG'], 'YGDEE', 'F', [2020, 2026], ['suv', 'electric', 'automatic', ['awd', 'rwd'], 'Electric motor', 4], [['Long Range', 50_000], ['Performance', 55_000]], 3),
  m('Hyundai', 'Elantra', ['5NPLM', 'KMHLM'], 'LM4AG', 'U', [2014, 2026], ['sedan', 'gasoline', 'cvt', ['fwd'], '2.0L I4', 4], [['SE', 22_500], ['SEL', 24_000], ['Limited', 28_500]], 2),
  m('Hyundai', 'Tucson', ['KM8J3', '5NMJB'], 'J3CAE', 'U', [2014, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.5L I4', 4], [['SE', 29_500], ['SEL', 32_000], ['Limited', 38_500]], 2),
  m('Hyundai', 'Ioniq 5', ['KM8KR'], 'KRDAF', 'U', [2022, 2026], ['suv', 'electric', 'automatic', ['rwd', 'awd'], 'Electric motor, 77.4 kWh', 4], [['SE', 47_000], ['SEL', 50_500], ['Limited', 56_000]], 1),
  m('Kia', 'Sorento', ['5XYPG', '5XYRL'], 'PG4A3', 'G', [2014, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.5L I4', 4], [['LX', 32_000], ['S', 35_000], ['EX', 38_500], ['SX', 44_000]], 2),
  m('Kia', 'Telluride', ['5XYP5', '5XYP3'], 'P5DHC', 'G', [2020, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '3.8L V6', 4], [['LX', 37_000], ['S', 41_000], ['EX', 45_000], ['SX', 49_000]], 2),
  m('Kia', 'Forte', ['3KPF2', '3KPF3'], 'F24AD', '7', [2014, 2024], ['sedan', 'gasoline', 'cvt', ['fwd'], '2.0L I4', 4], [['LXS', 21_000], ['GT-Line', 23_500], ['GT', 26_000]], 1),
  m('Subaru', 'Outback', ['4S4BT', '4S4BS'], 'BTANC', '3', [2012, 2026], ['wagon', 'gasoline', 'cvt', ['awd'], '2.5L H4', 4], [['Base', 30_000], ['Premium', 33_000], ['Limited', 39_500], ['Onyx Edition XT', 42_000]], 2),
  m('Subaru', 'Forester', ['JF2SK', 'JF2SJ'], 'SKAEC', 'H', [2012, 2026], ['suv', 'gasoline', 'cvt', ['awd'], '2.5L H4', 4], [['Base', 29_500], ['Premium', 32_000], ['Sport', 34_500], ['Touring', 39_000]], 2),
  m('Subaru', 'Crosstrek', ['JF2GT', 'JF2GP'], 'GTAEC', 'H', [2013, 2026], ['suv', 'gasoline', 'cvt', ['awd'], '2.0L H4', 4], [['Base', 26_000], ['Premium', 27_500], ['Sport', 30_500]], 1),
  m('Jeep', 'Wrangler', ['1C4HJ'], 'HJXDG', 'W', [2012, 2026], ['suv', 'gasoline', 'automatic', ['4wd'], '3.6L V6', 4], [['Sport', 36_000], ['Sahara', 47_000], ['Rubicon', 52_000]], 3),
  m('Jeep', 'Grand Cherokee', ['1C4RJ'], 'RJFBG', 'C', [2012, 2026], ['suv', 'gasoline', 'automatic', ['4wd', 'rwd'], '3.6L V6', 4], [['Laredo', 41_000], ['Limited', 48_000], ['Overland', 58_000], ['Summit', 66_000]], 2),
  m('Ram', '1500', ['1C6SR', '1C6RR'], 'SRFFT', 'N', [2013, 2026], ['pickup', 'gasoline', 'automatic', ['4wd', 'rwd'], '5.7L V8 HEMI', 4], [['Tradesman', 42_000], ['Big Horn', 48_000], ['Laramie', 60_000], ['Limited', 72_000]], 3),
  m('Dodge', 'Charger', ['2C3CD'], 'CDXCT', 'H', [2012, 2023], ['sedan', 'gasoline', 'automatic', ['rwd', 'awd'], '3.6L V6', 4], [['SXT', 34_000], ['GT', 38_000], ['R/T', 43_000]], 1),
  m('Chrysler', 'Pacifica', ['2C4RC'], 'RC1BG', 'R', [2017, 2026], ['minivan', 'gasoline', 'automatic', ['fwd', 'awd'], '3.6L V6', 4], [['Touring L', 42_000], ['Limited', 50_000], ['Pinnacle', 56_000]], 1),
  m('BMW', '3 Series', ['WBA5R', '3MW5R'], '5R1C0', 'F', [2012, 2026], ['sedan', 'gasoline', 'automatic', ['rwd', 'awd'], '2.0L I4 Turbo', 4], [['330i', 46_000], ['330i xDrive', 48_000], ['M340i', 58_000]], 2),
  m('BMW', 'X5', ['5UXCR'], 'CR6C0', 'L', [2014, 2026], ['suv', 'gasoline', 'automatic', ['awd'], '3.0L I6 Turbo', 4], [['sDrive40i', 66_000], ['xDrive40i', 68_500], ['M60i', 88_000]], 1),
  m('Mercedes-Benz', 'C-Class', ['55SWF', 'W1KWF'], 'WF8DB', 'R', [2015, 2026], ['sedan', 'gasoline', 'automatic', ['rwd', 'awd'], '2.0L I4 Turbo', 4], [['C 300', 48_000], ['C 300 4MATIC', 50_000], ['AMG C 43', 62_000]], 1),
  m('Mercedes-Benz', 'GLE', ['4JGFB'], 'FB4KB', 'A', [2016, 2026], ['suv', 'gasoline', 'automatic', ['awd'], '2.0L I4 Turbo', 4], [['GLE 350', 63_000], ['GLE 450', 72_000]], 1),
  m('Volkswagen', 'Jetta', ['3VWC5', '3VWE5'], 'C57BU', 'M', [2012, 2026], ['sedan', 'gasoline', 'automatic', ['fwd'], '1.5L I4 Turbo', 4], [['S', 23_000], ['SE', 26_500], ['SEL', 30_500]], 2),
  m('Volkswagen', 'Tiguan', ['3VV2B', '3VV3B'], '2B7AX', 'M', [2012, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.0L I4 Turbo', 4], [['S', 30_000], ['SE', 33_500], ['SEL R-Line', 39_500]], 2),
  m('Audi', 'Q5', ['WA1BN', 'WA1AN'], 'BNAFY', 'A', [2013, 2026], ['suv', 'gasoline', 'automatic', ['awd'], '2.0L I4 Turbo', 4], [['Premium', 48_000], ['Premium Plus', 53_000], ['Prestige', 60_000]], 1),
  m('Lexus', 'RX', ['2T2HZ', 'JTJHZ'], 'HZMDA', 'C', [2013, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.4L I4 Turbo', 4], [['RX 350', 51_000], ['RX 350h', 54_000], ['RX 500h F Sport', 66_000]], 1),
  m('Mazda', 'CX-5', ['JM3KF', 'JM3KE'], 'KFBDM', '0', [2013, 2026], ['suv', 'gasoline', 'automatic', ['fwd', 'awd'], '2.5L I4', 4], [['Select', 30_500], ['Preferred', 32_500], ['Premium Plus', 38_500], ['Turbo Signature', 42_000]], 2),
  m('Mazda', 'Mazda3', ['3MZBP', 'JM1BP'], 'BPADL', 'M', [2014, 2026], ['hatchback', 'gasoline', 'automatic', ['fwd', 'awd'], '2.5L I4', 4], [['Select', 25_500], ['Preferred', 28_000], ['Premium', 31_500]], 1),
  m('Volvo', 'XC90', ['YV4A2', 'YV4BR'], 'A22PK', '1', [2016, 2026], ['suv', 'plug_in_hybrid', 'automatic', ['awd'], '2.0L I4 Turbo Plug-in Hybrid', 4], [['Core', 58_000], ['Plus', 64_000], ['Ultra', 72_000]], 1),
  m('Porsche', 'Cayenne', ['WP1AA', 'WP1AB'], 'AA2AY', 'D', [2015, 2026], ['suv', 'gasoline', 'automatic', ['awd'], '3.0L V6 Turbo', 4], [['Base', 86_000], ['S', 104_000], ['GTS', 125_000]], 1),
];

/** How well a make holds its value (resale), relative to the market. */
const RETENTION: Readonly<Record<string, number>> = {
  Toyota: 1.08,
  Honda: 1.06,
  Subaru: 1.04,
  Porsche: 1.05,
  Lexus: 1.05,
  Jeep: 1.02,
  Tesla: 0.88,
  BMW: 0.86,
  'Mercedes-Benz': 0.86,
  Audi: 0.88,
  Nissan: 0.92,
  Chrysler: 0.9,
  Dodge: 0.94,
  Volvo: 0.9,
};

export const EXTERIOR_COLORS = [
  { name: 'Black', hex: '#1b1c1e', weight: 20 },
  { name: 'White', hex: '#f2f2ef', weight: 18 },
  { name: 'Pearl White', hex: '#ece9e0', weight: 8 },
  { name: 'Silver', hex: '#b8bcc0', weight: 12 },
  { name: 'Gray', hex: '#6b6f74', weight: 16 },
  { name: 'Blue', hex: '#1f4e8c', weight: 9 },
  { name: 'Red', hex: '#a3161a', weight: 8 },
  { name: 'Green', hex: '#2f5d3a', weight: 2 },
  { name: 'Brown', hex: '#5a3d2b', weight: 2 },
  { name: 'Orange', hex: '#d4611c', weight: 1 },
  { name: 'Beige', hex: '#cdbb9a', weight: 1 },
] as const;
const INTERIOR_COLORS = ['Black', 'Black', 'Black', 'Gray', 'Beige', 'Brown'] as const;

const ADDED_COST_KINDS: readonly (readonly [string, number, number])[] = [
  ['Detail and reconditioning', 150, 280],
  ['Safety inspection', 89, 140],
  ['Tires', 480, 920],
  ['Brake pads and rotors', 320, 580],
  ['Windshield replacement', 290, 460],
  ['Transport from auction', 250, 640],
  ['Second key fob', 180, 320],
  ['Paintless dent repair', 150, 420],
  ['Oil change and fluids', 79, 130],
];

const STAFF_PACK_DOLLARS: Readonly<Record<string, number>> = { RAG: 495, SRM: 695 };

/** Status mix per dealership (sums to DEMO_VEHICLES_PER_DEALERSHIP). */
const STATUS_MIX: readonly (readonly [VehicleStatus, number])[] = [
  ['incoming', 10],
  ['recon', 12],
  ['available', 84],
  ['on_hold', 8],
  ['sold', 25],
  ['wholesaled', 6],
  ['archived', 5],
];

/**
 * Models that both dealerships stock in the same year, listed, so the marketplace's deal badge
 * has ≥ 5 comparables and shows every rating (the price factors spread around the median).
 */
export const DEAL_GROUPS: readonly { make: string; model: string; year: number; factors: readonly number[] }[] = [
  { make: 'Toyota', model: 'RAV4', year: 2021, factors: [0.86, 0.95, 1.0, 1.01, 1.03, 1.09] },
  { make: 'Honda', model: 'Civic', year: 2020, factors: [0.97, 0.88, 1.0, 1.04, 1.12, 0.99] },
  { make: 'Ford', model: 'F-150', year: 2022, factors: [1.0, 1.07, 0.93, 0.98, 1.02, 0.85] },
  { make: 'Chevrolet', model: 'Silverado 1500', year: 2021, factors: [0.99, 1.01, 0.9, 1.06, 1.0, 0.96] },
  { make: 'Tesla', model: 'Model 3', year: 2023, factors: [1.02, 0.94, 1.0, 0.89, 1.08, 0.98] },
];

// ---------------------------------------------------------------------------------------------
// VINs

/** Model-year codes from 2010 (A) in order; the cycle repeats every 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
export const modelYearCode = (year: number) => YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;

/** A 17-character VIN with the model's WMI, descriptor, plant, the year's code and a right check digit. */
export const buildVin = (wmiAndFirst: string, vds: string, year: number, plant: string, serial: number) => {
  // wmiAndFirst is the WMI and positions 4–5 (line and series vary by WMI); vds gives 6–8.
  const head = wmiAndFirst.slice(0, 5) + vds.slice(2, 5);
  const draft = `${head}0${modelYearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  const digit = checkDigit(draft);
  if (!digit) throw new Error(`cannot build a VIN from ${draft}`);
  return `${head}${digit}${draft.slice(9)}`;
};

// ---------------------------------------------------------------------------------------------
// Prices

const roundPrice = (dollars: number) => Math.max(995, Math.round(dollars / 100) * 100 - 5);

/** A dealer's asking price in dollars for the model, trim, year and mileage. */
export const askingPriceDollars = (model: CatalogModel, trimMsrp: number, year: number, mileage: number, now: Date) => {
  const age = Math.max(0, now.getUTCFullYear() - year);
  // Older model years sold new for less (about 2.5 % a year).
  const newPrice = trimMsrp * (1 - 0.025 * age);
  if (age === 0 && mileage < 100) return roundPrice(newPrice * 0.98);
  const retention = RETENTION[model.make] ?? 1;
  const depreciation = age <= 1 ? 0.84 : 0.84 * 0.9 ** (age - 1);
  const expectedMiles = Math.max(1, age) * 12_000;
  const mileageFactor = Math.min(1.12, Math.max(0.7, 1 - (mileage - expectedMiles) / 160_000));
  return roundPrice(Math.max(0.12, depreciation * retention) * newPrice * mileageFactor);
};

// ---------------------------------------------------------------------------------------------
// The vehicles

export interface SeedDealership {
  readonly organizationId: string;
  /** Stock-number prefix: the dealership's initials (RAG, SRM). */
  readonly prefix: string;
  /** Staff who created the vehicles and changed their prices (owner, manager, sales). */
  readonly staffUserIds: readonly string[];
}

export interface SeedVehiclesOptions {
  readonly dealerships: readonly SeedDealership[];
  /** Shoppers who keep a few favorites. */
  readonly shopperIds: readonly string[];
  readonly now?: Date;
}

type VehicleRow = typeof vehicles.$inferInsert & { id: string; createdAt: Date };
type PriceRow = typeof vehiclePriceChanges.$inferInsert;
type EventRow = typeof vehicleEvents.$inferInsert;

interface Planned {
  row: VehicleRow;
  drops: { at: Date; from: number; to: number }[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The path a vehicle took to its status, for its status events. */
const PATHS: Readonly<Record<VehicleStatus, readonly VehicleStatus[]>> = {
  incoming: ['incoming'],
  recon: ['incoming', 'recon'],
  available: ['incoming', 'recon', 'available'],
  on_hold: ['incoming', 'recon', 'available', 'on_hold'],
  sold: ['incoming', 'recon', 'available', 'sold'],
  wholesaled: ['incoming', 'recon', 'wholesaled'],
  archived: ['incoming', 'recon', 'available', 'sold', 'archived'],
};

const planVehicle = (
  random: Random,
  now: Date,
  dealership: SeedDealership,
  status: VehicleStatus,
  serial: number,
  forced?: { model: CatalogModel; year: number; factor: number },
): Planned => {
  const model = forced?.model ?? random.weighted(DEMO_CATALOG);
  const year = forced?.year ?? pickYear(random, model, now);
  const [trim, msrp] = forced ? model.trims[1 % model.trims.length]! : random.pick(model.trims);
  const age = Math.max(0, now.getUTCFullYear() - year);
  const isNew = !forced && age === 0 && random.chance(0.7);
  const mileage = isNew
    ? random.int(4, 45)
    : forced
      ? Math.round(Math.max(1, age) * 11_500 + random.int(-4000, 4000))
      : Math.max(800, Math.round(Math.max(0.4, age) * random.int(7_500, 16_500) + random.int(-2000, 2000)));
  const condition: Condition = isNew ? 'new' : age <= 5 && random.chance(0.25) ? 'certified' : 'used';
  let price = askingPriceDollars(model, msrp, year, mileage, now);
  if (forced) price = roundPrice(price * forced.factor);

  // Days: when it entered stock, and when its status last changed.
  const daysAgo = (days: number, hour = random.int(9, 17)) =>
    new Date(Math.min(now.getTime() - 60_000, now.getTime() - days * DAY_MS + (hour - 12) * 3600_000));
  let inStockDays: number;
  let statusDays: number;
  let soldDays: number | null = null;
  switch (status) {
    case 'incoming':
      inStockDays = random.int(0, 6);
      statusDays = inStockDays;
      break;
    case 'recon':
      inStockDays = random.int(2, 35);
      statusDays = Math.max(0, inStockDays - random.int(1, 2));
      break;
    case 'available':
      // Spread over 0–150 days, more of them young, so every aging bucket is filled.
      inStockDays = forced ? random.int(3, 40) : Math.floor(random.next() ** 1.4 * 150);
      statusDays = Math.max(0, inStockDays - random.int(2, 9));
      break;
    case 'on_hold':
      inStockDays = random.int(12, 120);
      statusDays = random.int(0, 5);
      break;
    case 'sold':
      soldDays = random.int(0, 89);
      inStockDays = soldDays + random.int(6, 110);
      statusDays = soldDays;
      break;
    case 'wholesaled':
      statusDays = random.int(5, 60);
      inStockDays = statusDays + random.int(75, 140);
      break;
    case 'archived':
      statusDays = random.int(20, 80);
      soldDays = statusDays + random.int(10, 40);
      inStockDays = soldDays + random.int(20, 90);
      break;
  }
  const createdAt = daysAgo(inStockDays);
  const statusChangedAt = new Date(Math.max(createdAt.getTime(), daysAgo(statusDays).getTime()));
  const listable = status === 'available' || status === 'on_hold';
  const listed = forced ? true : listable && random.chance(status === 'available' ? 0.92 : 0.6);
  const reachedAvailable = PATHS[status].includes('available');
  const availableAt = reachedAvailable
    ? new Date(Math.min(statusChangedAt.getTime(), createdAt.getTime() + random.int(2, 9) * DAY_MS))
    : null;

  // Price drops: an aged unit gets cut about every 30 days it sits (DOMAIN: aging drives pricing).
  const endOfPricing = soldDays !== null ? daysAgo(soldDays) : status === 'wholesaled' ? statusChangedAt : now;
  const drops: Planned['drops'] = [];
  const pricedDays = Math.floor((endOfPricing.getTime() - createdAt.getTime()) / DAY_MS);
  const hasPrice = status !== 'incoming' || random.chance(0.5);
  if (hasPrice && !isNew && !forced && reachedAvailable) {
    const cuts = Math.min(3, Math.floor(pricedDays / 30));
    let current = price;
    const sizes: number[] = [];
    for (let k = 0; k < cuts; k++) if (random.chance(0.7)) sizes.push(random.pick([300, 500, 500, 750, 1000, 1500]));
    // Walk back from today's price to what it was first listed at.
    const initial = sizes.reduce((s, d) => s + d, current);
    current = initial;
    sizes.forEach((size, k) => {
      const at = new Date(createdAt.getTime() + (30 * (k + 1) + random.int(-3, 3)) * DAY_MS);
      drops.push({
        at: new Date(Math.min(at.getTime(), endOfPricing.getTime() - 3600_000)),
        from: current,
        to: current - size,
      });
      current -= size;
    });
  }

  const costDollars = Math.round((isNew ? price * 0.93 : price * (0.76 + random.next() * 0.1)) / 25) * 25;
  const addedCosts: AddedCost[] = isNew
    ? []
    : random
        .shuffle([...ADDED_COST_KINDS])
        .slice(0, random.pick([0, 1, 1, 2, 2, 3]))
        .map(([label, min, max]) => ({ label, amountCents: random.int(min, max) * 100 }));
  const color = random.weighted(EXTERIOR_COLORS);
  const drivetrain = random.pick(model.drivetrains);
  const wmi = random.pick(model.wmi);
  const vin = buildVin(wmi, model.vds, year, model.plant, serial);
  const creator = random.pick(dealership.staffUserIds);

  const row: VehicleRow = {
    id: newId(),
    organizationId: dealership.organizationId,
    vin,
    stockNumber: '',
    year,
    make: model.make,
    model: model.model,
    trim,
    body: model.body,
    fuel: model.fuel,
    transmission: model.transmission,
    drivetrain,
    engine: model.engine,
    doors: model.doors,
    exteriorColor: color.name,
    interiorColor: random.pick(INTERIOR_COLORS),
    mileage,
    condition,
    description: describe(random, { year, model, trim, mileage, condition, drivetrain }),
    status,
    statusChangedAt,
    inStockDate: isoDay(createdAt),
    listed,
    listedAt: listed && availableAt ? availableAt : soldDays !== null && availableAt ? availableAt : null,
    soldAt: soldDays !== null ? daysAgo(soldDays) : null,
    priceCents: hasPrice ? price * 100 : null,
    costCents: costDollars * 100,
    packCents: isNew ? 0 : (STAFF_PACK_DOLLARS[dealership.prefix] ?? 495) * 100,
    addedCosts,
    createdBy: creator,
    createdAt,
    updatedAt: new Date(Math.max(statusChangedAt.getTime(), ...drops.map((d) => d.at.getTime()))),
  };
  return { row, drops };
};

const pickYear = (random: Random, model: CatalogModel, now: Date) => {
  const newest = Math.min(model.years[1], now.getUTCFullYear());
  // Most used stock is 2–7 years old; a few are new, a few are older trade-ins.
  const age = Math.round(Math.abs(random.next() + random.next() + random.next() - 1.2) * 4.5);
  return Math.max(model.years[0], newest - age);
};

const FEATURES: Readonly<Partial<Record<BodyType, readonly string[]>>> = {
  pickup: ['tow package', 'spray-in bedliner', 'running boards', 'trailer brake controller'],
  suv: ['third-row seating', 'power liftgate', 'roof rails', 'heated seats', 'blind-spot monitoring'],
  sedan: ['Apple CarPlay and Android Auto', 'heated seats', 'adaptive cruise control', 'sunroof'],
  hatchback: ['Apple CarPlay and Android Auto', 'heated seats', 'fast charging'],
  minivan: ['power sliding doors', 'rear entertainment', 'third-row seating'],
  wagon: ['roof rails', 'heated seats', 'power liftgate'],
  coupe: ['performance exhaust', 'leather seats', 'premium audio'],
};

const describe = (
  random: Random,
  v: { year: number; model: CatalogModel; trim: string; mileage: number; condition: Condition; drivetrain: Drivetrain },
) => {
  const features = random
    .shuffle([...(FEATURES[v.model.body] ?? ['heated seats', 'backup camera'])])
    .slice(0, 2)
    .join(' and ');
  const name = `${v.year} ${v.model.make} ${v.model.model} ${v.trim}`;
  if (v.condition === 'new') return `New ${name}, ${v.drivetrain.toUpperCase()}, with ${features}.`;
  const history = random.pick([
    'One owner, clean history report',
    'Two owners, clean history report',
    'Local trade-in',
    'Off-lease, full service records',
  ]);
  const lead = v.condition === 'certified' ? `Certified pre-owned ${name}` : name;
  return `${lead} with ${v.mileage.toLocaleString('en-US')} miles. ${history}. ${v.drivetrain.toUpperCase()}, ${v.model.engine}, ${features}.`;
};

/** Inserts in slices, so no statement nears PostgreSQL's 65,535 bound parameters. */
const insertChunks = async <T>(rows: T[], size: number, insert: (slice: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

export interface SeededVehicles {
  readonly vehicleIds: readonly string[];
  readonly counts: Readonly<Record<VehicleStatus, number>>;
}

/** Seeds the demo vehicles of the given dealerships (empty ones) and the shoppers' favorites. */
export const seedDemoVehicles = async (db: Db, options: SeedVehiclesOptions): Promise<SeededVehicles> => {
  const now = options.now ?? new Date();
  const random = createRandom(DEMO_VEHICLE_SEED);
  const planned: Planned[] = [];
  let serial = 100_000 + random.int(1000, 9000);
  const catalogByName = new Map(DEMO_CATALOG.map((c) => [`${c.make}|${c.model}`, c]));

  for (const [d, dealership] of options.dealerships.entries()) {
    const statuses = random.shuffle(STATUS_MIX.flatMap(([status, n]) => Array<VehicleStatus>(n).fill(status)));
    const own: Planned[] = [];
    // The deal-badge groups first: three listed units of each group per dealership.
    let forcedCount = 0;
    for (const group of DEAL_GROUPS) {
      const model = catalogByName.get(`${group.make}|${group.model}`)!;
      for (let k = 0; k < 3; k++) {
        const factor = group.factors[(d * 3 + k) % group.factors.length]!;
        own.push(
          planVehicle(random, now, dealership, 'available', (serial += random.int(3, 400)), {
            model,
            year: group.year,
            factor,
          }),
        );
        forcedCount++;
      }
    }
    // The rest of the mix, minus the available units the groups used.
    let availableToSkip = forcedCount;
    for (const status of statuses) {
      if (status === 'available' && availableToSkip > 0) {
        availableToSkip--;
        continue;
      }
      own.push(planVehicle(random, now, dealership, status, (serial += random.int(3, 400))));
    }
    // Stock numbers follow the order vehicles arrived, like a real lot's.
    own.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
    await db
      .update(organizations)
      .set({
        stockPrefix: dealership.prefix,
        stockSequence: 0,
        defaultPackCents: (STAFF_PACK_DOLLARS[dealership.prefix] ?? 495) * 100,
      })
      .where(eq(organizations.id, dealership.organizationId));
    const numbers = await allocateStockNumbers(db, dealership.organizationId, own.length);
    own.forEach((p, i) => (p.row.stockNumber = numbers[i]!));
    planned.push(...own);
  }

  const prices: PriceRow[] = [];
  const events: EventRow[] = [];
  for (const { row, drops } of planned) {
    const actor = row.createdBy ?? null;
    const firstPrice = row.priceCents == null ? null : (drops[0]?.from ?? row.priceCents / 100) * 100;
    events.push({
      id: newId(),
      vehicleId: row.id,
      kind: 'created',
      data: { status: 'incoming', stockNumber: row.stockNumber },
      actorId: actor,
      at: row.createdAt,
    });
    if (firstPrice !== null)
      prices.push({
        id: newId(),
        vehicleId: row.id,
        oldPriceCents: null,
        newPriceCents: firstPrice,
        changedBy: actor,
        changedAt: row.createdAt,
      });
    const path = PATHS[row.status!];
    const start = row.createdAt.getTime();
    const end = row.statusChangedAt!.getTime();
    // When each step happened: recon the next day, available when it was listed (or a few days
    // in), sold on its sale date, the last step when the status last changed.
    const stepAt = (status: VehicleStatus, k: number): Date => {
      if (k === path.length - 1) return new Date(end);
      if (status === 'recon') return new Date(Math.min(end, start + DAY_MS));
      if (status === 'available') return row.listedAt ?? new Date(Math.min(end, start + 3 * DAY_MS));
      if (status === 'sold' && row.soldAt) return row.soldAt;
      return new Date((start + end) / 2);
    };
    for (let k = 1; k < path.length; k++) {
      const from = path[k - 1]!;
      const to = path[k]!;
      // Leaving the for-sale statuses takes a listed vehicle off the marketplace (as the API does).
      const unlisted = Boolean(row.listedAt) && isListable(from) && !isListable(to);
      events.push({
        id: newId(),
        vehicleId: row.id,
        kind: 'status',
        data: unlisted ? { from, to, unlisted } : { from, to },
        actorId: actor,
        at: stepAt(to, k),
      });
    }
    if (row.listedAt)
      events.push({ id: newId(), vehicleId: row.id, kind: 'listed', data: {}, actorId: actor, at: row.listedAt });
    for (const drop of drops) {
      prices.push({
        id: newId(),
        vehicleId: row.id,
        oldPriceCents: drop.from * 100,
        newPriceCents: drop.to * 100,
        changedBy: actor,
        changedAt: drop.at,
      });
      events.push({
        id: newId(),
        vehicleId: row.id,
        kind: 'price',
        data: { from: drop.from * 100, to: drop.to * 100 },
        actorId: actor,
        at: drop.at,
      });
    }
  }

  await insertChunks(
    planned.map((p) => p.row),
    500,
    (slice) => db.insert(vehicles).values(slice),
  );
  await insertChunks(prices, 2000, (slice) => db.insert(vehiclePriceChanges).values(slice));
  await insertChunks(events, 2000, (slice) => db.insert(vehicleEvents).values(slice));

  // Favorites: each shopper keeps listed cars of both dealerships; one was saved before a price
  // drop (the list shows "price dropped"), one has sold since (greyed with its last price).
  const listedWithDrop = planned.filter((p) => p.row.listed && p.drops.length > 0);
  const listedPlain = planned.filter((p) => p.row.listed && p.drops.length === 0);
  const soldSince = planned.filter((p) => p.row.status === 'sold' && p.row.priceCents !== null && p.row.listedAt);
  const favoriteRows: (typeof favorites.$inferInsert)[] = [];
  options.shopperIds.forEach((userId, s) => {
    const picks: { p: Planned; savedPriceCents: number | null; at: Date }[] = [];
    const dropped = listedWithDrop[s * 3];
    if (dropped) {
      const first = dropped.drops[0]!;
      picks.push({ p: dropped, savedPriceCents: first.from * 100, at: new Date(first.at.getTime() - 2 * DAY_MS) });
    }
    const sold = soldSince[s * 2];
    if (sold)
      picks.push({
        p: sold,
        savedPriceCents: sold.row.priceCents ?? null,
        at: new Date(sold.row.soldAt!.getTime() - 5 * DAY_MS),
      });
    for (let k = 0; k < 3; k++) {
      const plain = listedPlain[s * 7 + k * 11];
      if (plain)
        picks.push({
          p: plain,
          savedPriceCents: plain.row.priceCents ?? null,
          at: new Date(Math.max(plain.row.listedAt!.getTime(), now.getTime() - random.int(1, 20) * DAY_MS)),
        });
    }
    for (const pick of picks)
      favoriteRows.push({
        userId,
        vehicleId: pick.p.row.id,
        savedPriceCents: pick.savedPriceCents,
        createdAt: new Date(Math.max(pick.at.getTime(), pick.p.row.createdAt.getTime())),
      });
  });
  if (favoriteRows.length) await db.insert(favorites).values(favoriteRows);

  const counts = Object.fromEntries(STATUS_MIX.map(([s]) => [s, 0])) as Record<VehicleStatus, number>;
  for (const p of planned) counts[p.row.status!]++;
  return { vehicleIds: planned.map((p) => p.row.id), counts };
};
