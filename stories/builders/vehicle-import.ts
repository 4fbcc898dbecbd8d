/**
 * Typed builders for the CSV import dialog's stories: a dealer's file, the preview the server
 * answers for it (clean, or with the errors a real file has: a mistyped VIN with its rescue, a
 * duplicate, a missing mileage, a price that is not a number) and the import's result.
 */
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '../../src/shared/schemas/vehicle-import';
import { SAMPLE_VINS } from './vehicles';

/** The headers of a typical DMS export, in its own words. */
export const SAMPLE_COLUMNS = [
  'Stock #',
  'VIN',
  'Year',
  'Make',
  'Model',
  'Trim',
  'Odometer',
  'List Price',
  'Ext. Color',
  'Status',
];

export const SAMPLE_MAPPING: ImportMapping = {
  vin: 'VIN',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
  mileage: 'Odometer',
  price: 'List Price',
  exteriorColor: 'Ext. Color',
  status: 'Status',
};

/** A small CSV file as a browser File, for the play functions' uploads. */
export const sampleCsvFile = (name = 'lot-export-november.csv') =>
  new File(
    [
      `${SAMPLE_COLUMNS.join(',')}\n`,
      `A100,${SAMPLE_VINS[0]},2021,Honda,Accord,EX-L,"28,410","$26,495",Platinum White,Available\n`,
    ],
    name,
    { type: 'text/csv' },
  );

export function buildImportRow(overrides: Partial<ImportRow> & { line: number }): ImportRow {
  return {
    action: 'create',
    vehicleId: null,
    errors: {},
    vinSuggestions: [],
    decoded: [],
    ...overrides,
    vehicle: {
      vin: SAMPLE_VINS[0],
      stockNumber: null,
      year: 2021,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-L',
      mileage: 28_410,
      priceCents: 2_649_500,
      status: 'available',
      ...overrides.vehicle,
    },
  };
}

const CLEAN_ROWS: ImportRow[] = [
  buildImportRow({ line: 2 }),
  buildImportRow({
    line: 3,
    action: 'update',
    vehicleId: 'veh_story_2',
    vehicle: {
      vin: SAMPLE_VINS[1],
      stockNumber: 'WM-00017',
      year: 2015,
      make: 'Tesla',
      model: 'Model S',
      trim: '85D',
      mileage: 71_230,
      priceCents: 2_799_000,
      status: 'on_hold',
    },
  }),
  buildImportRow({
    line: 4,
    decoded: ['body', 'fuel', 'drivetrain', 'engine'],
    vehicle: {
      vin: SAMPLE_VINS[2],
      stockNumber: null,
      year: 2017,
      make: 'Mercedes-Benz',
      model: 'E-Class',
      trim: 'E 300',
      mileage: 46_880,
      priceCents: 2_450_000,
      status: 'incoming',
    },
  }),
  buildImportRow({
    line: 5,
    action: 'unchanged',
    vehicleId: 'veh_story_4',
    vehicle: {
      vin: SAMPLE_VINS[3],
      stockNumber: 'WM-00021',
      year: 2023,
      make: 'Hyundai',
      model: 'Tucson',
      trim: 'SEL',
      mileage: 12_050,
      priceCents: 2_799_500,
      status: 'available',
    },
  }),
  buildImportRow({
    line: 6,
    vehicle: {
      vin: SAMPLE_VINS[5],
      stockNumber: null,
      year: 2013,
      make: 'Ford',
      model: 'F-150',
      trim: 'XLT',
      mileage: 118_400,
      priceCents: 1_699_000,
      status: 'recon',
    },
  }),
];

const ERROR_ROWS: ImportRow[] = [
  buildImportRow({
    line: 7,
    action: 'error',
    errors: { vin: "The letter O is never used in a VIN (it's read as 0). Did you mean 1HGCM82633A004352?" },
    vinSuggestions: ['1HGCM82633A004352'],
    vehicle: {
      vin: '1HGCM82633AOO4352',
      stockNumber: null,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: null,
      mileage: 164_000,
      priceCents: 499_500,
      status: 'incoming',
    },
  }),
  buildImportRow({
    line: 8,
    action: 'error',
    errors: { vin: 'The same VIN as line 2' },
    vehicle: {
      vin: SAMPLE_VINS[0],
      stockNumber: null,
      year: 2021,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-L',
      mileage: 28_410,
      priceCents: 2_599_000,
      status: 'available',
    },
  }),
  buildImportRow({
    line: 9,
    action: 'error',
    errors: { mileage: 'Enter the mileage', price: '"call" is not a number' },
    vehicle: {
      vin: SAMPLE_VINS[6],
      stockNumber: null,
      year: 2018,
      make: 'Toyota',
      model: 'Corolla',
      trim: 'LE',
      mileage: null,
      priceCents: null,
      status: 'incoming',
    },
  }),
];

const fields = (costVisible = true) =>
  IMPORT_FIELDS.filter((key) => costVisible || (key !== 'cost' && key !== 'pack')).map((key) => ({
    key,
    label: IMPORT_FIELD_LABELS[key],
    required: key === 'vin' || key === 'mileage',
  }));

const summarize = (rows: readonly ImportRow[]): ImportPreview['summary'] => ({
  rows: rows.length,
  creates: rows.filter((r) => r.action === 'create').length,
  updates: rows.filter((r) => r.action === 'update').length,
  unchanged: rows.filter((r) => r.action === 'unchanged').length,
  errors: rows.filter((r) => r.action === 'error').length,
});

export function buildImportPreview(
  options: { errors?: boolean; mapping?: ImportMapping; costVisible?: boolean } = {},
): ImportPreview {
  const rows = options.errors ? [...CLEAN_ROWS, ...ERROR_ROWS] : CLEAN_ROWS;
  return {
    columns: SAMPLE_COLUMNS,
    mapping: options.mapping ?? SAMPLE_MAPPING,
    fields: fields(options.costVisible),
    rows,
    summary: summarize(rows),
  };
}

export const buildImportResult = (overrides: Partial<ImportResult> = {}): ImportResult => ({
  created: 3,
  updated: 1,
  ...overrides,
});
