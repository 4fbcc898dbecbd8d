import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import type { SessionViewer } from '../lib/session';

export interface CreateAppRouterOptions {
  readonly queryClient: QueryClient;
  readonly getViewer: () => Promise<SessionViewer | null>;
  readonly history?: RouterHistory;
  /** Rendering on the server (src/server/ssr): no scroll-restoration script in the markup. */
  readonly server?: boolean;
  /** Taking over server-rendered markup: the visitor may have scrolled already (see below). */
  readonly hydrating?: boolean;
  /** For a screen rendered ahead of a click (ahead-of-click.tsx): it never touches the window's scroll. */
  readonly prerender?: boolean;
}

export function createAppRouter({
  queryClient,
  getViewer,
  history,
  server = false,
  hydrating = false,
  prerender = false,
}: CreateAppRouterOptions) {
  // The first render of a server-rendered page is no navigation: restoring scroll then would throw a
  // visitor who scrolled before the app booted back to the top (issue 13). Later navigations restore.
  let firstRender = hydrating;
  const restoreScroll = () => {
    if (!firstRender) return true;
    firstRender = false;
    return false;
  };
  return createRouter({
    routeTree,
    context: { queryClient, getViewer },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Route data lives in React Query; the router must not cache it a second time.
    defaultPreloadStaleTime: 0,
    trailingSlash: 'never',
    scrollRestoration: server || prerender ? false : restoreScroll,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** New post's save moved here: the edit page says it was saved (its own editor is new). */
    savedPostId?: string;
  }
}
