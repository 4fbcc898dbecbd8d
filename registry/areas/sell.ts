/** Sell: the deals pipeline and reports (DOMAIN.md › Areas). */
import { z } from 'zod/mini';
import { dashboardScreen, dealerStaff } from '../define';
import { choice, text, textParam } from '../search';
import { DealQuerySchema } from '../../src/shared/schemas/deal-queries';
import { lenientSearch } from '../../src/shared/schemas/query-fields';

/**
 * The list's filters are the API's own query (lenient: a mangled URL falls back); `view` picks the
 * board or the list; `deal` opens a deal's sheet (how notifications and the lead page link one).
 */
const dealsSearch = z.extend(lenientSearch(DealQuerySchema), {
  view: choice(['board', 'list'], 'board'),
  q: textParam(100),
  salesperson: textParam(100),
  customerId: textParam(100),
  vehicleId: textParam(100),
  deal: textParam(100),
});

export const sellRoutes = [
  dashboardScreen({
    id: 'deals',
    path: '/dashboard/deals',
    search: dealsSearch,
    title: 'Deals',
    description: 'Your deal pipeline.',
    access: dealerStaff,
    menus: { sidebar: { group: 'Sell', label: 'Deals', icon: 'handshake', order: 1 } },
    states: 'data',
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
