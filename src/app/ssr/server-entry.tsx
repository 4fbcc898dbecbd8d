/**
 * The app's one entry point for the server (src/server/app.ts loads it on first use): server rendering of the pages a first visit usually lands on (public and auth layouts): the same
 * React tree as the browser (AppProviders + the generated router on a memory history), rendered to
 * HTML with Chakra's styles extracted, and the React Query answers it used, so the browser can
 * hydrate the markup as it is instead of painting a blank page until ~175 KB of JavaScript has run.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { loadCookieBanner } from '../layout-routes';
import { createAppRouter } from '../router';
import { sessionQuery } from '../session-query';
import { dehydrateForPage } from '../ssr-state';
import { isNotFound } from '../../features/marketing/api';
import { withRenderMoment, type RenderMoment } from '../../shared/render-moment';

export interface RenderedApp {
  /** The markup for <div id="root">. */
  readonly html: string;
  /** Emotion <style> tags for <head>. */
  readonly styles: string;
  /** React Query's dehydrated cache, as JSON for a non-executable script tag. */
  readonly state: string;
  /** The page shows "Not Found" for an item the API does not have (a blog post, a legal document). */
  readonly missing: boolean;
  /** The moment, zone and layout guess it was rendered with: the browser's hydration pins the same. */
  readonly moment: RenderMoment;
  /** Rendered for one signed-in person (in their zone when known), not for everyone. */
  readonly forReader: boolean;
}

/**
 * Queries a render asked for but nobody fetched (useQuery does not fetch on the server), except
 * those it asked for disabled (`enabled: false`: a detail nobody has picked yet), which the browser
 * would not fetch either.
 */
const pendingQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
      const enabled = (q.options as { enabled?: unknown }).enabled;
      return (typeof enabled === 'function' ? (enabled as (query: unknown) => unknown)(q) : enabled) !== false;
    });

const MAX_PASSES = 4;

/** Modules the tree loads with React.lazy: loaded once up front so a render finds them resolved. */
let lazyModules: Promise<unknown> | undefined;
const loadLazyModules = () =>
  (lazyModules ??= Promise.all([
    loadCookieBanner(),
    import('../layouts/auth-layout'),
    import('../layouts/dashboard-layout'),
    // Billing's test checkout (a link may open the page on it): a pass would otherwise leave it to the browser.
    import('../../features/billing/test-checkout-dialog'),
  ]));

/**
 * Renders `url` (path + search). Returns null when the page cannot be served as HTML (a redirect,
 * or a route that needs the browser); the caller then sends the plain shell.
 */
export async function renderApp(
  url: string,
  cookies = '',
  reader?: Pick<RenderMoment, 'zone' | 'narrow'>,
): Promise<RenderedApp | null> {
  await loadLazyModules();
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    getViewer: () => queryClient.fetchQuery(sessionQuery).catch(() => null),
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
  });
  await router.load();
  // A guard redirected (a signed-in-only page): the browser follows it from the plain shell.
  if (router._serverResult?.type !== 'render') return null;

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const tree = () => (
    <CacheProvider value={cache}>
      <AppProviders
        queryClient={queryClient}
        viewer={queryClient.getQueryData(sessionQuery.queryKey) ?? null}
        consent={{ prerendered: true, cookies }}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  );

  // Every pass renders at the same moment, in the reader's zone: process.env.TZ is what Date's own
  // local getters and toLocale*String read (Node applies it at once), dateTimeFormat the pinned zone.
  // A render is synchronous, so no other request's code runs while TZ is switched.
  const moment: RenderMoment = { at: Date.now(), zone: reader?.zone, narrow: reader?.narrow ?? false };
  const render = () => {
    const serverZone = process.env.TZ;
    if (moment.zone) process.env.TZ = moment.zone;
    try {
      return withRenderMoment(moment, () => renderToString(tree()));
    } finally {
      if (moment.zone) {
        if (serverZone === undefined) delete process.env.TZ;
        else process.env.TZ = serverZone;
      }
    }
  };

  // Render, fetch what the render asked for, render again — until the tree asks for nothing new.
  await queryClient.prefetchQuery(sessionQuery);
  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const pending = pendingQueries(queryClient);
    // React.lazy parts (the cookie banner) render their fallback until their module has resolved once.
    if (pending.length === 0 && !html.includes('<!--$!-->')) break;
    await Promise.all(pending.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey })));
    await new Promise((resolve) => setImmediate(resolve));
    html = render();
  }
  const chunks = emotion.extractCriticalToChunks(html);
  return {
    html: chunks.html,
    styles: emotion.constructStyleTagsFromChunks(chunks),
    state: dehydrateForPage(queryClient),
    missing: queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error' && isNotFound(q.state.error)),
    moment,
    forReader: Boolean(reader),
  };
}
