import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { DEALER_ROLES, PLATFORM_ROLES } from '../../shared/constants';
import { loadViewer, type Viewer } from '../auth/authorize';
import type { AppDeps } from '../deps';
import { defaultHook } from '../errors';

export const SessionUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    username: z.string().nullable(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    accountType: z.enum(['shopper', 'dealer', 'staff']).nullable(),
  })
  .openapi('SessionUser');

export const DealershipMembershipSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    role: z.enum(DEALER_ROLES),
    plan: z.enum(['starter', 'dealer', 'pro']).nullable(),
    planStatus: z.enum(['trialing', 'active', 'past_due', 'canceled']).nullable(),
    trialEndsAt: z.string().nullable().openapi({ description: 'UTC ISO time' }),
  })
  .openapi('DealershipMembership');

export const SessionSchema = z
  .object({
    user: SessionUserSchema.nullable(),
    dealership: DealershipMembershipSchema.nullable(),
    roles: z.array(z.enum([...DEALER_ROLES, ...PLATFORM_ROLES])),
    isAdmin: z.boolean(),
    /** True once for a new sign-up until complete-profile is done; invitees never need it. */
    needsProfile: z.boolean(),
  })
  .openapi('Session');

export type SessionPayload = z.infer<typeof SessionSchema>;

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export const toSessionPayload = (viewer: Viewer | undefined): SessionPayload => {
  if (!viewer) return { user: null, dealership: null, roles: [], isAdmin: false, needsProfile: false };
  const u = viewer.user;
  const m = viewer.membership;
  const accountType = str(u.accountType);
  return {
    user: {
      id: u.id,
      name: u.name,
      firstName: str(u.firstName),
      lastName: str(u.lastName),
      email: u.email,
      username: str(u.username),
      emailVerified: Boolean(u.emailVerified),
      image: str(u.image),
      accountType:
        accountType === 'shopper' || accountType === 'dealer' || accountType === 'staff' ? accountType : null,
    },
    dealership:
      m && (DEALER_ROLES as readonly string[]).includes(m.role)
        ? {
            id: m.organizationId,
            name: m.name,
            slug: m.slug,
            role: m.role as (typeof DEALER_ROLES)[number],
            plan: m.plan,
            planStatus: m.planStatus,
            trialEndsAt: m.trialEndsAt ? m.trialEndsAt.toISOString() : null,
          }
        : null,
    roles: viewer.roles,
    isAdmin: viewer.roles.includes('admin'),
    needsProfile: !u.profileCompletedAt && !m,
  };
};

const getSession = createRoute({
  method: 'get',
  path: '/session',
  ...declareAccess(ACCESS.anyone),
  tags: ['Session'],
  summary: 'The signed-in person, their dealership and role (all null when signed out)',
  responses: {
    200: { description: 'Current session', content: { 'application/json': { schema: SessionSchema } } },
  },
});

export const sessionRoutes = ({ auth, db }: AppDeps) =>
  new OpenAPIHono({ defaultHook }).openapi(getSession, async (c) => {
    c.header('Cache-Control', 'no-store');
    const viewer = await loadViewer(auth, db, c.req.raw.headers);
    return c.json(toSessionPayload(viewer), 200);
  });
