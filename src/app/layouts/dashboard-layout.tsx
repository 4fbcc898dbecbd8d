import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { GuardedOutlet } from './guarded-outlet';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useViewer } from '../../lib/session';
import { UserMenu } from '../../features/auth/components/user-menu';
import { ThemeMenu } from '../../components/theme-toggle';
import { DashboardSidebar, type SidebarCounts } from '../../components/layout/dashboard-sidebar';
import { Logo } from '../../components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { SuspensionBanner } from '../../components/layout/suspension-banner';
import { leadsLiveSync } from '../../features/leads/live';
import { LiveSync, type LiveSyncRules } from '../../features/live';
import { messagesLiveSync } from '../../features/messages/live';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { notificationsLiveSync } from '../../features/notifications/live';
import { notificationQueries } from '../../features/notifications/queries';

/** Each area's cache rules for the tab's one live stream (features never import each other). */
const LIVE_SYNCS: readonly LiveSyncRules[] = [messagesLiveSync, notificationsLiveSync, leadsLiveSync];

// The drawer (a dialog with its focus trap, ~8 kB gzip) is only for small screens, and only once
// opened: its chunk loads on the first press of the menu button, not on every dashboard page.
const loadDrawer = () => import('./dashboard-drawer');
const DashboardDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.DashboardDrawer })));

/** The drawer, open while the path is the one it was opened on (the only part that follows the path). */
function DrawerOnPath({
  openOn,
  onOpenChange,
  counts,
}: {
  openOn: string | null;
  onOpenChange: (open: boolean) => void;
  counts: SidebarCounts;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <DashboardDrawer open={openOn === pathname} onOpenChange={onOpenChange} counts={counts} />;
}

/** Dashboard: sidebar + top bar, no site header; the sidebar becomes a drawer on small screens. */
export function DashboardLayout({
  children,
  initialDrawerOpen = false,
}: {
  children?: ReactNode;
  initialDrawerOpen?: boolean;
}) {
  const router = useRouter();
  // The drawer remembers the page it was opened on, so any navigation closes it. The layout reads
  // the path when the drawer opens instead of subscribing to it: a subscription would re-render
  // the sidebar and top bar (a few dozen Chakra parts) on every switch of area (issue 14).
  const [openOn, setOpenOn] = useState<string | null>(() =>
    initialDrawerOpen ? router.state.location.pathname : null,
  );
  const setDrawerOpen = (next: boolean) => setOpenOn(next ? router.state.location.pathname : null);
  // Mounted from the first open on, so it can animate closed and reopen at once.
  const [drawerLoaded, setDrawerLoaded] = useState(initialDrawerOpen);
  const viewer = useViewer();
  // Unread messages on the sidebar's Messages link (the bell reads the same answer), live.
  const unread = useQuery({ ...notificationQueries.unread(), enabled: Boolean(viewer) });
  const unreadMessages = unread.data?.messages ?? 0;
  const counts = useMemo<SidebarCounts>(
    () =>
      unreadMessages > 0
        ? {
            messages: {
              count: unreadMessages,
              label: unreadMessages === 1 ? '1 unread message' : `${unreadMessages} unread messages`,
            },
          }
        : {},
    [unreadMessages],
  );

  return (
    <Flex minH="100dvh">
      {viewer && <LiveSync syncs={LIVE_SYNCS} />}
      <SkipLink />
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink={0}
        borderRightWidth="1px"
        bg="bg.subtle"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
        px="3"
        py="4"
        data-testid="dashboard-sidebar"
      >
        <Box px="3" mb="6">
          <Logo to="/dashboard" />
        </Box>
        <DashboardSidebar counts={counts} />
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <DrawerOnPath openOn={openOn} onOpenChange={setDrawerOpen} counts={counts} />
        </Suspense>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          h="16"
          align="center"
          gap="3"
          px={{ base: '4', md: '6' }}
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          bg="bg"
          zIndex="docked"
          data-testid="dashboard-topbar"
        >
          <IconButton
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="ghost"
            size="sm"
            aria-label="Open navigation"
            onPointerDown={() => void loadDrawer()}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
          <Box display={{ base: 'block', lg: 'none' }}>
            <Logo to="/dashboard" />
          </Box>
          <HStack ml="auto" gap="3">
            {viewer && <NotificationBell />}
            <ThemeMenu />
            {viewer && <UserMenu viewer={viewer} />}
          </HStack>
        </Flex>
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" px={{ base: '4', md: '8' }} py="8" outline="none">
          {viewer?.dealershipSuspension && <SuspensionBanner suspension={viewer.dealershipSuspension} />}
          {children ?? <GuardedOutlet />}
        </Box>
      </Flex>
    </Flex>
  );
}
