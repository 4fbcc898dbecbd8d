/**
 * The route registry: one typed entry per route of the spec. The router tree, the header menus,
 * the footer, the dashboard sidebar, the sitemap and the story checklist are all derived from it.
 *
 * Data only — it imports nothing but zod and shared constants, so the server, the generator,
 * Storybook and the tests can read it without pulling in React.
 */
import { z } from 'zod';
import type { Role } from '../src/shared/constants';
import { noSearch, page, relativePath, text } from './search';

export type LayoutKind = 'public' | 'auth' | 'dashboard';

/** Who may open a route. The API enforces the same rule; the UI only mirrors it. */
export type Access =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export type HeaderGroup = 'main' | 'company' | 'resources' | 'more';
export type SidebarGroup = 'Overview' | 'Post' | 'Respond' | 'Sell' | 'Manage' | 'Admin';
export type FooterGroup = 'Product' | 'Company' | 'Resources' | 'Legal';

export interface Menus {
  readonly header?: { readonly group: HeaderGroup; readonly label: string; readonly order: number };
  readonly sidebar?: {
    readonly group: SidebarGroup;
    readonly label: string;
    /** A lucide icon name; src/components/layout maps names to components. */
    readonly icon: string;
    readonly order: number;
  };
  readonly footer?: { readonly group: FooterGroup; readonly label: string; readonly order: number };
}

interface BaseEntry {
  readonly id: string;
  /** TanStack path syntax: `$slug` is the spec's `{slug}`. Canonical paths have no trailing slash. */
  readonly path: string;
  readonly layout: LayoutKind;
  readonly search: z.ZodObject;
}

export interface ScreenEntry extends BaseEntry {
  readonly kind: 'screen';
  readonly title: string;
  readonly description: string;
  readonly access: Access;
  readonly menus: Menus;
  /** The route renders its own error screen instead of the root one. */
  readonly ownErrorScreen?: boolean;
}

export interface RedirectEntry extends BaseEntry {
  readonly kind: 'redirect';
  /** Canonical route id; search and hash are kept and history is replaced. */
  readonly to: string;
}

export type RouteEntry = ScreenEntry | RedirectEntry;

const anyone = { kind: 'anyone' } as const;
const signedIn = { kind: 'signed-in' } as const;
const dealerStaff = { kind: 'roles', roles: ['owner', 'manager', 'sales'] } as const;
const ownerManager = { kind: 'roles', roles: ['owner', 'manager'] } as const;
const admins = { kind: 'roles', roles: ['admin'] } as const;

const publicRoutes = [
  {
    id: 'home',
    path: '/',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Lotline — Post. Respond. Sell.',
    description:
      'Lotline is the dealer platform for independent and franchise dealers: post vehicles VIN-first, respond to shoppers fast, and sell with a clear pipeline.',
    access: anyone,
    menus: { header: { group: 'main', label: 'Home', order: 1 } },
  },
  {
    id: 'about',
    path: '/about',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'About Us — Lotline',
    description: 'Who builds Lotline and why: software that helps car dealers post, respond and sell.',
    access: anyone,
    menus: {
      header: { group: 'company', label: 'About Us', order: 1 },
      footer: { group: 'Company', label: 'About Us', order: 1 },
    },
  },
  {
    id: 'api-reference',
    path: '/api-reference',
    kind: 'screen',
    layout: 'public',
    search: z.object({ tag: text(80) }),
    title: 'API Reference — Lotline',
    description:
      'Every Lotline API endpoint, its parameters, request and response schemas, generated from the live OpenAPI document.',
    access: anyone,
    menus: {
      header: { group: 'resources', label: 'API Reference', order: 2 },
      footer: { group: 'Resources', label: 'API Reference', order: 2 },
    },
  },
  {
    id: 'careers',
    path: '/careers',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Careers — Lotline',
    description: 'Open roles at Lotline and how to apply.',
    access: anyone,
    menus: { footer: { group: 'Company', label: 'Careers', order: 3 } },
  },
  {
    id: 'community',
    path: '/community',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Community — Lotline',
    description: 'Meet other dealers using Lotline: forums, events and office hours.',
    access: anyone,
    menus: {
      header: { group: 'resources', label: 'Community', order: 4 },
      footer: { group: 'Resources', label: 'Community', order: 4 },
    },
  },
  {
    id: 'contact',
    path: '/contact',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Contact — Lotline',
    description: 'Questions about Lotline? Send us a message and we will get back to you within one business day.',
    access: anyone,
    menus: {
      header: { group: 'company', label: 'Contact', order: 3 },
      footer: { group: 'Company', label: 'Contact', order: 4 },
    },
  },
  {
    id: 'contact-sales',
    path: '/contact-sales',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Contact Sales — Lotline',
    description: 'Tell us about your dealership and get a quote for Lotline.',
    access: anyone,
    menus: { footer: { group: 'Company', label: 'Contact Sales', order: 5 } },
  },
  {
    id: 'documentation',
    path: '/documentation',
    kind: 'screen',
    layout: 'public',
    search: z.object({ q: text(100), guide: text(80) }),
    title: 'Documentation — Lotline',
    description: 'Guides for every area of the Lotline dashboard.',
    access: anyone,
    menus: {
      header: { group: 'resources', label: 'Documentation', order: 1 },
      footer: { group: 'Resources', label: 'Documentation', order: 1 },
    },
  },
  {
    id: 'help-center',
    path: '/help-center',
    kind: 'screen',
    layout: 'public',
    search: z.object({ q: text(100), category: text(80) }),
    title: 'Help Center — Lotline',
    description: 'Answers to common questions about Lotline, by category.',
    access: anyone,
    menus: {
      header: { group: 'resources', label: 'Help Center', order: 3 },
      footer: { group: 'Resources', label: 'Help Center', order: 3 },
    },
  },
  {
    id: 'integrations',
    path: '/integrations',
    kind: 'screen',
    layout: 'public',
    search: z.object({ q: text(100), category: text(80) }),
    title: 'Integrations — Lotline',
    description: 'Connect Lotline to listing sites, lenders, accounting and more.',
    access: anyone,
    menus: {
      header: { group: 'more', label: 'Integrations', order: 1 },
      footer: { group: 'Product', label: 'Integrations', order: 1 },
    },
  },
  {
    id: 'quote-submitted',
    path: '/quote-submitted',
    kind: 'screen',
    layout: 'public',
    search: z.object({ ref: text(20) }),
    title: 'Quote Request Received — Lotline',
    description: 'We have your quote request. Here is what happens next.',
    access: anyone,
    menus: {},
  },
  {
    id: 'blog',
    path: '/blog',
    kind: 'screen',
    layout: 'public',
    search: z.object({ page: page(), tag: text(60) }),
    title: 'Blog — Lotline',
    description: 'Practical articles for car dealers: inventory, leads, pricing and selling.',
    access: anyone,
    menus: {
      header: { group: 'company', label: 'Blog', order: 2 },
      footer: { group: 'Company', label: 'Blog', order: 2 },
    },
  },
  {
    id: 'blog-post',
    path: '/blog/$slug',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Blog — Lotline',
    description: 'An article from the Lotline blog.',
    access: anyone,
    menus: {},
  },
  {
    id: 'legal',
    path: '/legal',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Legal — Lotline',
    description: 'Lotline legal documents: privacy policy, terms of service, cookie policy and acceptable use.',
    access: anyone,
    menus: {
      header: { group: 'more', label: 'Legal', order: 2 },
      footer: { group: 'Legal', label: 'Legal', order: 1 },
    },
  },
  {
    id: 'legal-document',
    path: '/legal/$slug',
    kind: 'screen',
    layout: 'public',
    search: noSearch(),
    title: 'Legal — Lotline',
    description: 'A Lotline legal document.',
    access: anyone,
    menus: {},
  },
] as const satisfies readonly ScreenEntry[];

const authRoutes = [
  {
    id: 'login',
    path: '/auth/login',
    kind: 'screen',
    layout: 'auth',
    search: z.object({ redirect: relativePath() }),
    title: 'Sign in — Lotline',
    description: 'Sign in to your Lotline account.',
    access: anyone,
    menus: {},
  },
  {
    id: 'login-success',
    path: '/auth/login-success',
    kind: 'screen',
    layout: 'auth',
    search: z.object({ redirect: relativePath() }),
    title: 'Signed in — Lotline',
    description: 'You are signed in to Lotline.',
    access: anyone,
    menus: {},
  },
  {
    id: 'register',
    path: '/auth/register',
    kind: 'screen',
    layout: 'auth',
    search: noSearch(),
    title: 'Create your account — Lotline',
    description: 'Create a Lotline account.',
    access: anyone,
    menus: {},
  },
  {
    id: 'forgot-password',
    path: '/auth/forgot-password',
    kind: 'screen',
    layout: 'auth',
    search: noSearch(),
    title: 'Forgot password — Lotline',
    description: 'Reset your Lotline password.',
    access: anyone,
    menus: {},
  },
  {
    id: 'verify-email',
    path: '/auth/verify-email',
    kind: 'screen',
    layout: 'auth',
    search: z.object({ email: text(254) }),
    title: 'Verify your email — Lotline',
    description: 'Verify your email address to continue.',
    access: anyone,
    menus: {},
  },
  {
    id: 'complete-profile',
    path: '/auth/complete-profile',
    kind: 'screen',
    layout: 'auth',
    search: noSearch(),
    title: 'Complete your profile — Lotline',
    description: 'Tell us whether you are shopping or selling.',
    access: signedIn,
    menus: {},
  },
  {
    id: 'reset-password',
    path: '/auth/reset-password',
    kind: 'screen',
    layout: 'auth',
    search: z.object({ token: text(512) }),
    title: 'Choose a new password — Lotline',
    description: 'Choose a new password for your Lotline account.',
    access: anyone,
    menus: {},
  },
  {
    id: 'setup-password',
    path: '/auth/setup-password',
    kind: 'screen',
    layout: 'auth',
    search: z.object({ token: text(512) }),
    title: 'Set up your password — Lotline',
    description: 'Set a password to join your dealership on Lotline.',
    access: anyone,
    menus: {},
  },
  {
    id: 'verify-otp',
    path: '/auth/verify-otp',
    kind: 'screen',
    layout: 'auth',
    search: z.object({ email: text(254), firstName: text(100), lastName: text(100), username: text(30) }),
    title: 'Enter your code — Lotline',
    description: 'Enter the 6-digit code we emailed you.',
    access: anyone,
    menus: {},
  },
  {
    id: 'email-sent',
    path: '/auth/email-sent',
    kind: 'screen',
    layout: 'auth',
    search: z.object({ email: text(254), username: text(30) }),
    title: 'Check your email — Lotline',
    description: 'We sent you a link to reset your password.',
    access: anyone,
    menus: {},
  },
] as const satisfies readonly ScreenEntry[];

const dashboardRoutes = [
  {
    id: 'dashboard',
    path: '/dashboard',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Dashboard — Lotline',
    description: 'Your Lotline overview.',
    access: signedIn,
    menus: { sidebar: { group: 'Overview', label: 'Dashboard', icon: 'layout-dashboard', order: 1 } },
  },
  {
    id: 'inventory',
    path: '/dashboard/inventory',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ q: text(100), status: text(20), page: page() }),
    title: 'Inventory — Lotline',
    description: "Your dealership's stock.",
    access: dealerStaff,
    menus: { sidebar: { group: 'Post', label: 'Inventory', icon: 'warehouse', order: 1 } },
  },
  {
    id: 'inventory-detail',
    path: '/dashboard/inventory/$id',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Vehicle — Lotline',
    description: 'A vehicle in your inventory.',
    access: dealerStaff,
    menus: {},
  },
  {
    id: 'vehicles',
    path: '/dashboard/vehicles',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ q: text(100), page: page() }),
    title: 'Vehicles — Lotline',
    description: 'Listed vehicles from every dealer.',
    access: signedIn,
    menus: { sidebar: { group: 'Post', label: 'Vehicles', icon: 'car', order: 2 } },
  },
  {
    id: 'db-vehicles',
    path: '/dashboard/db-vehicles',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ q: text(100), vin: text(17) }),
    title: 'Vehicle Database — Lotline',
    description: 'Makes, models, years, manufacturer codes and a VIN breakdown tool.',
    access: signedIn,
    menus: { sidebar: { group: 'Post', label: 'Vehicle Database', icon: 'database', order: 3 } },
  },
  {
    id: 'leads',
    path: '/dashboard/leads',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ q: text(100), view: z.enum(['mine', 'all']).default('mine').catch('mine'), page: page() }),
    title: 'Leads — Lotline',
    description: 'Shoppers who reached out, and where each one stands.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Respond', label: 'Leads', icon: 'inbox', order: 1 } },
  },
  {
    id: 'messages',
    path: '/dashboard/messages',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Messages — Lotline',
    description: 'Conversations between shoppers and dealers.',
    access: signedIn,
    menus: { sidebar: { group: 'Respond', label: 'Messages', icon: 'message-square', order: 2 } },
  },
  {
    id: 'customers',
    path: '/dashboard/customers',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ q: text(100), page: page() }),
    title: 'Customers — Lotline',
    description: "Your dealership's contacts.",
    access: dealerStaff,
    menus: { sidebar: { group: 'Respond', label: 'Customers', icon: 'users', order: 3 } },
  },
  {
    id: 'customer-edit',
    path: '/dashboard/customers/$id/edit',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Edit customer — Lotline',
    description: 'Edit a customer.',
    access: dealerStaff,
    menus: {},
  },
  {
    id: 'favorites',
    path: '/dashboard/favorites',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Favorites — Lotline',
    description: 'Vehicles you saved.',
    access: signedIn,
    menus: { sidebar: { group: 'Respond', label: 'Favorites', icon: 'heart', order: 4 } },
  },
  {
    id: 'notifications',
    path: '/dashboard/notifications',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Notifications — Lotline',
    description: 'What happened while you were away.',
    access: signedIn,
    menus: { sidebar: { group: 'Respond', label: 'Notifications', icon: 'bell', order: 5 } },
  },
  {
    id: 'deals',
    path: '/dashboard/deals',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ view: z.enum(['board', 'list']).default('board').catch('board') }),
    title: 'Deals — Lotline',
    description: 'Your deal pipeline.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Sell', label: 'Deals', icon: 'handshake', order: 1 } },
  },
  {
    id: 'reports',
    path: '/dashboard/reports',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ from: text(10), to: text(10) }),
    title: 'Reports — Lotline',
    description: 'Units sold, gross, days to sell and lead response.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Sell', label: 'Reports', icon: 'chart-column', order: 2 } },
  },
  {
    id: 'dealers',
    path: '/dashboard/dealers',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ q: text(100), page: page() }),
    title: 'Dealers — Lotline',
    description: 'The directory of dealerships on Lotline.',
    access: signedIn,
    menus: { sidebar: { group: 'Sell', label: 'Dealers', icon: 'store', order: 3 } },
    ownErrorScreen: true,
  },
  {
    id: 'billing',
    path: '/dashboard/billing',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Billing — Lotline',
    description: 'Your plan, usage and invoices.',
    access: ownerManager,
    menus: { sidebar: { group: 'Manage', label: 'Billing', icon: 'credit-card', order: 1 } },
  },
  {
    id: 'billing-success',
    path: '/dashboard/billing/success',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Plan updated — Lotline',
    description: 'Your plan change is confirmed.',
    access: ownerManager,
    menus: {},
  },
  {
    id: 'account',
    path: '/dashboard/account',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Account — Lotline',
    description: 'Your profile, email, password and sessions.',
    access: signedIn,
    menus: { sidebar: { group: 'Manage', label: 'Account', icon: 'user-round', order: 2 } },
  },
  {
    id: 'settings',
    path: '/dashboard/settings',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Settings — Lotline',
    description: 'Dealership and personal settings.',
    access: signedIn,
    menus: { sidebar: { group: 'Manage', label: 'Settings', icon: 'settings', order: 3 } },
  },
  {
    id: 'blog-admin',
    path: '/dashboard/blog-admin',
    kind: 'screen',
    layout: 'dashboard',
    search: z.object({ page: page() }),
    title: 'Blog admin — Lotline',
    description: 'Write and publish blog posts.',
    access: admins,
    menus: { sidebar: { group: 'Admin', label: 'Blog admin', icon: 'newspaper', order: 1 } },
  },
  {
    id: 'blog-admin-create',
    path: '/dashboard/blog-admin/create',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'New post — Lotline',
    description: 'Write a new blog post.',
    access: admins,
    menus: {},
  },
  {
    id: 'blog-admin-edit',
    path: '/dashboard/blog-admin/edit/$id',
    kind: 'screen',
    layout: 'dashboard',
    search: noSearch(),
    title: 'Edit post — Lotline',
    description: 'Edit a blog post.',
    access: admins,
    menus: {},
  },
] as const satisfies readonly ScreenEntry[];

/** The spec's duplicate tree under /dashboard/dashboard: each entry redirects to its canonical route. */
const duplicateRoutes = [
  { id: 'dup-dashboard', path: '/dashboard/dashboard', to: 'dashboard' },
  { id: 'dup-account', path: '/dashboard/dashboard/account', to: 'account' },
  { id: 'dup-billing', path: '/dashboard/dashboard/billing', to: 'billing' },
  { id: 'dup-billing-success', path: '/dashboard/dashboard/billing/success', to: 'billing-success' },
  { id: 'dup-messages', path: '/dashboard/dashboard/messages', to: 'messages' },
  { id: 'dup-notifications', path: '/dashboard/dashboard/notifications', to: 'notifications' },
  { id: 'dup-settings', path: '/dashboard/dashboard/settings', to: 'settings' },
].map((r) => ({ ...r, kind: 'redirect' as const, layout: 'dashboard' as const, search: z.object({}).loose() }));

export const screenRoutes = [...publicRoutes, ...authRoutes, ...dashboardRoutes] as const;
export type ScreenRoute = (typeof screenRoutes)[number];
export type ScreenId = ScreenRoute['id'];
export type ScreenPath = ScreenRoute['path'];

export const redirectRoutes: readonly RedirectEntry[] = duplicateRoutes;

export const routes: readonly RouteEntry[] = [...screenRoutes, ...redirectRoutes];

export const routeById = Object.fromEntries(screenRoutes.map((r) => [r.id, r])) as {
  readonly [K in ScreenId]: Extract<ScreenRoute, { id: K }>;
};
