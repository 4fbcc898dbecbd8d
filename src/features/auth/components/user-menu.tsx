import { Avatar, Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LogOut, Settings, UserRound } from 'lucide-react';
import type { SessionViewer } from '../../../lib/session';
import { useSignOut } from '../use-sign-out';

const ROLE_LABEL: Record<string, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  admin: 'Platform admin',
};

/** Dashboard top bar: the person, their dealership and role, and Sign out. */
export function UserMenu({ viewer }: { viewer: SessionViewer }) {
  const signOut = useSignOut();
  const role = viewer.roles.map((r) => ROLE_LABEL[r] ?? r).join(', ');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
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
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontSize="sm" fontWeight="medium">
                {viewer.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {viewer.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" asChild>
              <Link to="/dashboard/account">
                <UserRound size={16} aria-hidden /> Account
              </Link>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <Link to="/dashboard/settings">
                <Settings size={16} aria-hidden /> Settings
              </Link>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="sign-out"
              onSelect={() => signOut.mutate()}
              disabled={signOut.isPending}
              data-testid="sign-out"
            >
              <LogOut size={16} aria-hidden /> Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
