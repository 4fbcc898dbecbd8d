import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { DashboardSidebar, type SidebarCounts } from '../../components/layout/dashboard-sidebar';
import { Logo } from '../../components/layout/logo';

/** The sidebar as a drawer below `lg`; loaded by the dashboard layout when first opened. */
export function DashboardDrawer({
  open,
  onOpenChange,
  counts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  counts?: SidebarCounts;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header>
              <Drawer.Title>
                <Logo to="/dashboard" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <DashboardSidebar onNavigate={() => onOpenChange(false)} {...(counts ? { counts } : {})} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
