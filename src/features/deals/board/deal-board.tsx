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
 * That logic is useDragOnIntent (src/lib/use-drag-on-intent.ts), shared with the photo grid; the
 * board names a handle by its path and waits while its sheet or the lost reason's dialog is open. If
 * dnd-kit does not load (offline, a new deploy) every card still opens and its sheet moves the deal.
 */
import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { createDragLoader, nodeAt, pathFrom, samePath, useDragOnIntent } from '../../../lib/use-drag-on-intent';
import { BoardColumn, BoardFrame, type DealBoardProps } from './board-parts';
import { DealCardContent, RESTING_HANDLE_ATTRIBUTES } from './deal-card';

// Once loaded, a board mounted later (back from the list view, a refetch after an error) is
// draggable at once.
const draggableLoader = createDragLoader(() => import('./draggable-deal-board'));

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
  const rootRef = useRef<HTMLDivElement>(null);
  // A handle is named by its path from the board; Space or Enter counts while focus stays on it.
  const { draggable, intent, onPointerDownCapture, handleEvents } = useDragOnIntent({
    loader: draggableLoader,
    rootRef,
    dialogOpen,
    onLoaded: onDragLoaded,
    keyPickUpFocused: (handle: number[], focus) => samePath(focus, handle),
    handleAt: nodeAt,
  });

  if (draggable) return <draggable.DraggableDealBoard {...props} rootRef={rootRef} />;

  const handle = {
    ...RESTING_HANDLE_ATTRIBUTES,
    ...handleEvents((target) => pathFrom(rootRef.current!, target)),
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
