/**
 * The deals list query, apart from the rest of the deal schemas because the route registry reads it
 * on every page (see query-fields.ts): it needs only the deal vocabularies. zod/mini, as there.
 */
import { z } from 'zod/mini';
import { DEAL_STAGES, SALE_TYPES } from '../deal-vocabularies';
import { idField } from './query-fields';

export const DEAL_SORTS = ['updated', 'newest', 'price', 'gross', 'sold'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/**
 * GET /api/deals (and the list view's URL): every field optional, so a bad URL still opens. Sales
 * see their own deals whatever the filters say; "mine" for a manager is `salesperson` = their id.
 */
export const DealQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  stage: z.optional(z.enum(DEAL_STAGES)),
  saleType: z.optional(z.enum(SALE_TYPES)),
  salesperson: z.optional(idField),
  customerId: z.optional(idField),
  vehicleId: z.optional(idField),
  /** Sold between these days (inclusive, YYYY-MM-DD, UTC). */
  soldFrom: z.optional(z.iso.date()),
  soldTo: z.optional(z.iso.date()),
  sort: z._default(z.enum(DEAL_SORTS), 'updated'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type DealQuery = z.infer<typeof DealQuerySchema>;
