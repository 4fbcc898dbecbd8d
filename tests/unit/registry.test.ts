import { describe, expect, it, vi } from 'vitest';
import { canOpen } from '../../registry/access';
import { STORY_STATES } from '../../registry/define';
import { buildPath, compilePath, layoutForPath, matchRoute, showsSiteHeader } from '../../registry/paths';
import {
  footerLinks,
  headerLinks,
  HEADER_GROUPS,
  HOME_ANCHORS,
  sidebarLinks,
  sidebarSections,
  SIDEBAR_GROUPS,
} from '../../registry/menus';
import { redirectRoutes, routeById, routes, screenRoutes } from '../../registry/routes';
import { SIDEBAR_ICONS } from '../../src/components/layout/sidebar-icons';

/** The spec's route list, word for word (TanStack writes `{slug}` as `$slug`; canonical paths drop the trailing slash). */
const SPEC_PUBLIC =
  '/ ; /about ; /api-reference ; /careers ; /community ; /contact ; /contact-sales ; /documentation ; /help-center ; /integrations ; /quote-submitted ; /blog/ ; /blog/{slug} ; /legal/ ; /legal/{slug}';
const SPEC_AUTH = [
  '/auth/login',
  '/auth/login-success',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/verify-email',
  '/auth/complete-profile',
  '/auth/reset-password',
  '/auth/setup-password',
  '/auth/verify-otp',
  '/auth/email-sent',
];
const SPEC_DASHBOARD =
  '/dashboard/ ; /dashboard/account/ ; /dashboard/billing/ ; /dashboard/billing/success ; /dashboard/blog-admin/ ; /dashboard/blog-admin/create ; /dashboard/blog-admin/edit/{id} ; /dashboard/customers/ ; /dashboard/customers/{id}/edit ; /dashboard/db-vehicles/ ; /dashboard/dealers/ ; /dashboard/deals/ ; /dashboard/favorites/ ; /dashboard/inventory/ ; /dashboard/inventory/{id}/ ; /dashboard/leads/ ; /dashboard/messages/ ; /dashboard/notifications/ ; /dashboard/reports/ ; /dashboard/settings/ ; /dashboard/vehicles/';
const SPEC_DUPLICATES = [
  'dashboard',
  'account',
  'billing',
  'billing/success',
  'messages',
  'notifications',
  'settings',
].map((p) => `/dashboard/dashboard${p === 'dashboard' ? '' : `/${p}`}`);

const canonical = (specPath: string) => {
  const p = specPath.trim().replace(/\{(\w+)\}/g, '$$$1');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
};
const split = (list: string) => list.split(';').map(canonical);

describe('route registry', () => {
  const paths = routes.map((r) => r.path);

  it('declares every route of the spec (areas may add their own, e.g. an edit page)', () => {
    const expected = [...split(SPEC_PUBLIC), ...SPEC_AUTH, ...split(SPEC_DASHBOARD), ...SPEC_DUPLICATES];
    expect(expected).toHaveLength(15 + 10 + 21 + 7);
    expect(expected.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses kebab-case ids and canonical paths without trailing slashes', () => {
    for (const r of routes) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (r.path !== '/') expect(r.path.endsWith('/')).toBe(false);
    }
  });

  it('puts each route in the layout its path belongs to', () => {
    for (const r of routes) expect(layoutForPath(r.path), r.id).toBe(r.layout);
  });

  it("applies the spec's header rule from each entry's own `header`: hidden on auth, dashboard, /contact-sales and /quote-submitted", () => {
    const hidden = screenRoutes.filter((r) => !r.header).map((r) => r.id);
    const authAndDashboard = screenRoutes.filter((r) => r.layout !== 'public').map((r) => r.id);
    expect([...hidden].sort()).toEqual([...authAndDashboard, 'contact-sales', 'quote-submitted'].sort());
    for (const r of screenRoutes) expect(showsSiteHeader(r.path), r.id).toBe(r.header);
    // The spec's 14 public pages with the header, and a dealer's public page (issue 11 › Dealers).
    expect(screenRoutes.filter((r) => r.layout === 'public' && showsSiteHeader(r.path))).toHaveLength(15);
    expect(showsSiteHeader('/authors')).toBe(true);
    expect(showsSiteHeader('/auth/unknown')).toBe(false);
    expect(showsSiteHeader('/dashboard/whatever')).toBe(false);
    expect(showsSiteHeader('/no-such-page')).toBe(true);
  });

  it('compiles and matches paths once for everyone (params decoded, one segment each)', () => {
    expect(matchRoute('/blog/hello%20world')).toMatchObject({
      route: { id: 'blog-post' },
      params: { slug: 'hello world' },
    });
    expect(matchRoute('/dashboard/customers/c1/edit')?.route.id).toBe('customer-edit');
    expect(matchRoute('/blog/a/b')).toBeUndefined();
    expect(matchRoute('/dashboard/dashboard/billing')?.route.id).toBe('dup-billing');
    expect(compilePath('/legal/$slug').params).toEqual(['slug']);
    expect(buildPath('/dashboard/inventory/$id', { id: 'a/b' })).toBe('/dashboard/inventory/a%2Fb');
    expect(() => buildPath('/dashboard/inventory/$id')).toThrow(/needs "id"/);
  });

  it('titles come from the constructors: "<title> — Lotline", the home page whole', () => {
    expect(routeById['contact'].title).toBe('Contact — Lotline');
    expect(routeById['home'].title).toBe('Lotline — Post. Respond. Sell.');
    for (const r of screenRoutes) expect(r.title, r.id).toMatch(/Lotline/);
  });

  it('marks screens not built yet as coming soon, with what they will do', () => {
    for (const r of screenRoutes) {
      // Read through the entry type: once every screen is built, no route's literal type has it.
      const comingSoon = (r as unknown as { comingSoon?: string }).comingSoon;
      if (!comingSoon) continue;
      expect(comingSoon.length, r.id).toBeGreaterThan(20);
      expect(r.states, r.id).toBe('page');
    }
    expect(STORY_STATES.form).toEqual(['Idle', 'Invalid', 'Submitting', 'ServerError', 'Done']);
  });

  it('redirects the whole duplicate tree to existing canonical routes', () => {
    expect(redirectRoutes).toHaveLength(7);
    for (const r of redirectRoutes) {
      if (r.kind !== 'redirect') throw new Error('not a redirect');
      const target = screenRoutes.find((s) => s.id === r.to);
      expect(target, r.id).toBeDefined();
      expect(r.path.replace('/dashboard/dashboard', '/dashboard')).toBe(target!.path);
    }
  });

  it('gives every screen a title and a description for the document head', () => {
    for (const r of screenRoutes) {
      expect(r.title.length, r.id).toBeGreaterThan(3);
      expect(r.description.length, r.id).toBeGreaterThan(10);
    }
  });

  it('admits blog admin to platform admins only (our deliberate difference from the spec)', () => {
    for (const id of ['blog-admin', 'blog-admin-create', 'blog-admin-edit'] as const) {
      expect(routeById[id].access).toEqual({ kind: 'roles', roles: ['admin'] });
    }
  });

  it('follows DOMAIN.md for who may open what', () => {
    expect(routeById['inventory'].access).toEqual({ kind: 'roles', roles: ['owner', 'manager', 'sales'] });
    expect(routeById['billing'].access).toEqual({ kind: 'roles', roles: ['owner', 'manager'] });
    expect(routeById['vehicles'].access).toEqual({ kind: 'signed-in' });
    expect(routeById['home'].access).toEqual({ kind: 'anyone' });
    expect(canOpen(routeById['billing'].access, { roles: ['sales'] })).toBe(false);
    expect(canOpen(routeById['billing'].access, { roles: ['owner'] })).toBe(true);
    expect(canOpen(routeById['dashboard'].access, null)).toBe(false);
  });
});

describe('menus generated from the registry', () => {
  it('builds the header menus of the spec', () => {
    expect(headerLinks('main').map((l) => l.label)).toEqual(['Home']);
    expect(HOME_ANCHORS.map((a) => [a.label, a.hash])).toEqual([
      ['Features', 'features'],
      ['Pricing', 'pricing'],
    ]);
    expect(headerLinks('company').map((l) => [l.label, l.path])).toEqual([
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(headerLinks('resources').map((l) => [l.label, l.path])).toEqual([
      ['Documentation', '/documentation'],
      ['API Reference', '/api-reference'],
      ['Help Center', '/help-center'],
      ['Community', '/community'],
    ]);
    expect(HEADER_GROUPS.more.heading).toBe('Product');
    expect(headerLinks('more').map((l) => [l.label, l.path])).toEqual([
      ['Integrations', '/integrations'],
      ['Legal', '/legal'],
    ]);
  });

  it('fills every footer group', () => {
    for (const group of ['Product', 'Company', 'Resources', 'Legal'] as const)
      expect(footerLinks(group).length).toBeGreaterThan(0);
  });

  it('links Features, Pricing, Privacy and Terms from the footer, to pages that exist', async () => {
    const { legal } = await import('../../src/content/legal');
    const product = footerLinks('Product');
    expect(product.slice(0, 2)).toEqual([
      expect.objectContaining({ label: 'Features', path: '/', hash: 'features' }),
      expect.objectContaining({ label: 'Pricing', path: '/', hash: 'pricing' }),
    ]);
    const legalLinks = footerLinks('Legal');
    expect(legalLinks.map((l) => l.label)).toEqual(['Legal', 'Privacy', 'Terms']);
    const slugs = legal.entries.map((e) => e.slug);
    for (const link of legalLinks.filter((l) => l.params)) expect(slugs).toContain(link.params?.slug);
    // Keys are unique, so React renders each link once.
    const keys = (['Product', 'Company', 'Resources', 'Legal'] as const).flatMap((g) =>
      footerLinks(g).map((l) => l.key),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('filters the sidebar by role and maps every icon', () => {
    const labels = (roles: Parameters<typeof sidebarLinks>[1]) =>
      SIDEBAR_GROUPS.flatMap((g) => sidebarLinks(g, roles).map((l) => l.label));
    const shopper = labels({ roles: [] });
    expect(shopper).toContain('Vehicles');
    expect(shopper).not.toContain('Inventory');
    expect(shopper).not.toContain('Billing');
    expect(labels({ roles: ['sales'] })).toContain('Inventory');
    expect(labels({ roles: ['sales'] })).not.toContain('Billing');
    expect(labels({ roles: ['owner'] })).toContain('Billing');
    expect(labels({ roles: ['owner'] })).not.toContain('Blog admin');
    expect(labels({ roles: ['admin'] })).toContain('Blog admin');
    for (const r of screenRoutes) {
      if ('sidebar' in r.menus) expect(SIDEBAR_ICONS[r.menus.sidebar.icon], r.id).toBeDefined();
    }
  });

  it("gives a shopper a shopper's sidebar: no dealer headings, no dealer tools", () => {
    const sections = sidebarSections({ roles: [] });
    expect(sections.map((s) => s.group)).toEqual(['Browse', 'Inbox', 'Account']);
    const labels = sections.flatMap((s) => s.links.map((l) => l.label));
    expect(labels).toEqual(['Vehicles', 'Favorites', 'Dealers', 'Messages', 'Notifications', 'Account', 'Settings']);
    // Dealer staff keep the dealer loop's headings.
    expect(sidebarSections({ roles: ['sales'] }).map((s) => s.group)).toEqual([
      'Overview',
      'Post',
      'Respond',
      'Sell',
      'Manage',
    ]);
    // Every shopper placement is a route a shopper may open.
    for (const r of screenRoutes) {
      if ('sidebar' in r.menus && 'shopper' in r.menus.sidebar) expect(r.access.kind, r.id).not.toBe('roles');
    }
  });
});

describe('route loaders', () => {
  it('every src/screens/<id>.loader.ts belongs to a screen and is wired into the generated tree', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..');
    const loaders = readdirSync(join(root, 'src/screens')).filter((f) => f.endsWith('.loader.ts'));
    expect(loaders.length).toBeGreaterThan(0);
    const tree = readFileSync(join(root, 'src/app/route-tree.gen.ts'), 'utf8');
    for (const file of loaders) {
      const id = file.replace(/\.loader\.ts$/, '');
      expect(
        screenRoutes.some((r) => r.id === id),
        file,
      ).toBe(true);
      expect(tree, file).toContain(`import('../screens/${id}.loader')`);
    }
  });

  it("a detail page's loader fills the cache its screen reads, with the same query key", async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { load } = await import('../../src/screens/blog-post.loader');
    const { marketingQueries } = await import('../../src/features/marketing/queries');
    const post = { slug: 'hello', title: 'Hello' };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(post), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const queryClient = new QueryClient();
      await load({ context: { queryClient, getViewer: async () => null }, params: { slug: 'hello' }, search: {} });
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/blog/hello');
      expect(queryClient.getQueryData(marketingQueries.blogPost('hello').queryKey)).toEqual(post);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the leads loader fills the list and the assignable people the screen reads (no re-render of the list when they arrive)', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { load } = await import('../../src/screens/leads.loader');
    const { leadQueries } = await import('../../src/features/leads/queries');
    const page = { items: [], total: 0, page: 1, pageSize: 50 };
    const members = [{ id: 'u1', name: 'Jordan Kim' }];
    const fetchMock = vi.fn(async (url: unknown) => {
      const body = String(url).includes('/api/leads/assignees') ? { members } : page;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const queryClient = new QueryClient();
      await load({ context: { queryClient, getViewer: async () => null }, params: {}, search: {} as never });
      expect(queryClient.getQueryData(leadQueries.list({}).queryKey)).toEqual(page);
      expect(queryClient.getQueryData(leadQueries.assignees().queryKey)).toEqual(members);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
