/**
 * The customers list query, apart from the rest of the customer schemas because the route registry
 * reads it on every page (see query-fields.ts): it needs only the Respond vocabularies. zod/mini, as
 * there.
 */
import { z } from 'zod/mini';
import { TAG_MAX } from '../respond-vocabularies';

export const CustomerQuerySchema = z.object({
  /** Name, email or phone (digits match however they were typed). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  tag: z.optional(z.string().check(z.trim(), z.maxLength(TAG_MAX))),
  /** A user id, or "unassigned". */
  assignee: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  sort: z._default(z.enum(['name', 'newest', 'activity']), 'activity'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;
