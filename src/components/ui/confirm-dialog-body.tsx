import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ConfirmDialogProps } from './confirm-dialog';

/** The dialog itself (Chakra's dialog, its focus trap and scroll lock): loaded on first use, see confirm-dialog.tsx. */
export function ConfirmDialogBody({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
