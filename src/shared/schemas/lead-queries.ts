/**
 * The leads list query, apart from the rest of the lead schemas because the route registry reads it
 * on every page (see query-fields.ts): it needs only the Respond vocabularies.
 */
import { z } from 'zod';
import { LEAD_SOURCES, LEAD_STATUSES } from '../respond-vocabularies';
import { idField } from './query-fields';

/** GET /api/leads (and the leads screen's URL): every field optional, so a bad URL still opens. */
export const LeadQuerySchema = z.object({
  /** mine: assigned to me (sales also see unassigned ones here); all: every lead the role may see. */
  view: z.enum(['mine', 'all']).default('all'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  /** open: every status but converted, lost and junk. */
  open: z.enum(['true', 'false']).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  /** A user id, or "unassigned". */
  assignee: z.string().min(1).max(100).optional(),
  vehicleId: idField.optional(),
  customerId: idField.optional(),
  /** true: only leads past the overdue threshold without a first reply. */
  overdue: z.enum(['true', 'false']).optional(),
  sort: z.enum(['newest', 'oldest', 'activity', 'follow_up']).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LeadQuery = z.infer<typeof LeadQuerySchema>;
