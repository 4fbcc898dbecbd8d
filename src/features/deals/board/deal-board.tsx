/**
 * The deals board, draggable from the moment someone reaches for it. @dnd-kit and framer-motion
 * (~27 kB gzip) were in the deals page's JavaScript for a board most visits only read (issue 14:
 * JavaScript per route), so the board first renders without them, in the very same markup
 * (board-parts.tsx, deal-card.tsx), and the pointer or focus entering the board loads
 * draggable-deal-board.tsx and swaps it in. Never on idle or on a timer: a visit that does not
 * reach for the board does not pay for it. The photo grid of a vehicle does the same (photo-grid.tsx).
 *
 * The swap remounts the cards, so it hands over what the person was doing: focus goes back to the
 * same control; a handle pressed while dnd-kit was loading (Space or Enter, or a pointer still held
 * down) is pressed again on the draggable board, so the pick-up or the drag starts once loaded; a
 * press on any other control finishes (its click lands) before the swap, and a deal's sheet or a
 * dialog opened from the board closes first (it gives focus back to the control that opened it).
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BoardColumn, BoardFrame, type DealBoardProps } from './board-parts';
import { DealCardContent, RESTING_HANDLE_ATTRIBUTES } from './deal-card';
import type { DraggableDealBoard } from './draggable-deal-board';

interface DraggableModule {
  DraggableDealBoard: typeof DraggableDealBoard;
}

// Once loaded, a board mounted later (back from the list view, a refetch after an error) is
// draggable at once.
let draggableModule: DraggableModule | undefined;
let draggableLoading: Promise<DraggableModule> | undefined;

/** Imports the draggable board once; a failed download is forgotten, so the next intent tries again. */
const loadDraggable = () =>
  (draggableLoading ??= import('./draggable-deal-board').then(
    (module) => (draggableModule = module),
    (error: unknown) => {
      draggableLoading = undefined;
      throw error;
    },
  ));

/** The handle that the keyboard or a pointer pressed before dnd-kit was there (its path in the board). */
type PickUp = { handle: number[]; event: 'keyboard' } | { handle: number[]; event: PointerEventInit };

/** What the plain board hands the draggable one: where focus was (child indexes from the board) and a pick-up. */
interface Handoff {
  focus: number[] | null;
  pickUp: PickUp | null;
}

const pathFrom = (root: Element, node: Element | null): number[] | null => {
  if (!node || node === root || !root.contains(node)) return null;
  const path: number[] = [];
  for (let at: Element = node; at !== root; at = at.parentElement!)
    path.unshift([...at.parentElement!.children].indexOf(at));
  return path;
};
const nodeAt = (root: Element, path: readonly number[]) =>
  path.reduce<Element | undefined>((at, index) => at?.children[index], root);
const samePath = (a: readonly number[] | null, b: readonly number[]) =>
  a !== null && a.length === b.length && a.every((n, i) => n === b[i]);

/** dnd-kit's keyboard sensor starts on Space or Enter (its default keyboardCodes.start). */
const isPickUpKey = (event: KeyboardEvent) => event.code === 'Space' || event.code === 'Enter';

export function DealBoard({
  dialogOpen = false,
  onDragLoaded,
  ...props
}: DealBoardProps & {
  /**
   * A deal's sheet or a dialog opened from the board is open. The swap waits until it has closed:
   * it would replace the control it gives focus back to.
   */
  dialogOpen?: boolean;
  /** dnd-kit has loaded: what only a drag needs (the lost reason's dialog) may load now. */
  onDragLoaded?: (() => void) | undefined;
}) {
  const { board, onOpen, onOpenIntent } = props;
  const [draggable, setDraggable] = useState<DraggableModule | undefined>(() => draggableModule);
  const rootRef = useRef<HTMLDivElement>(null);
  /** A pointer held down in the plain board: on a handle (with what to replay), or on another control. */
  const press = useRef<PickUp | 'other' | null>(null);
  const keyPickUp = useRef<number[] | null>(null);
  const requested = useRef(false);
  /** Loaded, and not swapped in yet (a press or a dialog was in the way). */
  const loaded = useRef<DraggableModule | null>(null);
  const handoff = useRef<Handoff | null>(null);
  // Read when a press ends (a timer set before the press's click may have opened the sheet).
  const dialogOpenNow = useRef(dialogOpen);
  useLayoutEffect(() => {
    dialogOpenNow.current = dialogOpen;
  }, [dialogOpen]);

  const trySwap = () => {
    const module = loaded.current;
    // Not under a press on another control (its pointerup tries again, once it has clicked), nor
    // under the sheet or a dialog (its closing gives focus back to the board: that intent tries again).
    if (!module || press.current === 'other' || dialogOpenNow.current) return;
    loaded.current = null;
    const root = rootRef.current;
    const focus = root ? pathFrom(root, document.activeElement) : null;
    // A handle held down (the guard above leaves no other press), else Space or Enter on the focused handle.
    const pickUp: PickUp | null =
      press.current ??
      (keyPickUp.current && samePath(focus, keyPickUp.current)
        ? { handle: keyPickUp.current, event: 'keyboard' }
        : null);
    handoff.current = { focus, pickUp };
    press.current = null;
    keyPickUp.current = null;
    setDraggable(module);
  };

  const intent = () => {
    if (draggable) return;
    if (loaded.current) return trySwap();
    // Once per board: two intents (pointer, then focus) must not both swap and lose the handoff.
    if (requested.current) return;
    requested.current = true;
    loadDraggable().then(
      (module) => {
        loaded.current = module;
        onDragLoaded?.();
        trySwap();
      },
      // Not loaded (offline, a new deploy): the board keeps working without dragging (every card
      // opens, and its sheet moves the deal); the next pointer or focus entering it tries again.
      () => {
        requested.current = false;
      },
    );
  };

  const onPointerDownCapture = () => {
    press.current = 'other';
    const end = () => {
      window.removeEventListener('pointerup', end, true);
      window.removeEventListener('pointercancel', end, true);
      press.current = null;
      // After this task, so the press's click reaches the control it started on before the swap.
      if (loaded.current) setTimeout(trySwap);
    };
    window.addEventListener('pointerup', end, true);
    window.addEventListener('pointercancel', end, true);
  };

  // Before paint: focus is back on the same control in the frame the new cards first show.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const focus = handoff.current?.focus;
    if (draggable && root && focus) (nodeAt(root, focus) as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [draggable]);

  // After dnd-kit's own effects: its sensors start from the handle's event as if it came now.
  useEffect(() => {
    const root = rootRef.current;
    const pickUp = handoff.current?.pickUp;
    handoff.current = null;
    const handle = draggable && root && pickUp ? nodeAt(root, pickUp.handle) : undefined;
    if (!handle || !pickUp) return;
    handle.dispatchEvent(
      pickUp.event === 'keyboard'
        ? new window.KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true })
        : new window.PointerEvent('pointerdown', { ...pickUp.event, bubbles: true, cancelable: true }),
    );
  }, [draggable]);

  if (draggable) return <draggable.DraggableDealBoard {...props} rootRef={rootRef} />;

  const handleOf = (event: { currentTarget: Element }) => pathFrom(rootRef.current!, event.currentTarget);
  const handle = {
    ...RESTING_HANDLE_ATTRIBUTES,
    onPointerDown: (event: PointerEvent) => {
      const path = handleOf(event);
      if (!event.isPrimary || event.button !== 0 || !path) return;
      const { clientX, clientY, screenX, screenY, pointerId, pointerType } = event;
      const init = { clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary: true };
      press.current = { handle: path, event: { ...init, button: 0, buttons: 1 } };
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') keyPickUp.current = null;
      if (!isPickUpKey(event)) return;
      event.preventDefault();
      keyPickUp.current = handleOf(event);
      intent();
    },
  };

  return (
    <BoardFrame rootRef={rootRef} onPointerEnter={intent} onFocus={intent} onPointerDownCapture={onPointerDownCapture}>
      {board.columns.map((column) => (
        <BoardColumn key={column.stage} column={column} gross={board.canSeeGross} active={null}>
          {column.items.map((deal) => (
            // framer-motion's layout box renders this very box (opacity at rest, the test id).
            <Box key={deal.id} opacity={1} data-testid="deal-card">
              <DealCardContent deal={deal} onOpen={onOpen} onOpenIntent={onOpenIntent} drag={{ handle }} />
            </Box>
          ))}
        </BoardColumn>
      ))}
    </BoardFrame>
  );
}
