import '@fontsource-variable/inter';
import { withThemeByClassName } from '@storybook/addon-themes';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { createAppRouter } from '../src/app/router';
import { toaster } from '../src/components/ui/toaster';
import type { LotlineParameters } from '../stories/builders';

/** Toolbar viewports; the story runner sizes its page from this map (story globals `viewport`). */
const VIEWPORTS = {
  mobile: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

interface StoryRuntime {
  readonly queryClient: QueryClient;
  readonly router: AnyRouter;
}

declare global {
  interface Window {
    /** The router of the story on screen (set once it is); the story runner waits for it to be idle. */
    __LOTLINE_STORY_ROUTER__?: AnyRouter;
    /** The story's QueryClient; the story runner waits until nothing is fetching. */
    __LOTLINE_STORY_QUERY_CLIENT__?: QueryClient;
  }
}

// The component the minimal router renders: the story itself, handed down through context so the
// router can be built once (in the loader) before the story function exists.
const StoryComponent = createContext<ComponentType | null>(null);

function StoryOutlet() {
  const Story = useContext(StoryComponent);
  return Story ? <Story /> : null;
}

/** Component stories: a root route rendering the story and a catch-all, so any Link resolves. */
function createComponentRouter(location: string) {
  const rootRoute = createRootRoute({ component: StoryOutlet });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [location] }),
  });
}

// Storybook runs loaders on every render, also when only a global (the theme) changes. A rerender
// keeps its render's AbortSignal, a new render or remount gets a new one: keying on it gives each
// story render ONE router and QueryClient, so switching the theme keeps what a play function opened.
const runtimes = new WeakMap<AbortSignal, StoryRuntime>();

const storyRuntime: Loader = async (context) => {
  const cached = runtimes.get(context.abortSignal);
  if (cached) return { runtime: cached };
  const parameters = context.parameters as LotlineParameters;
  // The toaster is one store for the app: a toast from the previous story must not show in this one.
  toaster.remove();
  const queryClient = createQueryClient();
  // The app's defaults, except no retry: a failing request shows its error state at once instead
  // of after a back-off, so a screenshot never lands between the two.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  parameters.seedQueries?.(queryClient);
  const viewer = parameters.viewer ?? null;
  const router: AnyRouter = parameters.route
    ? createAppRouter({
        queryClient,
        getViewer: async () => viewer,
        history: createMemoryHistory({ initialEntries: [parameters.route.path] }),
      })
    : createComponentRouter(parameters.location ?? '/');
  const runtime: StoryRuntime = { queryClient, router };
  runtimes.set(context.abortSignal, runtime);
  // Set again by LoadedRouter once this story's router is on screen.
  window.__LOTLINE_STORY_ROUTER__ = undefined;
  window.__LOTLINE_STORY_QUERY_CLIENT__ = queryClient;
  window.__LOTLINE_STORY_REQUESTS__ = undefined;
  return { runtime };
};

// Guards, route loaders and the lazy screen chunk resolve before the screen paints, so it paints
// whole. This happens in render, not in the loader above: Storybook runs loaders BEFORE a story's
// `beforeEach`, and route loaders fetch, so the story's mockApi must already be answering.
const loadedRouters = new WeakSet<AnyRouter>();

function LoadedRouter({ router, wait }: { router: AnyRouter; wait: boolean }) {
  const [ready, setReady] = useState(() => !wait || loadedRouters.has(router));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void router.load().then(() => {
      loadedRouters.add(router);
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [router, ready]);
  // Published once the router is on screen: the story runner waits for it (and for it to be idle).
  useLayoutEffect(() => {
    if (ready) window.__LOTLINE_STORY_ROUTER__ = router;
  }, [router, ready]);
  return ready ? <RouterProvider router={router} /> : null;
}

const withRouter: Decorator = (Story, context) => {
  const { router } = context.loaded['runtime'] as StoryRuntime;
  // A story that holds a request open (`pending`) may be holding a route loader with it: show what
  // the app shows meanwhile instead of waiting for a load that never ends.
  const { pending } = context.parameters as LotlineParameters;
  return (
    <StoryComponent.Provider value={Story}>
      <LoadedRouter router={router} wait={!pending} />
    </StoryComponent.Provider>
  );
};

/** The real providers of the app, configured from the toolbar and the story's parameters. */
const withAppProviders: Decorator = (Story, context) => {
  const parameters = context.parameters as LotlineParameters;
  const { queryClient } = context.loaded['runtime'] as StoryRuntime;
  const forcedTheme =
    parameters.forceTheme === false ? undefined : context.globals['theme'] === 'dark' ? 'dark' : 'light';
  return (
    <AppProviders
      // Unforced (the theme control's own stories): remount on a toolbar change so next-themes
      // re-reads the stored preference the story's beforeEach wrote.
      key={forcedTheme ? 'forced' : String(context.globals['theme'])}
      queryClient={queryClient}
      viewer={parameters.viewer ?? null}
      consent={parameters.consent ?? { initialView: 'hidden' }}
      {...(forcedTheme ? { forcedTheme } : {})}
      {...(parameters.loading ? { loading: parameters.loading } : {})}
    >
      <Story />
    </AppProviders>
  );
};

const preview: Preview = {
  // Later entries wrap earlier ones: theme class ▸ providers ▸ router ▸ story.
  decorators: [
    withRouter,
    withAppProviders,
    withThemeByClassName({ themes: { light: 'light', dark: 'dark' }, defaultTheme: 'light', parentSelector: 'html' }),
  ],
  loaders: [storyRuntime],
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    controls: { disable: true },
    actions: { disable: true },
    backgrounds: { disable: true },
  },
};

export default preview;
