/**
 * The customers list query, apart from the rest of the customer schemas because the route registry
 * reads it on every page (see query-fields.ts): it needs only the Respond vocabularies.
 */
import { z } from 'zod';
import { TAG_MAX } from '../respond-vocabularies';

export const CustomerQuerySchema = z.object({
  /** Name, email or phone (digits match however they were typed). */
  q: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(TAG_MAX).optional(),
  /** A user id, or "unassigned". */
  assignee: z.string().min(1).max(100).optional(),
  sort: z.enum(['name', 'newest', 'activity']).default('activity'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;
