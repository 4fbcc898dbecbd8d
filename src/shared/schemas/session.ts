/** What GET /api/session answers: the server validates its answer with it, the client types from it. */
import { z } from 'zod';
import { DEALER_ROLES, PLATFORM_ROLES } from '../constants';

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  username: z.string().nullable(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  accountType: z.enum(['shopper', 'dealer', 'staff']).nullable(),
});

export const DealershipMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(DEALER_ROLES),
  plan: z.enum(['starter', 'dealer', 'pro']).nullable(),
  planStatus: z.enum(['trialing', 'active', 'past_due', 'canceled']).nullable(),
  /** UTC ISO time. */
  trialEndsAt: z.string().nullable(),
  /** Set while a platform admin has the dealership suspended: when (UTC ISO) and why. */
  suspension: z.object({ at: z.string(), reason: z.string().nullable() }).nullable().optional(),
});

export const SessionSchema = z.object({
  user: SessionUserSchema.nullable(),
  dealership: DealershipMembershipSchema.nullable(),
  roles: z.array(z.enum([...DEALER_ROLES, ...PLATFORM_ROLES])),
  isAdmin: z.boolean(),
  /** True once for a new sign-up until complete-profile is done; invitees never need it. */
  needsProfile: z.boolean(),
});

export type SessionPayload = z.infer<typeof SessionSchema>;
