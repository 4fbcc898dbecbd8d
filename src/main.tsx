import './lib/zod-jitless';
import '@fontsource-variable/inter';
import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadOnceForChunkError } from './app/chunk-reload';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { SessionProvider } from './app/session';
import { sessionQuery } from './app/session-query';

const queryClient = createQueryClient();
const router = createAppRouter({
  queryClient,
  getViewer: () => queryClient.fetchQuery(sessionQuery).catch(() => null),
});

// Vite reports a failed preload of a chunk here; reload once per distinct message per session.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

function LiveApp() {
  const { data: viewer = null } = useQuery(sessionQuery);
  return (
    <SessionProvider viewer={viewer}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <LiveApp />
    </AppProviders>
  </StrictMode>,
);
