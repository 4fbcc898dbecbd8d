/**
 * Menu data derived from the registry: the site header, the mobile panel, the public footer and
 * the dashboard sidebar all read these, so a route added to the registry shows up everywhere.
 */
import { canOpen, type AccessViewer } from './access';
import {
  screenRoutes,
  type FooterGroup,
  type FooterPlacement,
  type HeaderGroup,
  type ScreenRoute,
  type ShopperSidebarGroup,
  type SidebarGroup,
} from './routes';

/** In-page anchors of the home page (the spec's Features and Pricing links). */
export const HOME_ANCHORS = [
  { label: 'Features', hash: 'features' },
  { label: 'Pricing', hash: 'pricing' },
] as const;

export interface MenuLink {
  readonly id: ScreenRoute['id'];
  readonly path: ScreenRoute['path'];
  readonly label: string;
}

/** Header dropdown titles; the More menu carries the heading "Product" inside it. */
export const HEADER_GROUPS = {
  company: { title: 'Company' },
  resources: { title: 'Resources' },
  more: { title: 'More', heading: 'Product' },
} as const satisfies Record<Exclude<HeaderGroup, 'main'>, { title: string; heading?: string }>;

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

export function headerLinks(group: HeaderGroup): MenuLink[] {
  return screenRoutes
    .flatMap((r) => {
      const header: { group: HeaderGroup; label: string; order: number } | undefined =
        'header' in r.menus ? r.menus.header : undefined;
      return header && header.group === group
        ? [{ id: r.id, path: r.path, label: header.label, order: header.order }]
        : [];
    })
    .sort(byOrder)
    .map(({ id, path, label }) => ({ id, path, label }));
}

export const FOOTER_GROUPS: readonly FooterGroup[] = ['Product', 'Company', 'Resources', 'Legal'];

export interface FooterLink extends MenuLink {
  readonly key: string;
  readonly hash?: string;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * A footer group's links: the home page's sections first in Product (the same anchors as the
 * header's Features and Pricing), then the registry's footer placements in order.
 */
export function footerLinks(group: FooterGroup): FooterLink[] {
  const anchors: FooterLink[] =
    group === 'Product'
      ? HOME_ANCHORS.map((a) => ({ key: `home#${a.hash}`, id: 'home', path: '/', label: a.label, hash: a.hash }))
      : [];
  const placed = screenRoutes
    .flatMap((r) => {
      const footer: FooterPlacement | readonly FooterPlacement[] | undefined =
        'footer' in r.menus ? r.menus.footer : undefined;
      const placements: readonly FooterPlacement[] = !footer ? [] : 'group' in footer ? [footer] : footer;
      return placements
        .filter((f) => f.group === group)
        .map((f) => ({
          key: f.params ? `${r.id}:${Object.values(f.params).join('/')}` : r.id,
          id: r.id,
          path: r.path,
          label: f.label,
          order: f.order,
          ...(f.params ? { params: f.params } : {}),
        }));
    })
    .sort(byOrder)
    .map(({ order: _order, ...link }) => link);
  return [...anchors, ...placed];
}

export const SIDEBAR_GROUPS: readonly SidebarGroup[] = ['Overview', 'Post', 'Respond', 'Sell', 'Manage', 'Admin'];

export interface SidebarLink extends MenuLink {
  readonly icon: string;
}

export function sidebarLinks(group: SidebarGroup, viewer: AccessViewer | null): SidebarLink[] {
  return screenRoutes
    .flatMap((r) => {
      const sidebar: { group: SidebarGroup; label: string; icon: string; order: number } | undefined =
        'sidebar' in r.menus ? r.menus.sidebar : undefined;
      return sidebar && sidebar.group === group && canOpen(r.access, viewer)
        ? [{ id: r.id, path: r.path, label: sidebar.label, icon: sidebar.icon, order: sidebar.order }]
        : [];
    })
    .sort(byOrder)
    .map(({ id, path, label, icon }) => ({ id, path, label, icon }));
}

export const SHOPPER_SIDEBAR_GROUPS: readonly ShopperSidebarGroup[] = ['Browse', 'Inbox', 'Account'];

function shopperSidebarLinks(group: ShopperSidebarGroup, viewer: AccessViewer | null): SidebarLink[] {
  return screenRoutes
    .flatMap((r) => {
      const sidebar:
        { label: string; icon: string; shopper?: { group: ShopperSidebarGroup; order: number } } | undefined =
        'sidebar' in r.menus ? r.menus.sidebar : undefined;
      const placed = sidebar?.shopper;
      return sidebar && placed && placed.group === group && canOpen(r.access, viewer)
        ? [{ id: r.id, path: r.path, label: sidebar.label, icon: sidebar.icon, order: placed.order }]
        : [];
    })
    .sort(byOrder)
    .map(({ id, path, label, icon }) => ({ id, path, label, icon }));
}

export interface SidebarSection {
  readonly group: string;
  readonly links: readonly SidebarLink[];
}

/**
 * The sidebar a viewer sees, non-empty groups only. Someone with no role at all is a shopper: their
 * sidebar is grouped Browse / Inbox / Account and leaves out the dealer's tools (the reference
 * database, the overview of leads and deals); everyone else gets the dealer groups their roles allow.
 */
export function sidebarSections(viewer: AccessViewer | null): SidebarSection[] {
  const shopper = !viewer || viewer.roles.length === 0;
  const sections = shopper
    ? SHOPPER_SIDEBAR_GROUPS.map((group) => ({ group, links: shopperSidebarLinks(group, viewer) }))
    : SIDEBAR_GROUPS.map((group) => ({ group, links: sidebarLinks(group, viewer) }));
  return sections.filter((s) => s.links.length > 0);
}
