/**
 * The Hono handler for the production build (static.ts loads it): files from dist with their
 * precompressed bodies and cache headers, and the app shell with this path's head tags (routes/seo.ts)
 * for every other GET — 200, 404 or a 301 to the canonical path, as static.ts decides.
 */
import type { Context } from 'hono';
import { contentSecurityPolicy } from './middleware/security-headers';
import type { RequestDevice } from './auth/cookies';
import type { ShellBody } from './routes/seo';
import { decideShell, pickEncoding, type StaticSite } from './static';

export type ShellResponder = (
  shell: Uint8Array,
  url: URL,
  acceptEncoding: string | undefined,
  cookies: string | undefined,
  /** The request's User-Agent and Sec-CH-UA-Mobile: a phone's page is rendered with phone layouts. */
  device?: RequestDevice,
) => Promise<ShellBody>;

export const serveSite = async (c: Context, site: StaticSite, respondShell: ShellResponder) => {
  const url = new URL(c.req.url);
  const file = site.files.get(url.pathname);
  if (file && url.pathname !== '/index.html') {
    const { body, encoding } = pickEncoding(file, c.req.header('accept-encoding'));
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
      // Vite hashes everything under /assets: safe to keep forever.
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  }
  const decision = decideShell(url.pathname, url.search);
  if (decision.kind === 'redirect') return c.redirect(decision.location, 301);
  if (!site.shell) {
    return c.text(
      'The app is not built yet: run `npm run build` (npm start does it for you).',
      decision.status === 200 ? 503 : 404,
    );
  }
  // Title, description, canonical, robots and Open Graph tags of this path (routes/seo.ts).
  const { body, encoding, scriptHashes, status, personal } = await respondShell(
    site.shell.body,
    url,
    c.req.header('accept-encoding'),
    c.req.header('cookie'),
    { userAgent: c.req.header('user-agent'), mobileHint: c.req.header('sec-ch-ua-mobile') },
  );
  const headers: Record<string, string> = {
    'Content-Type': site.shell.type,
    'Cache-Control': personal ? 'private, no-cache' : 'no-cache',
    Vary: personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  // A server-rendered page carries one more inline script (the theme script React renders).
  if (scriptHashes) headers['Content-Security-Policy'] = contentSecurityPolicy(scriptHashes);
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: status ?? decision.status,
    headers,
  });
};
