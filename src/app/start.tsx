import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnceForChunkError } from '../lib/chunk-reload';
import { replayHeldInput, SSR_STATE_ID } from './boot';
import { loadCookieBanner } from './layout-routes';
import { AppProviders } from './providers';
import { COOKIE_BANNER_ID } from '../components/cookie-banner/ids';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import type { AheadOfClick } from './ahead-of-click';
import { SessionProvider } from '../lib/session';
import { sessionQuery } from './session-query';
import { hydrateFromPage } from './ssr-state';
import { ownTimeZone, pinRenderMoment, type RenderMoment } from '../shared/render-moment';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The moment a server-rendered page was rendered with (src/server/ssr/page.ts), or null when the
 * browser should render the page itself: a page rendered for this person in another time zone than
 * the browser's (no zone cookie yet) would show its times in the wrong zone.
 */
function pageMoment(container: HTMLElement): RenderMoment | null {
  const at = Number(container.dataset.renderAt);
  const zone = container.dataset.renderZone;
  const sameZone = zone === ownTimeZone();
  if ('renderReader' in container.dataset && !sameZone) return null;
  return {
    at: Number.isFinite(at) && at > 0 ? at : Date.now(),
    zone: undefined,
    narrow: 'renderNarrow' in container.dataset,
  };
}

function LiveApp({ router, onHydrated }: { router: AppRouter; onHydrated?: () => void }) {
  const { data: viewer = null } = useQuery(sessionQuery);
  const [Ahead, setAhead] = useState<typeof AheadOfClick>();
  useEffect(() => onHydrated?.(), [onHydrated]);
  // Rendering the screen a pointer rests on ahead of the click (ahead-of-click.tsx) is no part of
  // showing a page: its chunk loads once the app is live and the browser idle.
  useEffect(() => {
    const load = () => void import('./ahead-of-click').then((m) => setAhead(() => m.AheadOfClick));
    (window.requestIdleCallback ?? setTimeout)(load, { timeout: 2000 });
  }, []);
  const app = <RouterProvider router={router} />;
  return (
    <SessionProvider viewer={viewer}>
      {/* One child until then: a second one from the start would change the ids (useId) of a page the
          server rendered, which the server rendered as the only child. */}
      {Ahead ? (
        <>
          {app}
          <Ahead router={router} />
        </>
      ) : (
        app
      )}
    </SessionProvider>
  );
}

/**
 * The app's second boot stage (src/main.tsx loads it once the theme system exists): the router,
 * the query cache and React. `startApp` takes each step in its own task, yielding to input between
 * them, so a tap during boot waits for one step at most, never for the whole boot (issue 13).
 */
export async function startApp(yieldToInput: () => Promise<void>): Promise<void> {
  const container = document.getElementById('root')!;
  const ssrState = document.getElementById(SSR_STATE_ID);

  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    getViewer: () => queryClient.fetchQuery(sessionQuery).catch(() => null),
    hydrating: Boolean(ssrState?.textContent),
  });
  await yieldToInput();

  // Vite reports a failed preload of a chunk here; reload once per distinct message per session.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });

  const moment = ssrState?.textContent ? pageMoment(container) : null;
  if (ssrState?.textContent && moment) {
    // The server rendered this page (src/server/ssr): take over its markup instead of repainting it.
    // The answers it rendered with go into the cache first, and the route (with its lazy screen) is
    // resolved before hydrating, so the first client render is the same tree as the server's.
    hydrateFromPage(queryClient, ssrState.textContent);
    // Until the app is live, "now" and the layout guess are the render's, so hydration renders what
    // the server did (src/shared/render-moment.ts); then the clocks tick on from the real time.
    const unpin = pinRenderMoment(moment);
    // Tells the router its first render takes over server markup (no Suspense wrapper around the
    // matches, as on the server); the asset manifest is only for TanStack Start, which we do not use.
    router.ssr = { manifest: undefined };
    await Promise.all([router.load(), document.getElementById(COOKIE_BANNER_ID) ? loadCookieBanner() : null]);
    await yieldToInput();
    // As a transition, React hydrates in slices of a few milliseconds and lets input in between
    // (issue 13): the page stays answerable (index.html's boot script answers its first controls)
    // while the app takes over in the background.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient} consent={{ prerendered: true }}>
            <LiveApp
              router={router}
              onHydrated={() => {
                // Parts inside Suspense boundaries hydrate after the root, in later tasks: the clock
                // stays pinned until the page is idle, which it is only once they are done.
                (window.requestIdleCallback ?? setTimeout)(unpin, { timeout: 2000 });
                replayHeldInput();
              }}
            />
          </AppProviders>
        </StrictMode>,
      );
    });
  } else {
    // A page rendered in another zone is rendered again here, from the answers it came with.
    if (ssrState?.textContent) hydrateFromPage(queryClient, ssrState.textContent);
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          {/* On a server-rendered page, what was held before the app was live is replayed here too. */}
          <LiveApp router={router} onHydrated={ssrState ? replayHeldInput : undefined} />
        </AppProviders>
      </StrictMode>,
    );
  }
}
