import { Box, Button, chakra, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { ChevronDown, Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { HEADER_GROUPS, HOME_ANCHORS, headerLinks } from '../../../registry/menus';
import { useViewer } from '../../lib/session';
import { ThemeToggle } from '../theme-toggle';
import { LazyMenu } from '../ui/lazy-menu';
import { Logo } from './logo';
import { RouteLink } from './route-link';

type DropdownGroup = keyof typeof HEADER_GROUPS;
const DROPDOWNS: readonly DropdownGroup[] = ['company', 'resources', 'more'];

function MainLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {headerLinks('main').map((link) => (
        <RouteLink key={link.id} to={link.path} onClick={onNavigate} className="header-link">
          {link.label}
        </RouteLink>
      ))}
      {HOME_ANCHORS.map((anchor) => (
        <RouteLink key={anchor.hash} to="/" hash={anchor.hash} onClick={onNavigate} className="header-link">
          {anchor.label}
        </RouteLink>
      ))}
    </>
  );
}

const loadDropdown = (group: DropdownGroup) => () =>
  import('./header-dropdown-body').then((m) => m.headerDropdownBody(group));
const DROPDOWN_LOADERS = Object.fromEntries(DROPDOWNS.map((group) => [group, loadDropdown(group)])) as Record<
  DropdownGroup,
  ReturnType<typeof loadDropdown>
>;

/** A header group's menu (it loads on first use: most visits never open one). */
function HeaderDropdown({ group }: { group: DropdownGroup }) {
  return (
    <LazyMenu
      load={DROPDOWN_LOADERS[group]}
      trigger={
        <Button variant="ghost" size="sm" fontWeight="medium" data-testid={`menu-${group}`}>
          {HEADER_GROUPS[group].title}
          <ChevronDown aria-hidden />
        </Button>
      }
    />
  );
}

function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  if (viewer) {
    return (
      <Button asChild size="sm" colorPalette="blue" onClick={onNavigate}>
        <RouteLink to="/dashboard">Dashboard</RouteLink>
      </Button>
    );
  }
  return (
    <>
      <Button asChild size="sm" variant="ghost" onClick={onNavigate}>
        <RouteLink to="/auth/login">Login</RouteLink>
      </Button>
      <Button asChild size="sm" colorPalette="blue" onClick={onNavigate}>
        <RouteLink to="/auth/register">Get Started</RouteLink>
      </Button>
    </>
  );
}

/**
 * The spec's fixed site header; its links are generated from the route registry.
 *
 * The mobile panel is a native <details>: it opens on the first tap whether or not the app is live
 * yet (issue 13), and hydration leaves its open state alone, because React never owns it. The app
 * only closes it when the visitor navigates.
 */
export function SiteHeader({ initialPanelOpen = false }: { initialPanelOpen?: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const panelRef = useRef<HTMLDetailsElement>(null);
  const panelId = useId();
  const close = () => {
    if (panelRef.current) panelRef.current.open = false;
  };
  // Any navigation closes the panel (not the first render: a visitor may have opened it before boot).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname]);

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      data-testid="site-header"
      css={{
        '& .header-link': { px: '3', py: '1.5', borderRadius: 'md', fontSize: 'sm', fontWeight: 'medium' },
        '& .header-link:hover': { bg: 'bg.muted' },
      }}
    >
      <Flex as="nav" aria-label="Main" maxW="7xl" mx="auto" h="16" px={{ base: '4', md: '6' }} align="center" gap="4">
        <Logo />
        <HStack gap="1" display={{ base: 'none', lg: 'flex' }} ml="4">
          <MainLinks />
          {DROPDOWNS.map((group) => (
            <HeaderDropdown key={group} group={group} />
          ))}
        </HStack>
        <HStack gap="2" ml="auto">
          <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
            <AccountActions />
          </HStack>
          <ThemeToggle />
          <chakra.details
            ref={panelRef}
            // React renders `open` only for the first paint (stories); the browser owns it after.
            {...(initialPanelOpen ? { open: true } : {})}
            display={{ base: 'block', lg: 'none' }}
            data-testid="mobile-menu"
            css={{
              '& .menu-icon-close': { display: 'none' },
              '&[open] .menu-icon-open': { display: 'none' },
              '&[open] .menu-icon-close': { display: 'block' },
            }}
          >
            <IconButton asChild variant="ghost" size="sm" aria-label="Menu" title="Menu">
              <summary aria-controls={panelId} data-testid="mobile-menu-toggle" style={{ listStyle: 'none' }}>
                <MenuIcon className="menu-icon-open" aria-hidden />
                <X className="menu-icon-close" aria-hidden />
              </summary>
            </IconButton>
            <Box
              id={panelId}
              position="absolute"
              top="100%"
              insetX="0"
              borderTopWidth="1px"
              borderBottomWidth="1px"
              bg="bg"
              // Ends above the cookie banner while it is shown (cookie-banner.tsx), so Login and
              // Get Started are never under it.
              maxH="calc(100dvh - 4rem - var(--cookie-banner-h, 0px))"
              overflowY="auto"
              data-testid="mobile-menu-panel"
            >
              <Stack px="4" py="4" gap="5" maxW="7xl" mx="auto">
                <Stack gap="1" css={{ '& .header-link': { display: 'block' } }}>
                  <MainLinks onNavigate={close} />
                </Stack>
                {DROPDOWNS.map((group) => {
                  const meta: { title: string; heading?: string } = HEADER_GROUPS[group];
                  return (
                    <Stack key={group} gap="1" role="group" aria-labelledby={`${panelId}-${group}`}>
                      <Text
                        id={`${panelId}-${group}`}
                        fontSize="xs"
                        fontWeight="semibold"
                        textTransform="uppercase"
                        color="fg.muted"
                        px="3"
                      >
                        {meta.title}
                      </Text>
                      {headerLinks(group).map((link) => (
                        <RouteLink
                          key={link.id}
                          to={link.path}
                          onClick={close}
                          className="header-link"
                          style={{ display: 'block' }}
                        >
                          {link.label}
                        </RouteLink>
                      ))}
                    </Stack>
                  );
                })}
                <HStack gap="2">
                  <AccountActions onNavigate={close} />
                </HStack>
              </Stack>
            </Box>
          </chakra.details>
        </HStack>
      </Flex>
    </Box>
  );
}
