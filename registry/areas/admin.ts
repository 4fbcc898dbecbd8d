/** Platform admins: dealers and the blog (DOMAIN.md › Areas). */
import { z } from 'zod/mini';
import { admins, dashboardScreen, publicScreen, signedIn } from '../define';
import { DEALER_FILTERS } from '../../src/shared/dealer-filters';
import { choice, page, text } from '../search';
import { BLOG_STATUSES } from '../../src/shared/blog-statuses';

export const adminRoutes = [
  dashboardScreen({
    id: 'dealers',
    path: '/dashboard/dealers',
    search: z.object({ q: text(100), page: page(), filter: choice(DEALER_FILTERS, 'all') }),
    title: 'Dealers',
    description: 'The directory of dealerships on Lotline.',
    access: signedIn,
    menus: {
      sidebar: { group: 'Sell', label: 'Dealers', icon: 'store', order: 3, shopper: { group: 'Browse', order: 3 } },
    },
    ownErrorScreen: true,
    states: 'data',
  }),
  publicScreen({
    id: 'dealer-profile',
    path: '/dealers/$slug',
    search: z.object({ page: page() }),
    title: 'Dealer',
    description: 'A dealership on Lotline: its profile, opening hours, rating and listed vehicles.',
    states: 'detail',
  }),
  dashboardScreen({
    id: 'blog-admin',
    path: '/dashboard/blog-admin',
    search: z.object({
      q: text(100),
      status: choice(['', ...BLOG_STATUSES], ''),
      page: page(),
    }),
    title: 'Blog admin',
    description: 'Write, schedule and publish posts for the public blog.',
    access: admins,
    menus: { sidebar: { group: 'Admin', label: 'Blog admin', icon: 'newspaper', order: 1 } },
    states: 'data',
  }),
  dashboardScreen({
    id: 'blog-admin-create',
    path: '/dashboard/blog-admin/create',
    title: 'New post',
    description: 'Write a new blog post.',
    access: admins,
    states: 'form',
  }),
  dashboardScreen({
    id: 'blog-admin-edit',
    path: '/dashboard/blog-admin/edit/$id',
    title: 'Edit post',
    description: 'Edit a blog post.',
    access: admins,
    states: 'form',
  }),
] as const;
