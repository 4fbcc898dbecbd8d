/**
 * The Hono app: /api (OpenAPI-described routes + better-auth) and the production build.
 * main.ts is the only file that listens; tests call `app.request()` on a fresh database.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createAuthHandler } from './auth/auth-handler';
import type { AppDeps } from './deps';
import { apiError, defaultHook, errorBody } from './errors';
import { healthRoutes } from './routes/health';
import { invitationsRoutes } from './routes/invitations';
import { outboxRoutes } from './routes/outbox';
import { profileRoutes } from './routes/profile';
import { sessionRoutes } from './routes/session';
import { blogRoutes } from './routes/blog';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { plansRoutes } from './routes/plans';
import { quotesRoutes } from './routes/quotes';
import { createShellResponder, seoRoutes, type Prerender, type ShellBody } from './routes/seo';
import { runWithInProcessApi } from './ssr/in-process-fetch';
import { assemblePage, hasEntryScript } from './ssr/page';
import { decideShell, loadStaticSite, pickEncoding, type StaticSite } from './static';
import { inputGuards } from './middleware/input-guards';
import { originCheck } from './middleware/origin-check';
import { contentSecurityPolicy, securityHeaders } from './middleware/security-headers';

export interface CreateAppOptions extends AppDeps {
  /** The client address from the socket (main.ts); rate limits are keyed on it. */
  readonly getClientIp?: ((c: Context) => string | undefined) | undefined;
  /** One line per request, without query strings (they can carry tokens and emails). */
  readonly log?: ((line: string) => void) | undefined;
  /** A preloaded build (tests pass a tiny fake one); default: read env.distDir. */
  readonly site?: StaticSite | undefined;
}

/** Every API route, chained so the client can infer their types (AppType). */
const buildApi = (deps: AppDeps) =>
  new OpenAPIHono({ defaultHook })
    .basePath('/api')
    .route('/', healthRoutes(deps))
    .route('/', sessionRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', invitationsRoutes(deps))
    .route('/', outboxRoutes(deps))
    .route('/', contentRoutes())
    .route('/', plansRoutes())
    .route('/', blogRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', quotesRoutes(deps));

export type AppType = ReturnType<typeof buildApi>;

const requestLog =
  (log: (line: string) => void): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    // c.req.path has no query string: tokens and emails in queries stay out of logs.
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  };

export const createApp = (options: CreateAppOptions) => {
  const { db, auth, mail, env } = options;
  const deps: AppDeps = { db, auth, mail, env };
  const site = options.site ?? loadStaticSite(env.distDir);
  const app = new OpenAPIHono({ defaultHook });

  if (options.log) app.use(requestLog(options.log));
  app.use(
    securityHeaders({ inlineScriptHashes: site.inlineScriptHashes, https: env.publicUrl.startsWith('https://') }),
  );
  if (options.getClientIp) {
    const getIp = options.getClientIp;
    app.use('/api/*', async (c, next) => {
      c.set('clientIp' as never, getIp(c) as never);
      await next();
    });
  }

  app.use('/api/*', originCheck([new URL(env.publicUrl).origin]));
  app.use('/api/*', inputGuards());

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 400 ? 'MALFORMED_REQUEST' : status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR';
      return c.json(errorBody(code, error.message || 'The request could not be processed.'), status);
    }
    console.error('[server] unhandled error', error);
    return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500);
  });

  // better-auth owns /api/auth/*; the handler wraps its errors into our shape.
  app.on(['GET', 'POST'], '/api/auth/*', createAuthHandler({ auth, db }));

  const api = buildApi(deps);
  if (!env.exposeOutbox) {
    app.all('/api/outbox', (c) => apiError(c, 404, 'NOT_FOUND', 'No such endpoint.'));
  }
  app.route('/', api);

  let openApiDoc: unknown;
  app.get('/api/openapi.json', async (c) => {
    openApiDoc ??= await buildOpenApiDocument(app, deps);
    return c.json(openApiDoc as Record<string, unknown>);
  });

  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', 'No such endpoint.'));
  app.all('/api', (c) => apiError(c, 404, 'NOT_FOUND', 'No such endpoint.'));

  app.route('/', seoRoutes(deps));
  // Signed-out visits to public and auth pages get server-rendered HTML (src/server/ssr); the
  // renderer loads on first use so API-only processes and tests never pay for it.
  const prerender: Prerender = async (shellHtml, url, cookies) => {
    if (!hasEntryScript(shellHtml)) return null;
    try {
      const { renderApp } = await import('./ssr/render-app');
      const rendered = await runWithInProcessApi(
        (path, init) => app.request(path, init),
        () => renderApp(`${url.pathname}${url.search}`, cookies),
      );
      const readAsset = (path: string) => {
        const file = site.files.get(path);
        return file ? Buffer.from(file.body).toString('utf8') : undefined;
      };
      return rendered ? assemblePage(shellHtml, rendered, readAsset) : null;
    } catch (error) {
      // The plain shell still works: the browser renders the page itself.
      console.error('[ssr] could not render', url.pathname, error);
      return null;
    }
  };
  const respondShell = createShellResponder(deps, prerender);
  app.on(['GET', 'HEAD'], '*', (c) => serveSite(c, site, respondShell));
  app.notFound((c) => apiError(c, 404, 'NOT_FOUND', 'Not found.'));
  return app;
};

type ShellResponder = (
  shell: Uint8Array,
  url: URL,
  acceptEncoding: string | undefined,
  cookies: string | undefined,
) => Promise<ShellBody>;

const serveSite = async (c: Context, site: StaticSite, respondShell: ShellResponder) => {
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
  const { body, encoding, scriptHashes, status } = await respondShell(
    site.shell.body,
    url,
    c.req.header('accept-encoding'),
    c.req.header('cookie'),
  );
  const headers: Record<string, string> = {
    'Content-Type': site.shell.type,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  // A server-rendered page carries one more inline script (the theme script React renders).
  if (scriptHashes) headers['Content-Security-Policy'] = contentSecurityPolicy(scriptHashes);
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: status ?? decision.status,
    headers,
  });
};

/** Our OpenAPI 3.1 document with better-auth's endpoints merged in under /api/auth. */
const buildOpenApiDocument = async (app: OpenAPIHono, deps: AppDeps) => {
  const ours = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Lotline API',
      version: '1.0.0',
      description: 'The Lotline API. Errors share one shape: `{ error: { code, message, fields? } }`.',
    },
    servers: [{ url: deps.env.publicUrl }],
  });
  const authDoc = (await deps.auth.api.generateOpenAPISchema()) as {
    paths?: Record<string, unknown>;
    components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
    tags?: { name: string; description?: string }[];
  };
  const authPaths = Object.fromEntries(
    Object.entries(authDoc.paths ?? {}).map(([path, item]) => [`/api/auth${path}`, item]),
  );
  return {
    ...ours,
    paths: { ...ours.paths, ...authPaths },
    components: {
      ...ours.components,
      schemas: { ...(authDoc.components?.schemas ?? {}), ...(ours.components?.schemas ?? {}) },
      securitySchemes: { ...(authDoc.components?.securitySchemes ?? {}) },
    },
    tags: [...(ours.tags ?? []), ...(authDoc.tags ?? [])],
  };
};
