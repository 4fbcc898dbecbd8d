import { Menu, Portal } from '@chakra-ui/react';
import type { MenuBodyProps } from '../../../components/ui/lazy-menu';
import { VEHICLE_STATUS_LABELS, type VehicleStatus } from '../../../shared/vehicles';

/** A vehicle's status menu, open from its first render: loaded on intent by vehicle-header.tsx's LazyMenu (issue 14). */
export function StatusMenuBody({
  trigger,
  openedBy,
  statuses,
  onChoose,
}: MenuBodyProps & { statuses: readonly VehicleStatus[]; onChoose: (status: VehicleStatus) => void }) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      defaultHighlightedValue={openedBy === 'keyboard' ? (statuses[0] ?? null) : null}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => onChoose(value as VehicleStatus)}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Move to</Menu.ItemGroupLabel>
              {statuses.map((status) => (
                <Menu.Item key={status} value={status}>
                  {VEHICLE_STATUS_LABELS[status]}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
