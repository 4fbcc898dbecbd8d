/**
 * The deals list query, apart from the rest of the deal schemas because the route registry reads it
 * on every page (see query-fields.ts): it needs only the deal vocabularies.
 */
import { z } from 'zod';
import { DEAL_STAGES, SALE_TYPES } from '../deal-vocabularies';
import { idField } from './query-fields';

export const DEAL_SORTS = ['updated', 'newest', 'price', 'gross', 'sold'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/**
 * GET /api/deals (and the list view's URL): every field optional, so a bad URL still opens. Sales
 * see their own deals whatever the filters say; "mine" for a manager is `salesperson` = their id.
 */
export const DealQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  stage: z.enum(DEAL_STAGES).optional(),
  saleType: z.enum(SALE_TYPES).optional(),
  salesperson: idField.optional(),
  customerId: idField.optional(),
  vehicleId: idField.optional(),
  /** Sold between these days (inclusive, YYYY-MM-DD, UTC). */
  soldFrom: z.iso.date().optional(),
  soldTo: z.iso.date().optional(),
  sort: z.enum(DEAL_SORTS).default('updated'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DealQuery = z.infer<typeof DealQuerySchema>;
