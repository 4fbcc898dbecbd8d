/** Running the dealership and the account: billing, account, settings (DOMAIN.md › Areas). */
import { z } from 'zod/mini';
import { dashboardScreen, ownerManager, signedIn } from '../define';
import { text } from '../search';

export const manageRoutes = [
  dashboardScreen({
    id: 'billing',
    path: '/dashboard/billing',
    // The built-in test checkout opens over the page while ?checkout=<id> is in the URL.
    search: z.object({ checkout: text(100) }),
    title: 'Billing',
    description: 'Your plan, usage and invoices.',
    access: ownerManager,
    menus: { sidebar: { group: 'Manage', label: 'Billing', icon: 'credit-card', order: 1 } },
    states: 'data',
  }),
  dashboardScreen({
    id: 'billing-success',
    path: '/dashboard/billing/success',
    // The checkout that changed the plan (Stripe's success URL and the test checkout both send it).
    search: z.object({ checkout: text(100) }),
    title: 'Plan updated',
    description: 'Your plan change is confirmed.',
    access: ownerManager,
    states: 'detail',
  }),
  dashboardScreen({
    id: 'account',
    path: '/dashboard/account',
    title: 'Account',
    description: 'Your profile, email, password and sessions.',
    access: signedIn,
    // Forms throughout (profile, email, password, delete); its stories also cover sessions and delete confirm.
    states: 'form',
    menus: {
      sidebar: {
        group: 'Manage',
        label: 'Account',
        icon: 'user-round',
        order: 2,
        shopper: { group: 'Account', order: 1 },
      },
    },
  }),
  dashboardScreen({
    id: 'settings',
    path: '/dashboard/settings',
    title: 'Settings',
    description: 'Dealership and personal settings.',
    access: signedIn,
    // The dealership's sections load from the API (owners and managers); the personal part is for everyone.
    states: 'data',
    menus: {
      sidebar: {
        group: 'Manage',
        label: 'Settings',
        icon: 'settings',
        order: 3,
        shopper: { group: 'Account', order: 2 },
      },
    },
  }),
] as const;
