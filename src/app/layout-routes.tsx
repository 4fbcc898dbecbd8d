import { createRootRouteWithContext, createRoute, Outlet, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { layoutForPath } from '../../registry/layout-rules';
import { CookieBanner } from '../components/cookie-banner/cookie-banner';
import { NotFound } from '../components/errors/not-found';
import { RootErrorScreen } from '../components/errors/root-error-screen';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { AuthLayout } from '../components/layout/auth-layout';
import { DashboardLayout } from '../components/layout/dashboard-layout';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteAnnouncer } from './route-announcer';
import type { RouterContext } from './router-context';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The registry id of the route (document head, announcer, stories). */
    routeId?: string;
  }
}

function LayoutForPath({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const kind = layoutForPath(pathname);
  if (kind === 'auth') return <AuthLayout>{children}</AuthLayout>;
  if (kind === 'dashboard') return <DashboardLayout>{children}</DashboardLayout>;
  return <PublicLayout>{children}</PublicLayout>;
}

function RootComponent() {
  return (
    <>
      <RouteAnnouncer />
      <Outlet />
      <CookieBanner />
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

function DashboardNotFound() {
  return <NotFound home="/dashboard" />;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  // Reached only when no layout matched: wrap in the layout the path belongs to.
  notFoundComponent: () => (
    <LayoutForPath>
      <NotFound home={layoutForPath(window.location.pathname) === 'dashboard' ? '/dashboard' : '/'} />
    </LayoutForPath>
  ),
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
  component: AuthLayout,
  notFoundComponent: () => <NotFound />,
  errorComponent: LayoutError,
});

export const dashboardLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  component: DashboardLayout,
  notFoundComponent: DashboardNotFound,
  errorComponent: LayoutError,
});
