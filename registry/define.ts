/**
 * The shapes of registry entries and the constructors that fill in what a layout decides, so an
 * entry in registry/areas/*.ts is only the facts that differ: id, path, title, description, who may
 * open it, where it sits in the menus. Data only: imports nothing but zod and shared types (zod/mini:
 * every page loads the registry, see search.ts).
 */
import { z } from 'zod/mini';
import type { Role } from '../src/shared/constants';
import { noSearch } from './search';

export type LayoutKind = 'public' | 'auth' | 'dashboard';

/** Who may open a route. The API enforces the same rule (registry/access.ts); the UI only mirrors it. */
export type Access =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export const anyone = { kind: 'anyone' } as const;
export const signedIn = { kind: 'signed-in' } as const;
export const dealerStaff = { kind: 'roles', roles: ['owner', 'manager', 'sales'] } as const;
export const ownerManager = { kind: 'roles', roles: ['owner', 'manager'] } as const;
export const admins = { kind: 'roles', roles: ['admin'] } as const;

export type HeaderGroup = 'main' | 'company' | 'resources' | 'more';
export type SidebarGroup = 'Overview' | 'Post' | 'Respond' | 'Sell' | 'Manage' | 'Admin';
/** A shopper's sidebar speaks a shopper's language: no dealer workflow headings (Post, Respond, Sell). */
export type ShopperSidebarGroup = 'Browse' | 'Inbox' | 'Account';
export type FooterGroup = 'Product' | 'Company' | 'Resources' | 'Legal';

export interface Menus {
  readonly header?: { readonly group: HeaderGroup; readonly label: string; readonly order: number };
  readonly sidebar?: {
    readonly group: SidebarGroup;
    readonly label: string;
    /** A lucide icon name; src/components/layout maps names to components. */
    readonly icon: string;
    readonly order: number;
    /**
     * Where the link sits in a shopper's sidebar (someone with no dealership or platform role);
     * absent: shoppers do not see it, even when they may open the route (a dealer's tool).
     */
    readonly shopper?: { readonly group: ShopperSidebarGroup; readonly order: number };
  };
  /** One footer link, or several for a route with params (the legal documents by slug). */
  readonly footer?: FooterPlacement | readonly FooterPlacement[];
}

export interface FooterPlacement {
  readonly group: FooterGroup;
  readonly label: string;
  readonly order: number;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * The states a screen's stories must show (DESIGN.md › Habits 3): a list its Loaded, Empty,
 * Loading and Error; a detail page its Loaded, NotFound, Loading and Error; a form its Idle,
 * Invalid, Submitting, ServerError and Done; a page of content just Default. A screen that is not
 * built yet shows "Coming soon" and needs only Default.
 */
export type StateSet = 'data' | 'detail' | 'form' | 'page';

export const STORY_STATES: Readonly<Record<StateSet, readonly string[]>> = {
  data: ['Loaded', 'Empty', 'Loading', 'Error'],
  detail: ['Loaded', 'NotFound', 'Loading', 'Error'],
  form: ['Idle', 'Invalid', 'Submitting', 'ServerError', 'Done'],
  page: ['Default'],
};

interface BaseEntry {
  readonly id: string;
  /** TanStack path syntax: `$slug` is the spec's `{slug}`. Canonical paths have no trailing slash. */
  readonly path: string;
  readonly layout: LayoutKind;
  readonly search: z.ZodMiniObject;
}

export interface ScreenEntry extends BaseEntry {
  readonly kind: 'screen';
  /** The full document title ("Contact — Lotline"). */
  readonly title: string;
  readonly description: string;
  readonly access: Access;
  readonly menus: Menus;
  /** Whether the fixed site header shows (the spec keeps auth, dashboard and two sales pages free of it). */
  readonly header: boolean;
  readonly states: StateSet;
  /**
   * Set while the screen is not built: what it will do, shown under "Coming soon". Such a screen is
   * not baselined as finished, and copy elsewhere must not call it available.
   */
  readonly comingSoon?: string;
  /** The route renders its own error screen instead of the root one. */
  readonly ownErrorScreen?: boolean;
}

export interface RedirectEntry extends BaseEntry {
  readonly kind: 'redirect';
  /** Canonical route id; search and hash are kept and history is replaced. */
  readonly to: string;
}

export type RouteEntry = ScreenEntry | RedirectEntry;

/** What an area file writes for a screen: the rest comes from the constructor. */
interface ScreenInput {
  readonly id: string;
  readonly path: string;
  /** Without the " — Lotline" suffix, unless `fullTitle` says the title is already whole. */
  readonly title: string;
  readonly fullTitle?: boolean;
  readonly description: string;
  readonly search?: z.ZodMiniObject;
  readonly access?: Access;
  readonly menus?: Menus;
  readonly header?: boolean;
  readonly states?: StateSet;
  readonly comingSoon?: string;
  readonly ownErrorScreen?: boolean;
}

/** An entry in no menu. */
type NoMenus = Record<never, never>;

export const TITLE_SUFFIX = ' — Lotline';

type Built<E extends ScreenInput, L extends LayoutKind, A extends Access> = Omit<
  E,
  'title' | 'fullTitle' | 'search' | 'access' | 'menus' | 'header' | 'states'
> & {
  readonly kind: 'screen';
  readonly layout: L;
  readonly title: string;
  readonly search: E['search'] extends z.ZodMiniObject ? E['search'] : ReturnType<typeof noSearch>;
  readonly access: E['access'] extends Access ? E['access'] : A;
  readonly menus: E['menus'] extends Menus ? E['menus'] : NoMenus;
  readonly header: boolean;
  readonly states: StateSet;
};

const build = <const E extends ScreenInput, L extends LayoutKind, A extends Access>(
  entry: E,
  layout: L,
  defaults: { access: A; header: boolean },
): Built<E, L, A> => {
  const { fullTitle, ...rest } = entry;
  return {
    ...rest,
    kind: 'screen',
    layout,
    title: fullTitle ? entry.title : `${entry.title}${TITLE_SUFFIX}`,
    search: entry.search ?? noSearch(),
    access: entry.access ?? defaults.access,
    menus: entry.menus ?? {},
    header: entry.header ?? defaults.header,
    states: entry.states ?? 'page',
  } as unknown as Built<E, L, A>;
};

/** A page of the public site: anyone may open it, under the site header unless it says otherwise. */
export const publicScreen = <const E extends ScreenInput>(entry: E) =>
  build(entry, 'public', { access: anyone, header: true });

/** A sign-in/sign-up step: the auth layout, no site header. */
export const authScreen = <const E extends ScreenInput>(entry: E) =>
  build(entry, 'auth', { access: anyone, header: false });

/** A dashboard screen: the dashboard layout with its sidebar; who may open it must be said. */
export const dashboardScreen = <const E extends ScreenInput & { readonly access: Access }>(entry: E) =>
  build(entry, 'dashboard', { access: entry.access, header: false });

/** A path that only sends the visitor to a canonical route (the spec's duplicate dashboard tree). */
export const redirect = <const Id extends string, const To extends string>(entry: {
  readonly id: Id;
  readonly path: string;
  readonly to: To;
  readonly layout: LayoutKind;
}): RedirectEntry & { readonly id: Id; readonly to: To } => ({
  ...entry,
  kind: 'redirect',
  // Whatever the old URL carried is passed on to the canonical route.
  search: z.looseObject({}),
});
