import { Avatar, Box, Button, HStack, Text } from '@chakra-ui/react';
import { LazyMenu } from '../../../components/ui/lazy-menu';
import type { SessionViewer } from '../../../lib/session';

const ROLE_LABEL: Record<string, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  admin: 'Platform admin',
};

const loadUserMenu = () => import('./user-menu-body').then((m) => m.UserMenuBody);

/** Dashboard top bar: the person, their dealership and role, and Sign out (the menu loads on first use). */
export function UserMenu({ viewer }: { viewer: SessionViewer }) {
  const role = viewer.roles.map((r) => ROLE_LABEL[r] ?? r).join(', ');
  return (
    <LazyMenu
      load={loadUserMenu}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          px="2"
          h="auto"
          py="1"
          aria-label={`Account menu for ${viewer.name}`}
          data-testid="user-menu"
        >
          <HStack gap="2">
            <Box textAlign="right" display={{ base: 'none', md: 'block' }} data-testid="topbar-viewer">
              <Text fontSize="sm" fontWeight="medium" lineHeight="short">
                {viewer.name}
              </Text>
              {(viewer.dealershipName || role) && (
                <Text fontSize="xs" color="fg.muted" lineHeight="short">
                  {[viewer.dealershipName, role].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Box>
            <Avatar.Root size="xs">
              <Avatar.Fallback name={viewer.name} />
              {viewer.image && <Avatar.Image src={viewer.image} alt="" />}
            </Avatar.Root>
          </HStack>
        </Button>
      }
    />
  );
}
