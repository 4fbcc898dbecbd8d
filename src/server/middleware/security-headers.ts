/** Security headers on every response: CSP (with the build's inline script hashes), HSTS on https, and friends. */
import type { MiddlewareHandler } from 'hono';

export const contentSecurityPolicy = (scriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    // Emotion (Chakra) injects style tags at runtime; styles may stay inline, scripts may not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const securityHeaders =
  (options: { inlineScriptHashes: readonly string[]; https: boolean }): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const path = c.req.path;
    // A server-rendered page has set its own (it lists one more inline script).
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', contentSecurityPolicy(options.inlineScriptHashes));
    // Only when the public address is https: on plain http the header is ignored, and on
    // localhost it would pin the developer's browser to https for a year.
    if (options.https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Auth pages carry tokens in their URLs: never leak them in a Referer.
    const authPage = path === '/auth' || path.startsWith('/auth/');
    c.header('Referrer-Policy', authPage ? 'no-referrer' : 'strict-origin-when-cross-origin');
  };
