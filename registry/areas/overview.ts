/** The dashboard's landing screen. */
import { dashboardScreen, signedIn } from '../define';

export const overviewRoutes = [
  dashboardScreen({
    id: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your Lotline overview.',
    access: signedIn,
    menus: { sidebar: { group: 'Overview', label: 'Dashboard', icon: 'layout-dashboard', order: 1 } },
    // Dealer staff, shoppers and admins each get their own sections (one read, shaped by the server).
    states: 'data',
  }),
] as const;
