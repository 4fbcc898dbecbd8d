/**
 * Inventory CSV: reading a dealer's file (papaparse), turning each row into a vehicle to create or
 * update by VIN with per-field errors, and writing the export. Pure apart from the decoder it is
 * handed, so the rules are tested without a database.
 */
import Papa from 'papaparse';
import {
  IMPORT_FIELD_LABELS,
  type ImportAction,
  type ImportField,
  type ImportMapping,
  type ImportRow,
} from '../../shared/schemas/vehicle-import';
import { CreateVehicleSchema, UpdateVehicleSchema, type VinDecode } from '../../shared/schemas/vehicles';
import {
  DECODED_SPEC_FIELDS,
  SPEC_LABELS,
  VEHICLE_STATUS_LABELS,
  canMoveStatus,
  isListable,
  type BodyType,
  type Condition,
  type Drivetrain,
  type FuelType,
  type Transmission,
  type VehicleStatus,
} from '../../shared/vehicles';
import { normalizeVin, rescueVin, validateVin } from '../../shared/vin';
import {
  parseBody,
  parseBoolean,
  parseCondition,
  parseDate,
  parseDrivetrain,
  parseFuel,
  parseInteger,
  parseMileage,
  parseMoney,
  parseStatus,
  parseTransmission,
  parseYear,
  type Parsed,
} from './csv-values';

// ---------------------------------------------------------------------------------------------
// Reading the file

export interface CsvTable {
  readonly headers: string[];
  /** Data rows that are not blank, with their spreadsheet row number (the header is row 1). */
  readonly rows: { line: number; cells: string[] }[];
}

/** The delimiter of the header line: the most frequent of , ; tab outside quotes (papaparse needs several lines to guess). */
export const detectDelimiter = (text: string): string => {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [ch, n] of counts) if (n > counts.get(best)!) best = ch;
  return best;
};

export type ReadCsv = { ok: true; table: CsvTable } | { ok: false; message: string };

export const readCsv = (input: string): ReadCsv => {
  const text = input.replace(/^\uFEFF/, '');
  if (!text.trim()) return { ok: false, message: 'The file is empty.' };
  const result = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), skipEmptyLines: false });
  const [headerRow, ...data] = result.data;
  const headers = (headerRow ?? []).map((h) => h.trim());
  if (!headers.some(Boolean)) return { ok: false, message: 'The first line should name the columns.' };
  const seen = new Set<string>();
  for (const h of headers) {
    if (h && seen.has(h)) return { ok: false, message: `Two columns are called "${h}": rename one.` };
    seen.add(h);
  }
  const rows: CsvTable['rows'] = [];
  data.forEach((cells, i) => {
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: i + 2, cells });
  });
  return { ok: true, table: { headers, rows } };
};

// ---------------------------------------------------------------------------------------------
// Rows → vehicles

/** What a row writes, in the database's terms. */
export interface VehicleValues {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  body: BodyType | null;
  fuel: FuelType | null;
  transmission: Transmission | null;
  drivetrain: Drivetrain | null;
  engine: string | null;
  doors: number | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  mileage: number;
  condition: Condition;
  status: VehicleStatus;
  listed: boolean;
  priceCents: number | null;
  costCents: number | null;
  packCents: number;
  inStockDate: string;
  description: string | null;
}

/** The existing vehicle of this dealership with a VIN in the file. */
export interface ExistingVehicle extends Omit<VehicleValues, 'inStockDate'> {
  id: string;
  stockNumber: string;
  inStockDate: string;
}

export interface PlannedRow {
  readonly row: ImportRow;
  /** create: the full vehicle; update: only the fields that change. */
  readonly values: Partial<VehicleValues>;
  /** The existing vehicle's price (updates): the price history's "from". */
  readonly oldPriceCents: number | null;
}

export interface PlanOptions {
  readonly existing: ReadonlyMap<string, ExistingVehicle>;
  /** Decodes VINs for blanks (year, make, model, specs); missing: no decoding. */
  readonly decode?: (vins: readonly string[]) => Promise<Map<string, VinDecode>>;
  /** False for sales staff without the owner's permission: cost and pack are neither read nor shown. */
  readonly costVisible: boolean;
  /** The dealership's default pack for new vehicles whose file gives none. */
  readonly defaultPackCents?: number;
  readonly today?: string;
}

/** Undoes the export's formula guard: a leading ' before = + - @ was ours, not the dealer's. */
export const unguard = (cell: string) => (/^''*[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

type TextField = 'make' | 'model' | 'trim' | 'engine' | 'exteriorColor' | 'interiorColor' | 'description';
const TEXT_FIELDS: readonly TextField[] = [
  'make',
  'model',
  'trim',
  'engine',
  'exteriorColor',
  'interiorColor',
  'description',
];

/** Zod paths of the vehicle schemas → the import field a person mapped. */
const FIELD_OF_PATH: Readonly<Record<string, ImportField>> = {
  priceCents: 'price',
  costCents: 'cost',
  packCents: 'pack',
};

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Plans every row: parse, validate, decide create / update / unchanged / error. Duplicated VINs
 * (the second and later rows) are errors: the file must say once what a vehicle is.
 */
export const planImport = async (
  table: CsvTable,
  mapping: ImportMapping,
  options: PlanOptions,
): Promise<PlannedRow[]> => {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const columnOf = new Map<ImportField, number>();
  for (const [field, column] of Object.entries(mapping) as [ImportField, string][]) {
    if ((field === 'cost' || field === 'pack') && !options.costVisible) continue;
    const index = table.headers.indexOf(column);
    if (index >= 0) columnOf.set(field, index);
  }
  const cell = (cells: string[], field: ImportField) => {
    const index = columnOf.get(field);
    return index === undefined ? '' : unguard((cells[index] ?? '').trim());
  };

  interface Draft {
    line: number;
    vin: string;
    given: Partial<VehicleValues>;
    errors: Record<string, string>;
    suggestions: string[];
    existing: ExistingVehicle | undefined;
  }
  const drafts: Draft[] = [];
  const firstLineOf = new Map<string, number>();

  for (const { line, cells } of table.rows) {
    const errors: Record<string, string> = {};
    const given: Partial<VehicleValues> = {};
    let suggestions: string[] = [];
    const rawVin = cell(cells, 'vin');
    const vin = normalizeVin(rawVin);
    if (!vin) errors.vin = 'Enter the VIN';
    else {
      const check = validateVin(vin);
      if (check.problems.length > 0) {
        suggestions = rescueVin(vin).map((c) => c.vin);
        errors.vin = `${check.problems[0]!.message}${suggestions.length ? ` Did you mean ${suggestions[0]}?` : ''}`;
      } else if (firstLineOf.has(vin)) errors.vin = `The same VIN as line ${firstLineOf.get(vin)}`;
      else firstLineOf.set(vin, line);
    }
    given.vin = vin;

    const read = <T>(field: ImportField, parse: (raw: string) => Parsed<T>, set: (value: T) => void) => {
      const raw = cell(cells, field);
      if (!raw) return;
      const parsed = parse(raw);
      if (parsed.ok) set(parsed.value);
      else errors[field] = parsed.error;
    };
    for (const field of TEXT_FIELDS) {
      const raw = cell(cells, field);
      if (raw) given[field] = raw;
    }
    read('year', parseYear, (v) => (given.year = v));
    read('body', parseBody, (v) => (given.body = v));
    read('fuel', parseFuel, (v) => (given.fuel = v));
    read('transmission', parseTransmission, (v) => (given.transmission = v));
    read('drivetrain', parseDrivetrain, (v) => (given.drivetrain = v));
    read(
      'doors',
      (raw) => parseInteger(raw, 'doors'),
      (v) => (given.doors = v),
    );
    read('mileage', parseMileage, (v) => (given.mileage = v));
    read('condition', parseCondition, (v) => (given.condition = v));
    read('status', parseStatus, (v) => (given.status = v));
    read(
      'listed',
      (raw) => parseBoolean(raw, 'listed'),
      (v) => (given.listed = v),
    );
    read(
      'price',
      (raw) => parseMoney(raw, 'asking price'),
      (v) => (given.priceCents = v),
    );
    read(
      'cost',
      (raw) => parseMoney(raw, 'cost'),
      (v) => (given.costCents = v),
    );
    read(
      'pack',
      (raw) => parseMoney(raw, 'pack'),
      (v) => (given.packCents = v),
    );
    read('inStockDate', parseDate, (v) => (given.inStockDate = v));

    // A vehicle deleted moments ago (still undoable) is not "existing": importing its VIN adds it
    // anew, as adding it by hand does.
    const existing = errors.vin ? undefined : options.existing.get(vin);
    drafts.push({ line, vin, given, errors, suggestions, existing });
  }

  // Blanks of new vehicles from the decoder, all VINs at once (it shares work per VIN pattern).
  const decodes = new Map<string, VinDecode>();
  if (options.decode) {
    const wanted = drafts
      .filter((d) => !d.errors.vin && !d.existing && DECODED_SPEC_FIELDS.some((f) => d.given[f] === undefined))
      .map((d) => d.vin);
    if (wanted.length > 0) for (const [vin, decode] of await options.decode(wanted)) decodes.set(vin, decode);
  }

  return drafts.map((d): PlannedRow => {
    const decoded: string[] = [];
    let action: ImportAction;
    let values: Partial<VehicleValues> = {};
    if (d.existing) {
      // An update changes only what the file gives and differs; blank cells keep what is there.
      const current = d.existing;
      for (const [field, value] of Object.entries(d.given) as [keyof VehicleValues, unknown][]) {
        if (field === 'vin' || sameValue(current[field], value)) continue;
        (values as Record<string, unknown>)[field] = value;
      }
      if (values.status !== undefined && !canMoveStatus(current.status, values.status))
        d.errors.status = `A vehicle can't go from ${VEHICLE_STATUS_LABELS[current.status]} to ${VEHICLE_STATUS_LABELS[values.status]}`;
      const status = values.status ?? current.status;
      if (values.listed === true && !isListable(status))
        d.errors.listed = `Only an available or on-hold vehicle can be listed (this one is ${VEHICLE_STATUS_LABELS[status]})`;
      // Leaving the listable statuses unlists, as a status change in the inventory does.
      if (values.status !== undefined && !isListable(status) && current.listed) values.listed = false;
      const { status: _s, listed: _l, inStockDate, ...fields } = values;
      const check = UpdateVehicleSchema.safeParse({ ...fields, ...(inStockDate ? { inStockDate } : {}) });
      if (!check.success) collectIssues(check.error.issues, d.errors);
      action = Object.keys(values).length === 0 ? 'unchanged' : 'update';
    } else {
      const merged: Partial<VehicleValues> = { ...d.given };
      const decode = decodes.get(d.vin);
      if (decode?.decoded) {
        for (const field of DECODED_SPEC_FIELDS) {
          const value = decode[field];
          if (merged[field] === undefined && value !== null && value !== undefined) {
            (merged as Record<string, unknown>)[field] = value;
            decoded.push(field);
          }
        }
      }
      for (const field of ['year', 'make', 'model', 'mileage'] as const) {
        if (merged[field] === undefined && !d.errors[field])
          d.errors[field] =
            field === 'mileage'
              ? 'Enter the mileage'
              : `Enter the ${IMPORT_FIELD_LABELS[field].toLowerCase()}${d.errors.vin ? '' : ': the VIN did not decode'}`;
      }
      const status = merged.status ?? 'incoming';
      if (!d.errors.status && !['incoming', 'recon', 'available'].includes(status))
        d.errors.status = `A new vehicle is incoming, in recon or available, not ${VEHICLE_STATUS_LABELS[status]}`;
      if (merged.listed && !isListable(status))
        d.errors.listed = 'Only an available vehicle can be listed: set its status to Available';
      values = {
        trim: null,
        body: null,
        fuel: null,
        transmission: null,
        drivetrain: null,
        engine: null,
        doors: null,
        exteriorColor: null,
        interiorColor: null,
        condition: 'used',
        listed: false,
        priceCents: null,
        costCents: null,
        packCents: options.defaultPackCents ?? 0,
        inStockDate: today,
        description: null,
        ...merged,
        status,
      };
      const { status: _s, listed: _l, ...fields } = values;
      const check = CreateVehicleSchema.safeParse(fields);
      if (!check.success) collectIssues(check.error.issues, d.errors);
      action = 'create';
    }
    if (Object.keys(d.errors).length > 0) action = 'error';
    const shown = { ...(d.existing ?? {}), ...values };
    return {
      values,
      oldPriceCents: d.existing?.priceCents ?? null,
      row: {
        line: d.line,
        action,
        vehicleId: d.existing?.id ?? null,
        vehicle: {
          vin: d.vin,
          stockNumber: d.existing?.stockNumber ?? null,
          year: shown.year ?? null,
          make: shown.make ?? null,
          model: shown.model ?? null,
          trim: shown.trim ?? null,
          mileage: shown.mileage ?? null,
          priceCents: shown.priceCents ?? null,
          status: shown.status ?? null,
        },
        errors: d.errors,
        vinSuggestions: d.suggestions,
        decoded,
      },
    };
  });
};

const collectIssues = (issues: readonly { path: PropertyKey[]; message: string }[], errors: Record<string, string>) => {
  for (const issue of issues) {
    const path = String(issue.path[0] ?? 'row');
    const field = FIELD_OF_PATH[path] ?? path;
    errors[field] ??= issue.message;
  }
};

export const summarize = (rows: readonly ImportRow[]) => ({
  rows: rows.length,
  creates: rows.filter((r) => r.action === 'create').length,
  updates: rows.filter((r) => r.action === 'update').length,
  unchanged: rows.filter((r) => r.action === 'unchanged').length,
  errors: rows.filter((r) => r.action === 'error').length,
});

// ---------------------------------------------------------------------------------------------
// Export

export interface ExportVehicle extends VehicleValues {
  stockNumber: string;
}

/** The export's columns, in order: the labels the import maps back by itself. */
export const exportColumns = (costVisible: boolean) => [
  { header: IMPORT_FIELD_LABELS.vin, value: (v: ExportVehicle) => v.vin },
  { header: 'Stock number', value: (v: ExportVehicle) => v.stockNumber },
  { header: IMPORT_FIELD_LABELS.year, value: (v: ExportVehicle) => String(v.year) },
  { header: IMPORT_FIELD_LABELS.make, value: (v: ExportVehicle) => v.make },
  { header: IMPORT_FIELD_LABELS.model, value: (v: ExportVehicle) => v.model },
  { header: IMPORT_FIELD_LABELS.trim, value: (v: ExportVehicle) => v.trim },
  { header: IMPORT_FIELD_LABELS.body, value: (v: ExportVehicle) => v.body && SPEC_LABELS.body[v.body] },
  { header: IMPORT_FIELD_LABELS.fuel, value: (v: ExportVehicle) => v.fuel && SPEC_LABELS.fuel[v.fuel] },
  {
    header: IMPORT_FIELD_LABELS.transmission,
    value: (v: ExportVehicle) => v.transmission && SPEC_LABELS.transmission[v.transmission],
  },
  {
    header: IMPORT_FIELD_LABELS.drivetrain,
    value: (v: ExportVehicle) => v.drivetrain && SPEC_LABELS.drivetrain[v.drivetrain],
  },
  { header: IMPORT_FIELD_LABELS.engine, value: (v: ExportVehicle) => v.engine },
  { header: IMPORT_FIELD_LABELS.doors, value: (v: ExportVehicle) => (v.doors === null ? null : String(v.doors)) },
  { header: IMPORT_FIELD_LABELS.exteriorColor, value: (v: ExportVehicle) => v.exteriorColor },
  { header: IMPORT_FIELD_LABELS.interiorColor, value: (v: ExportVehicle) => v.interiorColor },
  { header: IMPORT_FIELD_LABELS.mileage, value: (v: ExportVehicle) => String(v.mileage) },
  { header: IMPORT_FIELD_LABELS.condition, value: (v: ExportVehicle) => SPEC_LABELS.condition[v.condition] },
  { header: IMPORT_FIELD_LABELS.status, value: (v: ExportVehicle) => VEHICLE_STATUS_LABELS[v.status] },
  { header: IMPORT_FIELD_LABELS.listed, value: (v: ExportVehicle) => (v.listed ? 'Yes' : 'No') },
  { header: IMPORT_FIELD_LABELS.price, value: (v: ExportVehicle) => dollars(v.priceCents) },
  ...(costVisible
    ? [
        { header: IMPORT_FIELD_LABELS.cost, value: (v: ExportVehicle) => dollars(v.costCents) },
        { header: IMPORT_FIELD_LABELS.pack, value: (v: ExportVehicle) => dollars(v.packCents) },
      ]
    : []),
  { header: IMPORT_FIELD_LABELS.inStockDate, value: (v: ExportVehicle) => v.inStockDate },
  { header: IMPORT_FIELD_LABELS.description, value: (v: ExportVehicle) => v.description },
];

/** Plain dollars ("24900", "24900.50"): no symbol or separators, so every spreadsheet reads a number. */
const dollars = (cents: number | null) =>
  cents === null ? null : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/**
 * One CSV cell. A cell starting with = + - @ (or tab/CR) is prefixed with ' so a spreadsheet shows
 * it as text instead of running it as a formula (CSV injection); the import strips it again.
 */
export const csvCell = (value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  // A text that already looks guarded ("'+…") gets a quote too, so reading it back (unguard) returns it whole.
  const guarded = /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

export const csvLine = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;
