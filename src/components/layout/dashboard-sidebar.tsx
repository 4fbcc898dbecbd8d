import { Badge, Box, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Circle } from 'lucide-react';
import { sidebarSections } from '../../../registry/menus';
import { useViewer } from '../../lib/session';
import { RouteLink } from './route-link';
import { SIDEBAR_ICONS } from './sidebar-icons';

/** Badges on sidebar links by route id: how many, and what, in words. */
export type SidebarCounts = Readonly<Partial<Record<string, { readonly count: number; readonly label: string }>>>;

/**
 * The dashboard navigation, generated from the registry and filtered by what the viewer may open.
 * `counts` puts a badge on a link by route id (unread messages on Messages), with its words for
 * screen readers.
 */
export function DashboardSidebar({ onNavigate, counts = {} }: { onNavigate?: () => void; counts?: SidebarCounts }) {
  const viewer = useViewer();
  return (
    <Box
      as="nav"
      aria-label="Dashboard"
      css={{
        '& a': {
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          px: '3',
          py: '2',
          borderRadius: 'md',
          fontSize: 'sm',
          color: 'fg.muted',
        },
        '& a:hover': { bg: 'bg.muted', color: 'fg' },
        '& a[data-status=active]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
      }}
    >
      <Stack gap="5">
        {sidebarSections(viewer).map(({ group, links }) => (
          <Stack key={group} gap="1">
            <Text
              as="h2"
              px="3"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="fg.muted"
            >
              {group}
            </Text>
            {links.map((link) => {
              const Icon = SIDEBAR_ICONS[link.icon] ?? Circle;
              return (
                <RouteLink
                  key={link.id}
                  to={link.path}
                  onClick={onNavigate}
                  activeOptions={{ exact: link.path === '/dashboard' }}
                >
                  <Flex as="span" align="center" gap="3" flex="1">
                    <Icon size={18} aria-hidden />
                    {link.label}
                    {(counts[link.id]?.count ?? 0) > 0 && (
                      <Badge ms="auto" size="sm" colorPalette="blue" variant="solid" borderRadius="full">
                        <span aria-hidden>{counts[link.id]!.count > 99 ? '99+' : counts[link.id]!.count}</span>
                        <VisuallyHidden>, {counts[link.id]!.label}</VisuallyHidden>
                      </Badge>
                    )}
                  </Flex>
                </RouteLink>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
