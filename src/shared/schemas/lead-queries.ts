/**
 * The leads list query, apart from the rest of the lead schemas because the route registry reads it
 * on every page (see query-fields.ts): it needs only the Respond vocabularies. zod/mini, as there.
 */
import { z } from 'zod/mini';
import { LEAD_SOURCES, LEAD_STATUSES } from '../respond-vocabularies';
import { idField } from './query-fields';

/** GET /api/leads (and the leads screen's URL): every field optional, so a bad URL still opens. */
export const LeadQuerySchema = z.object({
  /** mine: assigned to me (sales also see unassigned ones here); all: every lead the role may see. */
  view: z._default(z.enum(['mine', 'all']), 'all'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(LEAD_STATUSES)),
  /** open: every status but converted, lost and junk. */
  open: z.optional(z.enum(['true', 'false'])),
  source: z.optional(z.enum(LEAD_SOURCES)),
  /** A user id, or "unassigned". */
  assignee: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  vehicleId: z.optional(idField),
  customerId: z.optional(idField),
  /** true: only leads past the overdue threshold without a first reply. */
  overdue: z.optional(z.enum(['true', 'false'])),
  sort: z._default(z.enum(['newest', 'oldest', 'activity', 'follow_up']), 'newest'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type LeadQuery = z.infer<typeof LeadQuerySchema>;
