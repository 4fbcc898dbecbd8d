import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { DEALER_ROLES } from '../../shared/constants';
import { SessionSchema as SharedSessionSchema, type SessionPayload } from '../../shared/schemas/session';
import { loadViewer, type Viewer } from '../auth/authorize';
import type { AppDeps } from '../deps';
import { defaultHook } from '../errors';

// The shape lives in src/shared/schemas/session.ts, so the client types from the same schema.
// A fresh object from @hono/zod-openapi's z: a schema built before that module loaded has no .openapi().
export const SessionSchema = z.object(SharedSessionSchema.shape).openapi('Session');
export type { SessionPayload };

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
            suspension: m.suspendedAt ? { at: m.suspendedAt.toISOString(), reason: m.suspensionReason ?? null } : null,
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
