/**
 * Menu data derived from the registry: the site header, the mobile panel, the public footer and
 * the dashboard sidebar all read these, so a route added to the registry shows up everywhere.
 */
import { canOpen, type AccessViewer } from './access';
import { screenRoutes, type FooterGroup, type HeaderGroup, type ScreenRoute, type SidebarGroup } from './routes';

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

export function footerLinks(group: FooterGroup): MenuLink[] {
  return screenRoutes
    .flatMap((r) => {
      const footer: { group: FooterGroup; label: string; order: number } | undefined =
        'footer' in r.menus ? r.menus.footer : undefined;
      return footer && footer.group === group
        ? [{ id: r.id, path: r.path, label: footer.label, order: footer.order }]
        : [];
    })
    .sort(byOrder)
    .map(({ id, path, label }) => ({ id, path, label }));
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
