import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/**
 * A yes/no question before a change that is hard to take back (sold, archived, delete). An alert
 * dialog: focus starts on Cancel, Escape cancels, and the confirm button says what it does.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // Not even the dialog's state machine exists until it first opens: a screen that merely offers
  // a confirmation (a vehicle's header has two) opens without building them (issue 14). Once it
  // has opened it stays mounted, so it can animate closed and open again at once.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      placement="center"
      // Opened from a menu: the menu hands focus back to its trigger as it closes, which would
      // count as an interaction outside and close this at once. Cancel and Escape still close it.
      closeOnInteractOutside={false}
      // Its content exists only while it is open (and closing): a screen that merely offers a
      // confirmation does not render a hidden dialog each time it opens (issue 14).
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{children}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
