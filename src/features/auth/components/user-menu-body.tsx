import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { clickMenuLink, type MenuBodyProps } from '../../../components/ui/lazy-menu';
import { useViewer } from '../../../lib/session';
import { useSignOut } from '../use-sign-out';

/** The account menu itself, loaded by UserMenu on first use. */
export function UserMenuBody({ trigger, openedBy }: MenuBodyProps) {
  const viewer = useViewer();
  const signOut = useSignOut();
  if (!viewer) return trigger;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      defaultHighlightedValue={openedBy === 'keyboard' ? 'account' : null}
      navigate={clickMenuLink}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
