/**
 * The route registry: every route once, declared per area in registry/areas/*.ts with the
 * constructors of registry/define.ts, joined here. The router tree, the header menus, the footer,
 * the dashboard sidebar, the sitemap and the story checklist are all derived from it.
 *
 * Data only — it imports nothing but zod and shared constants, so the server, the generator,
 * Storybook and the tests can read it without pulling in React.
 */
import { adminRoutes } from './areas/admin';
import { authRoutes } from './areas/auth';
import { manageRoutes } from './areas/manage';
import { marketingRoutes } from './areas/marketing';
import { overviewRoutes } from './areas/overview';
import { postRoutes } from './areas/post';
import { respondRoutes } from './areas/respond';
import { sellRoutes } from './areas/sell';
import { redirect, type RedirectEntry, type RouteEntry, type ScreenEntry } from './define';

export type {
  Access,
  FooterGroup,
  FooterPlacement,
  HeaderGroup,
  LayoutKind,
  Menus,
  RedirectEntry,
  RouteEntry,
  ScreenEntry,
  ShopperSidebarGroup,
  SidebarGroup,
  StateSet,
} from './define';

export const screenRoutes = [
  ...marketingRoutes,
  ...authRoutes,
  ...overviewRoutes,
  ...postRoutes,
  ...respondRoutes,
  ...sellRoutes,
  ...manageRoutes,
  ...adminRoutes,
] as const satisfies readonly ScreenEntry[];
export type ScreenRoute = (typeof screenRoutes)[number];
export type ScreenId = ScreenRoute['id'];
export type ScreenPath = ScreenRoute['path'];

/** The spec's duplicate tree under /dashboard/dashboard: each entry redirects to its canonical route. */
export const redirectRoutes = [
  redirect({ id: 'dup-dashboard', path: '/dashboard/dashboard', to: 'dashboard', layout: 'dashboard' }),
  redirect({ id: 'dup-account', path: '/dashboard/dashboard/account', to: 'account', layout: 'dashboard' }),
  redirect({ id: 'dup-billing', path: '/dashboard/dashboard/billing', to: 'billing', layout: 'dashboard' }),
  redirect({
    id: 'dup-billing-success',
    path: '/dashboard/dashboard/billing/success',
    to: 'billing-success',
    layout: 'dashboard',
  }),
  redirect({ id: 'dup-messages', path: '/dashboard/dashboard/messages', to: 'messages', layout: 'dashboard' }),
  redirect({
    id: 'dup-notifications',
    path: '/dashboard/dashboard/notifications',
    to: 'notifications',
    layout: 'dashboard',
  }),
  redirect({ id: 'dup-settings', path: '/dashboard/dashboard/settings', to: 'settings', layout: 'dashboard' }),
] as const satisfies readonly (RedirectEntry & { to: ScreenId })[];

export const routes: readonly RouteEntry[] = [...screenRoutes, ...redirectRoutes];

export const routeById = Object.fromEntries(screenRoutes.map((r) => [r.id, r])) as {
  readonly [K in ScreenId]: Extract<ScreenRoute, { id: K }>;
};
