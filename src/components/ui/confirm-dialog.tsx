import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly destructive?: boolean;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * Chakra's dialog with its focus trap, scroll lock and aria-hidden walk is ~9 kB gzip that a screen
 * merely offering a confirmation (a vehicle's header has two) need not load: it loads when the
 * dialog first opens, or earlier when the screen calls `preloadConfirmDialog` on intent (a pointer
 * resting on, or focus reaching, the control that asks).
 */
const loadBody = () => import('./confirm-dialog-body');
const Body = lazy(() => loadBody().then((m) => ({ default: m.ConfirmDialogBody })));
export const preloadConfirmDialog = () => loadBody().catch(() => undefined);

/**
 * A yes/no question before a change that is hard to take back (sold, archived, delete). An alert
 * dialog: focus starts on Cancel, Escape cancels, and the confirm button says what it does.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Not even the dialog's state machine exists until it first opens: a screen that merely offers
  // a confirmation opens without building it (issue 14). Once it has opened it stays mounted, so
  // it can animate closed and open again at once.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
