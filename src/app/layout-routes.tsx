import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Outlet,
  useRouter,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { layoutForPath } from '../../registry/paths';
import type { CookieBanner as CookieBannerComponent } from '../components/cookie-banner/cookie-banner';
import { useConsent } from '../components/cookie-banner/consent-provider';
import { NotFound } from '../components/errors/not-found';
import { RootErrorScreen } from '../components/errors/root-error-screen';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { PublicLayout } from './layouts/public-layout';
import { RouteAnnouncer } from './route-announcer';
import type { RouterContext } from '../lib/router-context';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The registry id of the route (document head, announcer, stories). */
    routeId?: string;
  }
}

// Public pages are what most first visits load: the auth and dashboard shells (with the auth
// client, drawer and user menu) and the cookie banner (shown 2 s after load at the earliest)
// come in their own chunks.
const loadAuthLayout = () => import('./layouts/auth-layout');
const loadDashboardLayout = () => import('./layouts/dashboard-layout');
const AuthLayout = lazy(() => loadAuthLayout().then((m) => ({ default: m.AuthLayout })));
const DashboardLayout = lazy(() => loadDashboardLayout().then((m) => ({ default: m.DashboardLayout })));
let cookieBannerModule: { CookieBanner: typeof CookieBannerComponent } | undefined;
/** Loads the banner's chunk; the server renderer and a hydrating page await it before rendering. */
export const loadCookieBanner = () =>
  import('../components/cookie-banner/cookie-banner').then((m) => (cookieBannerModule = m));
// Once the chunk is in, the lazy component resolves synchronously (a thenable that calls back at
// once): React renders the banner instead of suspending, which on a hydrating page would keep the
// whole page unhydrated until the next retry, and on the server would render the fallback.
const CookieBanner = lazy(() => {
  const loaded = cookieBannerModule;
  if (loaded) {
    const now = { default: loaded.CookieBanner };
    return { then: (resolve: (m: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
  }
  return loadCookieBanner().then((m) => ({ default: m.CookieBanner }));
});

function CookieBannerSlot() {
  const { view, consented } = useConsent();
  // Without stored consent the banner will be needed in 2 s: fetch its chunk now.
  useEffect(() => {
    if (!consented) void loadCookieBanner();
  }, [consented]);
  if (view === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

function LayoutForPath({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const kind = layoutForPath(pathname);
  if (kind === 'public') return <PublicLayout>{children}</PublicLayout>;
  return (
    <Suspense fallback={null}>
      {kind === 'auth' ? <AuthLayout>{children}</AuthLayout> : <DashboardLayout>{children}</DashboardLayout>}
    </Suspense>
  );
}

function RootComponent() {
  return (
    <>
      <RouteAnnouncer />
      <Outlet />
      <CookieBannerSlot />
      <LoadingOverlay />
    </>
  );
}

/** Errors inside a layout: the root error screen. */
function LayoutError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Try Again re-runs the route's loaders, then clears the error boundary.
  const retry = () => {
    void router.invalidate().finally(reset);
  };
  return <RootErrorScreen error={error} reset={retry} />;
}

/** Reached only when no layout matched: wrap in the layout the path belongs to. */
function RootNotFound() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <LayoutForPath>
      <NotFound home={layoutForPath(pathname) === 'dashboard' ? '/dashboard' : '/'} />
    </LayoutForPath>
  );
}

function DashboardNotFound() {
  return <NotFound home="/dashboard" />;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: RootNotFound,
  errorComponent: (props: ErrorComponentProps) => (
    <LayoutForPath>
      <LayoutError {...props} />
    </LayoutForPath>
  ),
});

export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: PublicLayout,
  notFoundComponent: () => <NotFound />,
  errorComponent: LayoutError,
});

export const authLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  component: lazyRouteComponent(loadAuthLayout, 'AuthLayout'),
  notFoundComponent: () => <NotFound />,
  errorComponent: LayoutError,
});

export const dashboardLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  component: lazyRouteComponent(loadDashboardLayout, 'DashboardLayout'),
  notFoundComponent: DashboardNotFound,
  errorComponent: LayoutError,
});
