/**
 * Deals: one schema per input and answer, shared by the API validators, the deal sheet form, the
 * screen's URL, the OpenAPI document and the story builders. Money in integer cents; the tax rate
 * in percent (up to three decimals); times UTC ISO strings.
 */
import { z } from 'zod';
import {
  DEAL_LOST_REASONS,
  DEAL_STAGES,
  DOC_FEE_MAX_CENTS,
  MONEY_MAX_CENTS,
  SALE_TYPES,
  TAX_RATE_MAX_PERCENT,
} from '../deals';
import { MANUAL_LEAD_SOURCES } from '../respond';
import { idField, LeadContactSchema, PersonRefSchema, VehicleCardSchema } from './leads';

// In its own module so the route registry (on every page) does not bring the schemas below along.
export { DEAL_SORTS, DealQuerySchema, type DealQuery, type DealSort } from './deal-queries';

// ---------------------------------------------------------------------------------------------
// Fields

const moneyField = (what: string, max = MONEY_MAX_CENTS) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`Enter the ${what} in whole cents`)
    .min(0, `The ${what} can't be negative`)
    .max(max, `The ${what} is too large`);

/** Percent, e.g. 6.875; three decimals at most (thousandths of a percent are stored). */
export const taxRateField = z
  .number({ error: 'Enter the tax rate' })
  .min(0, "The tax rate can't be negative")
  .max(TAX_RATE_MAX_PERCENT, `Use at most ${TAX_RATE_MAX_PERCENT} %`)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Use at most three decimals');

/** A trade-in VIN as typed (the sheet's rescue suggests fixes; a 17-character shape is all we insist on). */
export const tradeVinField = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A VIN has 17 letters and digits (no I, O or Q)'));

const versionField = z
  .number({ error: 'The deal’s version is missing: reload it' })
  .int()
  .min(1, 'The deal’s version is missing: reload it');

// ---------------------------------------------------------------------------------------------
// Inputs

/** The deal sheet's editable part (also what a new deal may start with). */
export const DealSheetSchema = z.object({
  saleType: z.enum(SALE_TYPES, { error: 'Choose cash, finance or lease' }),
  priceCents: moneyField('price').nullable(),
  downPaymentCents: moneyField('down payment'),
  tradeVin: tradeVinField.nullable(),
  tradeDescription: z.string().trim().max(200, 'Use at most 200 characters').nullable(),
  tradeAllowanceCents: moneyField('trade-in allowance'),
  tradePayoffCents: moneyField('trade-in payoff'),
  docFeeCents: moneyField('doc fee', DOC_FEE_MAX_CENTS),
  taxRate: taxRateField,
  salespersonId: idField.nullable(),
});
export type DealSheetInput = z.infer<typeof DealSheetSchema>;

/** POST /api/deals: from a lead (its customer and vehicle come along) or by hand. */
export const CreateDealSchema = DealSheetSchema.partial()
  .extend({
    leadId: idField.optional(),
    customerId: idField.optional(),
    contact: LeadContactSchema.optional(),
    vehicleId: idField.optional(),
    /** By hand: how the customer came in (the lead opened for them); default walk-in. */
    source: z.enum(MANUAL_LEAD_SOURCES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.leadId) return;
    if (v.customerId === undefined && v.contact === undefined)
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'Pick a customer or enter their details' });
    if (v.vehicleId === undefined)
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: 'Pick the vehicle of the deal' });
  });
export type CreateDealInput = z.infer<typeof CreateDealSchema>;

/** PATCH /api/deals/{id}: any sheet fields, with the version the editor read. */
export const UpdateDealSchema = DealSheetSchema.partial().extend({
  version: versionField,
  vehicleId: idField.optional(),
});
export type UpdateDealInput = z.infer<typeof UpdateDealSchema>;

/** POST /api/deals/{id}/stage: the move, with the version the board showed. */
export const MoveDealSchema = z
  .object({
    stage: z.enum(DEAL_STAGES, { error: 'Choose a stage' }),
    version: versionField,
    lostReason: z.enum(DEAL_LOST_REASONS).optional(),
    lostNote: z.string().trim().max(500, 'Use at most 500 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.stage === 'lost' && !v.lostReason)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'Say why the deal was lost' });
  });
export type MoveDealInput = z.infer<typeof MoveDealSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const DealFiguresSchema = z.object({
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  balanceDueCents: z.number().int(),
  tradeEquityCents: z.number().int(),
  /** Null when the caller may not see gross, or the vehicle's cost is not known. */
  frontGrossCents: z.number().int().nullable(),
});

export const DealSummarySchema = z.object({
  id: z.string(),
  stage: z.enum(DEAL_STAGES),
  saleType: z.enum(SALE_TYPES),
  customer: z.object({ id: z.string(), name: z.string() }),
  vehicle: VehicleCardSchema.nullable(),
  salesperson: PersonRefSchema.nullable(),
  leadId: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  frontGrossCents: z.number().int().nullable(),
  lostReason: z.enum(DEAL_LOST_REASONS).nullable(),
  soldAt: z.string().nullable(),
  stageChangedAt: z.string(),
  updatedAt: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
  /** Whether the caller may move and edit it (sales: their own deals). */
  canEdit: z.boolean(),
});
export type DealSummary = z.infer<typeof DealSummarySchema>;

export const DealSchema = DealSummarySchema.extend({
  downPaymentCents: z.number().int(),
  tradeVin: z.string().nullable(),
  tradeDescription: z.string().nullable(),
  tradeAllowanceCents: z.number().int(),
  tradePayoffCents: z.number().int(),
  docFeeCents: z.number().int(),
  taxRate: z.number(),
  lostNote: z.string().nullable(),
  figures: DealFiguresSchema,
  /** The vehicle's cost side the gross is from; null when hidden from the caller. */
  costs: z
    .object({ costCents: z.number().int().nullable(), addedCostsCents: z.number().int(), packCents: z.number().int() })
    .nullable(),
  nextStages: z.array(z.enum(DEAL_STAGES)),
  createdBy: PersonRefSchema.nullable(),
});
export type Deal = z.infer<typeof DealSchema>;

export const DealTotalsSchema = z.object({
  count: z.number().int(),
  priceCents: z.number().int(),
  totalCents: z.number().int(),
  /** Null when the caller may not see gross. */
  frontGrossCents: z.number().int().nullable(),
});
export type DealTotals = z.infer<typeof DealTotalsSchema>;

export const DealsPageSchema = z.object({
  items: z.array(DealSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per stage under the current filters except the stage itself (the stage tabs' numbers). */
  stageCounts: z.record(z.enum(DEAL_STAGES), z.number().int()),
  /** Sums of every deal matching the filters (not only this page). */
  totals: DealTotalsSchema,
  canSeeGross: z.boolean(),
});
export type DealsPage = z.infer<typeof DealsPageSchema>;

export const DealBoardSchema = z.object({
  columns: z.array(
    z.object({
      stage: z.enum(DEAL_STAGES),
      items: z.array(DealSummarySchema),
      /** Every deal in this stage the board covers (the column may show fewer). */
      count: z.number().int(),
      totals: DealTotalsSchema,
    }),
  ),
  /** Closed stages (sold, lost, unwound) show deals moved there in this many recent days. */
  closedDays: z.number().int(),
  canSeeGross: z.boolean(),
});
export type DealBoard = z.infer<typeof DealBoardSchema>;

export const DealEventSchema = z.object({
  id: z.string(),
  kind: z.enum(['created', 'stage', 'sheet', 'salesperson']),
  summary: z.string(),
  data: z.record(z.string(), z.unknown()),
  actor: PersonRefSchema.nullable(),
  at: z.string(),
});
export type DealEvent = z.infer<typeof DealEventSchema>;
export const DealHistorySchema = z.object({ items: z.array(DealEventSchema) });

/** The sheet's defaults for a new deal (the dealership's settings) and who can be the salesperson. */
export const DealOptionsSchema = z.object({
  docFeeCents: z.number().int(),
  taxRate: z.number(),
  salespeople: z.array(PersonRefSchema.extend({ role: z.string() })),
  canSeeGross: z.boolean(),
});
export type DealOptions = z.infer<typeof DealOptionsSchema>;
