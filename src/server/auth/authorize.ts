/**
 * Authorization on the server, decided from the same `access` rules the route registry declares,
 * so the API and the screens cannot disagree (DOMAIN.md: "the UI hiding a link is never the only guard").
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Access, ScreenId } from '../../../registry/routes';
import { routeById } from '../../../registry/routes';
import { canOpen, viewerRoles } from '../../../registry/access';
import type { Role } from '../../shared/constants';
import type { Db } from '../db/client';
import { findMembership, type MembershipRow } from '../db/queries/dealerships';
import { apiError } from '../errors';
import type { Auth } from './auth';

/** A signed-in viewer or null, in the registry's access terms (registry/access.ts decides). */
export const isAllowed = (access: Access, viewer: { signedIn: boolean; roles: readonly Role[] }): boolean =>
  canOpen(access, viewer.signedIn ? viewer : null);

/**
 * Access for API areas that have no screen of their own, in the registry's terms
 * (DOMAIN.md › Decisions › "Who may open what").
 */
export const API_ACCESS = {
  /** Settings (dealership part) and invitations: owner, manager. */
  dealershipAdmin: { kind: 'roles', roles: ['owner', 'manager'] },
  signedIn: { kind: 'signed-in' },
} as const satisfies Record<string, Access>;

export const routeAccess = (id: ScreenId): Access => routeById[id].access;

export interface Viewer {
  readonly user: { id: string; name: string; email: string; role?: string | null | undefined } & Record<
    string,
    unknown
  >;
  readonly session: { id: string; activeOrganizationId?: string | null | undefined } & Record<string, unknown>;
  readonly membership: MembershipRow | undefined;
  readonly roles: Role[];
}

export type ViewerEnv = { Variables: { viewer: Viewer } };

/** Reads the session cookie through better-auth; undefined when signed out. */
export const loadViewer = async (auth: Auth, db: Db, headers: Headers): Promise<Viewer | undefined> => {
  const result = await auth.api.getSession({ headers });
  if (!result) return undefined;
  const session = result.session as Viewer['session'];
  const membership = await findMembership(db, result.user.id, session.activeOrganizationId);
  return {
    user: result.user as Viewer['user'],
    session,
    membership,
    roles: viewerRoles(result.user as { role?: string | null }, membership),
  };
};

/**
 * Middleware: 401 when signed out, 403 when the viewer's roles do not satisfy `access`.
 * Pass a registry route id to guard an API the same way as its screen.
 */
export const requireAccess =
  (deps: { auth: Auth; db: Db }, accessOrRoute: Access | ScreenId): MiddlewareHandler<ViewerEnv> =>
  async (c, next) => {
    const access = typeof accessOrRoute === 'string' ? routeAccess(accessOrRoute) : accessOrRoute;
    const viewer = await loadViewer(deps.auth, deps.db, c.req.raw.headers);
    if (!viewer) {
      if (access.kind === 'anyone') return next();
      return apiError(c, 401, 'UNAUTHORIZED', 'Sign in to continue.');
    }
    if (!isAllowed(access, { signedIn: true, roles: viewer.roles })) {
      return apiError(c, 403, 'FORBIDDEN', 'You do not have access to this.');
    }
    c.set('viewer', viewer);
    return next();
  };

export const getViewer = (c: Context<ViewerEnv>): Viewer => c.get('viewer');
