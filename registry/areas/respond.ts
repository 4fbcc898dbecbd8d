/** Respond: leads, messages, customers and notifications (DOMAIN.md › Areas). */
import { z } from 'zod';
import { dashboardScreen, dealerStaff, signedIn } from '../define';
import { page, text } from '../search';

export const respondRoutes = [
  dashboardScreen({
    id: 'leads',
    path: '/dashboard/leads',
    search: z.object({ q: text(100), view: z.enum(['mine', 'all']).default('mine').catch('mine'), page: page() }),
    title: 'Leads',
    description: 'Shoppers who reached out, and where each one stands.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Respond', label: 'Leads', icon: 'inbox', order: 1 } },
    comingSoon: 'Every shopper who reached out, with status, assignee, follow-ups, response timers and a timeline.',
  }),
  dashboardScreen({
    id: 'messages',
    path: '/dashboard/messages',
    // The open conversation (c) is in the URL, so a notification or a lead can link straight to it.
    search: z.object({
      c: text(100),
      filter: z.enum(['all', 'unread']).default('all').catch('all'),
      view: z.enum(['all', 'mine']).default('all').catch('all'),
      q: text(100),
    }),
    title: 'Messages',
    description: 'Conversations between shoppers and dealers.',
    access: signedIn,
    menus: {
      sidebar: {
        group: 'Respond',
        label: 'Messages',
        icon: 'message-square',
        order: 2,
        shopper: { group: 'Inbox', order: 1 },
      },
    },
    states: 'data',
  }),
  dashboardScreen({
    id: 'customers',
    path: '/dashboard/customers',
    search: z.object({ q: text(100), page: page() }),
    title: 'Customers',
    description: "Your dealership's contacts.",
    access: dealerStaff,
    menus: { sidebar: { group: 'Respond', label: 'Customers', icon: 'users', order: 3 } },
    comingSoon: "Your dealership's contacts, matched by email so a returning shopper stays one customer.",
  }),
  dashboardScreen({
    id: 'customer-edit',
    path: '/dashboard/customers/$id/edit',
    title: 'Edit customer',
    description: 'Edit a customer.',
    access: dealerStaff,
    comingSoon: "A customer's details, with their leads, conversations and deals.",
  }),
  dashboardScreen({
    id: 'notifications',
    path: '/dashboard/notifications',
    search: z.object({ filter: z.enum(['all', 'unread']).default('all').catch('all'), page: page() }),
    title: 'Notifications',
    description: 'What happened while you were away.',
    access: signedIn,
    menus: {
      sidebar: {
        group: 'Respond',
        label: 'Notifications',
        icon: 'bell',
        order: 5,
        shopper: { group: 'Inbox', order: 2 },
      },
    },
    states: 'data',
  }),
] as const;
