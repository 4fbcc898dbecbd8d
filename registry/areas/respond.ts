/** Respond: leads, messages, customers and notifications (DOMAIN.md › Areas). */
import { z } from 'zod/mini';
import { dashboardScreen, dealerStaff, signedIn } from '../define';
import { choice, flagParam, page, text, textParam } from '../search';
import { TAG_MAX } from '../../src/shared/respond-vocabularies';
import { CustomerQuerySchema } from '../../src/shared/schemas/customer-queries';
import { LeadQuerySchema } from '../../src/shared/schemas/lead-queries';
import { lenientSearch } from '../../src/shared/schemas/query-fields';

const leadsSearch = z.extend(lenientSearch(LeadQuerySchema), {
  q: textParam(100),
  open: flagParam(),
  overdue: flagParam(),
  assignee: textParam(100),
  vehicleId: textParam(100),
  customerId: textParam(100),
  lead: textParam(100),
});

export const respondRoutes = [
  dashboardScreen({
    id: 'leads',
    path: '/dashboard/leads',
    // The API's own query schema, lenient: a copied URL shows the same leads, a mangled one falls back.
    // `lead` is how notifications link a lead (?lead=…): the screen sends it on to the lead's own page.
    search: leadsSearch,
    title: 'Leads',
    description: 'Shoppers who reached out, and where each one stands.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Respond', label: 'Leads', icon: 'inbox', order: 1 } },
    states: 'data',
  }),
  dashboardScreen({
    id: 'lead-detail',
    path: '/dashboard/leads/$id',
    title: 'Lead',
    description: 'A lead: status, assignee, follow-up, response timer and its timeline.',
    access: dealerStaff,
    states: 'detail',
  }),
  dashboardScreen({
    id: 'messages',
    path: '/dashboard/messages',
    // The open conversation (c) is in the URL, so a notification or a lead can link straight to it.
    search: z.object({
      c: text(100),
      filter: choice(['all', 'unread'], 'all'),
      view: choice(['all', 'mine'], 'all'),
      q: text(100),
      page: page(),
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
    // The API's own query schema, lenient: a copied URL (or the export of it) shows the same customers.
    search: z.extend(lenientSearch(CustomerQuerySchema), {
      q: textParam(100),
      tag: textParam(TAG_MAX),
      assignee: textParam(100),
    }),
    title: 'Customers',
    description: "Your dealership's contacts.",
    access: dealerStaff,
    menus: { sidebar: { group: 'Respond', label: 'Customers', icon: 'users', order: 3 } },
    states: 'data',
  }),
  dashboardScreen({
    id: 'customer-edit',
    path: '/dashboard/customers/$id/edit',
    title: 'Edit customer',
    description: "A customer's details, consent, leads and timeline.",
    access: dealerStaff,
    states: 'detail',
  }),
  dashboardScreen({
    id: 'notifications',
    path: '/dashboard/notifications',
    search: z.object({ filter: choice(['all', 'unread'], 'all'), page: page() }),
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
