/**
 * Inventory CSV import: the mapping (our field → the file's column), the preview the server
 * answers for a file, and the import's result. Shared by the API (OpenAPI document), the import
 * dialog and its story builders.
 */
import { z } from 'zod';
import { VEHICLE_FIELD_LABELS, VEHICLE_SPEC_FIELDS } from '../vehicles';

/**
 * The vehicle fields a CSV column can fill, in the export's column order. The stock number is not
 * one: the export writes it for people, but the dealership's sequence hands out new ones.
 */
export const IMPORT_FIELDS = [
  ...VEHICLE_SPEC_FIELDS,
  'status',
  'listed',
  'price',
  'cost',
  'pack',
  'inStockDate',
  'description',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The vehicle's own labels; a file's money columns are in dollars, so they drop "Cents". */
const { priceCents, costCents, packCents, ...sameNamedLabels } = VEHICLE_FIELD_LABELS;
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  ...sameNamedLabels,
  price: priceCents,
  cost: costCents,
  pack: packCents,
};

/** Our field → the column header it reads (absent: the field is not imported). */
export const ImportMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), z.string().min(1).max(200));
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/** unchanged: the vehicle exists and the file says nothing new about it (e.g. an export read back). */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const ImportRowSchema = z.object({
  /** The line of the file (the header is line 1), as a spreadsheet shows it. */
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** The vehicle as it will be written, display-ready (money in cents; null: not given). */
  vehicle: z.object({
    vin: z.string(),
    /** The existing vehicle's stock number (updates); creates get theirs on import. */
    stockNumber: z.string().nullable(),
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    trim: z.string().nullable(),
    mileage: z.number().int().nullable(),
    priceCents: z.number().int().nullable(),
    status: z.string().nullable(),
  }),
  /** The vehicle this row updates (action 'update'). */
  vehicleId: z.string().nullable(),
  /** Field → what is wrong with it, for the row's error cells. */
  errors: z.record(z.string(), z.string()),
  /** Rescue candidates for a mistyped VIN, best first ("Did you mean …?"). */
  vinSuggestions: z.array(z.string()),
  /** Fields filled in from the VIN decoder because the file left them blank. */
  decoded: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportPreviewSchema = z.object({
  /** The file's column headers, in order. */
  columns: z.array(z.string()),
  /** The mapping used: the one sent, or the one suggested from the headers. */
  mapping: ImportMappingSchema,
  /** The fields a column can fill, with labels, for the mapping selects. */
  fields: z.array(z.object({ key: z.enum(IMPORT_FIELDS), label: z.string(), required: z.boolean() })),
  rows: z.array(ImportRowSchema),
  summary: z.object({
    rows: z.number().int(),
    creates: z.number().int(),
    updates: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The 422 body when a file still has errors: nothing was written. */
export const ImportErrorsSchema = z.object({
  error: z.object({
    code: z.literal('IMPORT_HAS_ERRORS'),
    message: z.string(),
    rows: z.array(z.object({ line: z.number().int(), fields: z.record(z.string(), z.string()) })),
  }),
});
