import './lib/zod-jitless';
import '@fontsource-variable/inter';
import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnceForChunkError } from './lib/chunk-reload';
import { replayHeldInput, SSR_STATE_ID } from './app/boot';
import { loadCookieBanner } from './app/layout-routes';
import { AppProviders } from './app/providers';
import { COOKIE_BANNER_ID } from './components/cookie-banner/ids';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { SessionProvider } from './lib/session';
import { sessionQuery } from './app/session-query';
import { hydrateFromPage } from './app/ssr-state';

const container = document.getElementById('root')!;
const ssrState = document.getElementById(SSR_STATE_ID);

const queryClient = createQueryClient();
const router = createAppRouter({
  queryClient,
  getViewer: () => queryClient.fetchQuery(sessionQuery).catch(() => null),
  hydrating: Boolean(ssrState?.textContent),
});

// Vite reports a failed preload of a chunk here; reload once per distinct message per session.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

function LiveApp({ onHydrated }: { onHydrated?: () => void }) {
  const { data: viewer = null } = useQuery(sessionQuery);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <SessionProvider viewer={viewer}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

if (ssrState?.textContent) {
  // The server rendered this page (src/server/ssr): take over its markup instead of repainting it.
  // The answers it rendered with go into the cache first, and the route (with its lazy screen) is
  // resolved before hydrating, so the first client render is the same tree as the server's.
  hydrateFromPage(queryClient, ssrState.textContent);
  // Tells the router its first render takes over server markup (no Suspense wrapper around the
  // matches, as on the server); the asset manifest is only for TanStack Start, which we do not use.
  router.ssr = { manifest: undefined };
  await Promise.all([router.load(), document.getElementById(COOKIE_BANNER_ID) ? loadCookieBanner() : null]);
  // As a transition, React hydrates in slices of a few milliseconds and lets input in between
  // (issue 13): the page stays answerable (index.html's boot script answers its first controls)
  // while the app takes over in the background.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient} consent={{ prerendered: true }}>
          <LiveApp onHydrated={replayHeldInput} />
        </AppProviders>
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <LiveApp />
      </AppProviders>
    </StrictMode>,
  );
}
