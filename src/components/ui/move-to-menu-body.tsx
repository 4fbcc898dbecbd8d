import { Menu, Portal } from '@chakra-ui/react';
import type { MenuBodyProps } from './lazy-menu';

/**
 * A status menu's body ("Move to" a vehicle's or a lead's next statuses), open from its first
 * render: each feature loads it on intent through LazyMenu (issue 14) and names its statuses. The
 * items exist only while the menu is open.
 */
export function MoveToMenuBody<S extends string>({
  trigger,
  openedBy,
  statuses,
  labelOf,
  onChoose,
}: MenuBodyProps & { statuses: readonly S[]; labelOf: (status: S) => string; onChoose: (status: S) => void }) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      defaultHighlightedValue={openedBy === 'keyboard' ? (statuses[0] ?? null) : null}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => onChoose(value as S)}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Move to</Menu.ItemGroupLabel>
              {statuses.map((status) => (
                <Menu.Item key={status} value={status}>
                  {labelOf(status)}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
