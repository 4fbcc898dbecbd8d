import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { PlainAvatar } from '../../../components/ui/plain-avatar';
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
            <PlainAvatar size="xs" name={viewer.name} image={viewer.image} />
          </HStack>
        </Button>
      }
    />
  );
}
