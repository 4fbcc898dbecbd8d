/**
 * The Hono app: /api (OpenAPI-described routes + better-auth) and the production build.
 * main.ts is the only file that listens; tests call `app.request()` on a fresh database.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createAuthHandler } from './auth/auth-handler';
import type { AppDeps } from './deps';
import { apiError, defaultHook, errorBody } from './errors';
import { createLiveHub, type LiveHub } from './db/live-hub';
import { healthRoutes } from './routes/health';
import { invitationsRoutes } from './routes/invitations';
import { outboxRoutes } from './routes/outbox';
import { profileRoutes } from './routes/profile';
import { sessionRoutes } from './routes/session';
import { blogRoutes } from './routes/blog';
import { blogAdminRoutes } from './routes/blog-admin';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { plansRoutes } from './routes/plans';
import { quotesRoutes } from './routes/quotes';
import { inventoryRoutes } from './routes/inventory';
import { inventoryImportRoutes } from './routes/inventory-import';
import { vehiclePhotosRoutes } from './routes/vehicle-photos';
import { referenceRoutes } from './routes/reference';
import { marketplaceRoutes } from './routes/marketplace';
import { favoritesRoutes } from './routes/favorites';
import { conversationsRoutes } from './routes/conversations';
import { eventsRoutes } from './routes/events';
import { customersRoutes } from './routes/customers';
import { dealsRoutes } from './routes/deals';
import { leadsRoutes } from './routes/leads';
import { notificationsRoutes } from './routes/notifications';
import { billingRoutes } from './routes/billing';
import { reportsRoutes } from './routes/reports';
import { dealersRoutes } from './routes/dealers';
import { accountRoutes } from './routes/account';
import { settingsRoutes } from './routes/settings';
import { overviewRoutes } from './routes/overview';
import { createShellResponder, seoRoutes, type Prerender } from './routes/seo';
import { layoutForPath } from '../../registry/paths';
import { runWithInProcessApi } from './ssr/in-process-fetch';
import { assemblePage, hasEntryScript } from './ssr/page';
import { buildOpenApiDocument } from './openapi';
import { serveSite } from './site';
import { loadStaticSite, type StaticSite } from './static';
import { inputGuards } from './middleware/input-guards';
import { originCheck } from './middleware/origin-check';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';

export interface CreateAppOptions extends Omit<AppDeps, 'live'> {
  /** The live-event hub (main.ts makes one to close at shutdown); default: one for this app. */
  readonly live?: LiveHub | undefined;
  /** The client address from the socket (main.ts); rate limits are keyed on it. */
  readonly getClientIp?: ((c: Context) => string | undefined) | undefined;
  /** One line per request, without query strings (they can carry tokens and emails). */
  readonly log?: ((line: string) => void) | undefined;
  /** A preloaded build (tests pass a tiny fake one); default: read env.distDir. */
  readonly site?: StaticSite | undefined;
}

/** The live hub of each app, so whoever made an app (tests, benchmarks) can close its LISTEN connection. */
export const liveHubs = new WeakMap<object, LiveHub>();

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
    .route('/', blogAdminRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', quotesRoutes(deps))
    .route('/', inventoryImportRoutes(deps))
    .route('/', inventoryRoutes(deps))
    .route('/', vehiclePhotosRoutes(deps))
    .route('/', referenceRoutes(deps))
    .route('/', marketplaceRoutes(deps))
    .route('/', favoritesRoutes(deps))
    .route('/', conversationsRoutes(deps))
    .route('/', eventsRoutes(deps))
    .route('/', leadsRoutes(deps))
    .route('/', customersRoutes(deps))
    .route('/', dealsRoutes(deps))
    .route('/', notificationsRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', settingsRoutes(deps))
    .route('/', overviewRoutes(deps))
    .route('/', billingRoutes(deps))
    .route('/', reportsRoutes(deps))
    .route('/', dealersRoutes(deps));

export type AppType = ReturnType<typeof buildApi>;

export const createApp = (options: CreateAppOptions) => {
  const { db, auth, mail, env } = options;
  const live = options.live ?? createLiveHub(db);
  const deps: AppDeps = { db, auth, mail, env, live };
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
  app.on(['GET', 'POST'], '/api/auth/*', createAuthHandler({ auth, db, mail, publicUrl: env.publicUrl }));

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
  const prerender: Prerender = async (shellHtml, url, cookies, reader) => {
    if (!hasEntryScript(shellHtml)) return null;
    try {
      const { renderApp } = await import('../app/ssr/server-entry');
      const rendered = await runWithInProcessApi(
        (path, init) => app.request(path, init),
        () => renderApp(`${url.pathname}${url.search}`, cookies, reader),
        cookies,
      );
      const readAsset = (path: string) => {
        const file = site.files.get(path);
        return file ? Buffer.from(file.body).toString('utf8') : undefined;
      };
      // A dashboard page is a workplace: it starts the app at paint and paints whole (src/server/ssr/page.ts).
      const workplace = layoutForPath(url.pathname) === 'dashboard';
      return rendered
        ? assemblePage(shellHtml, rendered, readAsset, { bootAtPaint: workplace, paintWhole: workplace })
        : null;
    } catch (error) {
      // The plain shell still works: the browser renders the page itself.
      console.error('[ssr] could not render', url.pathname, error);
      return null;
    }
  };
  const respondShell = createShellResponder(deps, prerender);
  app.on(['GET', 'HEAD'], '*', (c) => serveSite(c, site, respondShell));
  app.notFound((c) => apiError(c, 404, 'NOT_FOUND', 'Not found.'));
  liveHubs.set(app, live);
  return app;
};
