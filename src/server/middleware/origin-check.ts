/**
 * Cross-site request forgery check on every state-changing /api request (better-auth checks its
 * own; this covers the app's routes with the same rule). A browser always says where a request
 * comes from (Origin, or Sec-Fetch-Site): one from another site is refused. A request that says
 * nothing and carries no cookie is a script or an API client with no ambient authority to abuse,
 * so it passes; one that carries a cookie but no origin is refused, as better-auth does.
 */
import type { MiddlewareHandler } from 'hono';
import { apiError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const originCheck =
  (trustedOrigins: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const refuse = () => apiError(c, 403, 'CROSS_SITE_REQUEST', 'This request came from another site and was refused.');
    if (origin !== undefined && origin !== 'null') {
      if (!trustedOrigins.includes(origin)) return refuse();
      return next();
    }
    if (fetchSite === 'cross-site' || fetchSite === 'same-site' || origin === 'null') return refuse();
    if (fetchSite === 'same-origin' || fetchSite === 'none') return next();
    if (c.req.header('cookie')) return refuse();
    return next();
  };
