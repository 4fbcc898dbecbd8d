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
    comingSoon:
      "Today's work at a glance: new leads, unanswered messages, deals closing and vehicles aging on the lot.",
  }),
] as const;
