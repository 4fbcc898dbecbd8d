/**
 * Authorization on the server, decided from the same `access` rules the route registry declares,
 * so the API and the screens cannot disagree (DOMAIN.md: "the UI hiding a link is never the only guard").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getSessionCookie } from 'better-auth/cookies';
import type { Context, MiddlewareHandler } from 'hono';
import type { Access, ScreenId } from '../../../registry/routes';
import { routeById } from '../../../registry/routes';
import { canOpen, viewerRoles } from '../../../registry/access';
import type { Role } from '../../shared/constants';
import type { Db } from '../db/client';
import { findMembership, type MembershipRow } from '../db/queries/dealerships';
import { findLiveSessionByToken } from '../db/queries/viewer';
import { apiError } from '../errors';
import { AUTH_COOKIE_PREFIX } from './cookies';
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

/**
 * The session token of a signed cookie (`token.signature`), when the signature is ours; undefined
 * otherwise (no cookie, a tampered one, or a format this check does not know: better-auth decides).
 */
const verifiedSessionToken = (headers: Headers, secret: string): string | undefined => {
  const raw = getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX });
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
};

/** better-auth refreshes a session's expiry once a day (`session.updateAge`); until then a read need not involve it. */
const SESSION_REFRESH_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the session cookie; undefined when signed out. The common case — a valid signed cookie of
 * a live session that needs no refresh — is one query on our side (the session read is on every
 * guarded request, and better-auth's full pipeline costs several times more). Anything else
 * (refresh due, unknown cookie format, no row) goes through better-auth's getSession, which stays
 * the authority: a revoked or expired session has no live row, so it is never served from here.
 */
export const loadViewer = async (auth: Auth, db: Db, headers: Headers): Promise<Viewer | undefined> => {
  const token = verifiedSessionToken(headers, auth.options.secret as string);
  const live = token ? await findLiveSessionByToken(db, token) : undefined;
  if (live && Date.now() - live.session.updatedAt.getTime() < SESSION_REFRESH_MS) {
    return {
      user: live.user as Viewer['user'],
      session: live.session as Viewer['session'],
      membership: live.membership,
      roles: viewerRoles(live.user, live.membership),
    };
  }
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
