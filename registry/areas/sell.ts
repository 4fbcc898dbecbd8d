/** Sell: the deals pipeline and reports (DOMAIN.md › Areas). */
import { z } from 'zod';
import { dashboardScreen, dealerStaff } from '../define';
import { text } from '../search';

export const sellRoutes = [
  dashboardScreen({
    id: 'deals',
    path: '/dashboard/deals',
    search: z.object({ view: z.enum(['board', 'list']).default('board').catch('board') }),
    title: 'Deals',
    description: 'Your deal pipeline.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Sell', label: 'Deals', icon: 'handshake', order: 1 } },
    comingSoon: 'A pipeline from lead to sold, with deal sheets: price, trade-in, fees, taxes and front gross.',
  }),
  dashboardScreen({
    id: 'reports',
    path: '/dashboard/reports',
    search: z.object({ from: text(10), to: text(10) }),
    title: 'Reports',
    description: 'Units sold, gross, days to sell and lead response.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Sell', label: 'Reports', icon: 'chart-column', order: 2 } },
    states: 'data',
  }),
] as const;
