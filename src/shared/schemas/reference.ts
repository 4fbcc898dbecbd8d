/**
 * The vehicle reference database (DOMAIN.md › Areas › DB vehicles): makes, models and manufacturer
 * codes (WMI) from NHTSA vPIC, with local entries and overrides that win over vPIC; and the VIN
 * check the add-vehicle form and the VIN breakdown tool share. One schema per input and answer.
 */
import { z } from 'zod';
import { BODY_TYPES } from '../vehicles';
import { VinDecodeSchema } from './vehicles';

export const REFERENCE_SOURCES = ['vpic', 'local'] as const;
export type ReferenceSource = (typeof REFERENCE_SOURCES)[number];
// A plain module the route registry and the screen read without this one's schemas (issue 14).
export { DB_VEHICLES_TABS, REFERENCE_PAGE_SIZE, type DbVehiclesTab } from '../db-vehicles-tabs';

export const ReferenceMakeSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(REFERENCE_SOURCES),
  /** A vPIC make hidden by a local override does not appear in choices. */
  hidden: z.boolean(),
  modelCount: z.number().int(),
  /** Local only: the vPIC make name this entry renames in decodes (e.g. "MERCEDES" → "Mercedes-Benz"). */
  replaces: z.string().nullable().optional(),
});
export type ReferenceMake = z.infer<typeof ReferenceMakeSchema>;

export const ReferenceModelSchema = z.object({
  id: z.string(),
  makeId: z.string(),
  makeName: z.string(),
  name: z.string(),
  bodyTypes: z.array(z.enum(BODY_TYPES)),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
  source: z.enum(REFERENCE_SOURCES),
  hidden: z.boolean(),
  /** Local only: the vPIC model name this entry renames in decodes of its make. */
  replaces: z.string().nullable().optional(),
});
export type ReferenceModel = z.infer<typeof ReferenceModelSchema>;

export const ReferenceWmiSchema = z.object({
  /** The row to edit (admins); absent in answers older than the edit routes. */
  id: z.string().optional(),
  code: z.string(),
  makeName: z.string().nullable(),
  manufacturer: z.string().nullable(),
  vehicleType: z.string().nullable(),
  country: z.string().nullable(),
  source: z.enum(REFERENCE_SOURCES),
  /** A hidden vPIC code is not used by decodes (e.g. a local entry of the same code replaces it). */
  hidden: z.boolean().optional(),
});
export type ReferenceWmi = z.infer<typeof ReferenceWmiSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const ReferenceMakePageSchema = paged(ReferenceMakeSchema);
export const ReferenceModelPageSchema = paged(ReferenceModelSchema);
export const ReferenceWmiPageSchema = paged(ReferenceWmiSchema);

export const ReferenceQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Platform admins curating the database list hidden entries too; ignored for everyone else. */
  includeHidden: z.enum(['true', 'false']).optional(),
});
/** Models of one make (by name, as inventory stores make names), optionally only those built in `year`. */
export const ModelsQuerySchema = ReferenceQuerySchema.extend({
  make: z.string().trim().max(60).default(''),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
});

/** The rescue and validation facts the browser also computes (src/shared/vin.ts), plus the decode. */
export const VinCheckSchema = z.object({
  vin: z.string(),
  valid: z.boolean(),
  problems: z.array(z.object({ code: z.string(), message: z.string() })),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
  modelYears: z.array(z.object({ year: z.number().int(), confidence: z.enum(['likely', 'possible']) })),
  region: z.object({ region: z.string(), country: z.string().nullable() }).nullable(),
  /** "Did you mean …?" when the VIN is invalid: single-character fixes that pass the check digit. */
  suggestions: z.array(z.object({ vin: z.string(), position: z.number().int(), from: z.string(), to: z.string() })),
  /** Null when the VIN is not valid enough to decode. */
  decode: VinDecodeSchema.nullable(),
});
export type VinCheck = z.infer<typeof VinCheckSchema>;

/** Admin: a local make, or an override of a vPIC one (same name wins; `hidden` removes it from choices). */
const replacesField = z.string().trim().max(60, 'Use at most 60 characters').nullable().optional();
export const UpsertMakeSchema = z.object({
  name: z.string({ error: 'Enter the make' }).trim().min(1, 'Enter the make').max(60, 'Use at most 60 characters'),
  hidden: z.boolean().optional(),
  /** The vPIC make this local one renames in decodes. */
  replaces: replacesField,
});
/** Admin edit of an entry: a vPIC one only takes `hidden`; a local one takes every field. */
export const PatchMakeSchema = z.object({
  name: z.string().trim().min(1, 'Enter the make').max(60, 'Use at most 60 characters').optional(),
  hidden: z.boolean().optional(),
  replaces: replacesField,
});
/** A model's body types; the message reaches the edit dialog when a client sends one this server lacks. */
const bodyTypesField = z
  .array(z.enum(BODY_TYPES, { error: 'Choose body types from the list' }))
  .max(BODY_TYPES.length, 'Choose each body type once');
export const UpsertModelSchema = z
  .object({
    make: z.string({ error: 'Enter the make' }).trim().min(1, 'Enter the make').max(60, 'Use at most 60 characters'),
    name: z.string({ error: 'Enter the model' }).trim().min(1, 'Enter the model').max(60, 'Use at most 60 characters'),
    bodyTypes: bodyTypesField.default([]),
    yearFrom: z.number().int().min(1900).max(2100).nullable().optional(),
    yearTo: z.number().int().min(1900).max(2100).nullable().optional(),
    hidden: z.boolean().optional(),
    /** The vPIC model (of the same make) this local one renames in decodes. */
    replaces: replacesField,
  })
  .refine((m) => m.yearFrom == null || m.yearTo == null || m.yearFrom <= m.yearTo, {
    message: 'The first year comes before the last',
    path: ['yearTo'],
  });
export const PatchModelSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the model').max(60, 'Use at most 60 characters').optional(),
    bodyTypes: bodyTypesField.optional(),
    yearFrom: z.number().int().min(1900).max(2100).nullable().optional(),
    yearTo: z.number().int().min(1900).max(2100).nullable().optional(),
    hidden: z.boolean().optional(),
    replaces: replacesField,
  })
  .refine((m) => m.yearFrom == null || m.yearTo == null || m.yearFrom <= m.yearTo, {
    message: 'The first year comes before the last',
    path: ['yearTo'],
  });
export const UpsertWmiSchema = z.object({
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .toUpperCase()
    // A low-volume maker's code (third character 9) is completed by VIN positions 12–14: 6 characters.
    .regex(
      /^(?:[A-HJ-NPR-Z0-9]{3}|[A-HJ-NPR-Z0-9]{2}9[A-HJ-NPR-Z0-9]{3})$/,
      'A manufacturer code is 3 VIN characters (no I, O or Q), or 6 for a low-volume maker',
    ),
  makeName: z.string().trim().min(1, 'Enter the make').max(60, 'Use at most 60 characters'),
  manufacturer: z.string().trim().max(120).nullable().optional(),
  vehicleType: z.string().trim().max(60).nullable().optional(),
  country: z.string().trim().max(60).nullable().optional(),
  hidden: z.boolean().optional(),
});
export const PatchWmiSchema = z.object({
  makeName: z.string().trim().min(1, 'Enter the make').max(60, 'Use at most 60 characters').optional(),
  manufacturer: z.string().trim().max(120).nullable().optional(),
  vehicleType: z.string().trim().max(60).nullable().optional(),
  country: z.string().trim().max(60).nullable().optional(),
  hidden: z.boolean().optional(),
});
export type UpsertMakeInput = z.infer<typeof UpsertMakeSchema>;
export type UpsertModelInput = z.infer<typeof UpsertModelSchema>;
export type UpsertWmiInput = z.infer<typeof UpsertWmiSchema>;
export type PatchMakeInput = z.infer<typeof PatchMakeSchema>;
export type PatchModelInput = z.infer<typeof PatchModelSchema>;
export type PatchWmiInput = z.infer<typeof PatchWmiSchema>;
