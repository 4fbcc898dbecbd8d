import { Menu, Portal } from '@chakra-ui/react';
import type { MenuBodyProps } from '../../../components/ui/lazy-menu';
import { LEAD_STATUS_LABELS, LEAD_STATUSES_WITH_REASON, type LeadStatus } from '../../../shared/respond';

/** A lead's status menu, open from its first render: loaded on intent by lead-status-control.tsx's LazyMenu (issue 14). */
export function LeadStatusMenuBody({
  trigger,
  openedBy,
  statuses,
  onChoose,
}: MenuBodyProps & { statuses: readonly LeadStatus[]; onChoose: (status: LeadStatus) => void }) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      defaultHighlightedValue={openedBy === 'keyboard' ? (statuses[0] ?? null) : null}
      // The items exist only while the menu is open.
      lazyMount
      unmountOnExit
      onSelect={({ value }) => onChoose(value as LeadStatus)}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Move to</Menu.ItemGroupLabel>
              {statuses.map((status) => (
                <Menu.Item key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                  {LEAD_STATUSES_WITH_REASON.includes(status) ? '…' : ''}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
