/**
 * The photo grid, sortable from the moment someone reaches for it. @dnd-kit (~16 kB gzip) was in
 * the vehicle page's JavaScript for a grid most visits only look at (issue 14: JavaScript per
 * route), so the grid first renders without it, in the very same markup (photo-tile.tsx), and the
 * pointer entering the grid or focus entering it loads sortable-photo-grid.tsx and swaps it in.
 * Never on idle or on a timer: a visit that does not reach for the grid does not pay for it.
 *
 * The swap remounts the tiles, so it hands over what the person was doing: focus goes back to the
 * same control; a grip pressed while dnd-kit was loading (Space or Enter, or a pointer still held
 * down) is pressed again on the sortable grid, so the pick-up or the drag starts once loaded; a
 * press on any other control finishes (its click lands) before the swap, and a dialog opened from
 * a tile closes first (it gives focus back to the control that opened it). That logic is
 * useDragOnIntent (src/lib/use-drag-on-intent.ts), shared with the deals board; the grid names a grip
 * by its tile's index and loads nothing when read only.
 */
import { useRef } from 'react';
import { createDragLoader, useDragOnIntent } from '../../../lib/use-drag-on-intent';
import { PhotoList, PhotoTile, RESTING_GRIP_ATTRIBUTES, type PhotoGridProps } from './photo-tile';

// Once loaded, a grid mounted later (another vehicle, the first photo added) is sortable at once.
const sortableLoader = createDragLoader(() => import('./sortable-photo-grid'));

/** What dnd-kit's useSortable gives a tile at rest: no transform, no transition. */
const RESTING_STYLE = { transform: undefined, transition: undefined };

const gripOf = (list: Element, tile: number) =>
  list.children[tile]?.querySelector<HTMLElement>('[aria-describedby="photo-dnd-instructions"]') ?? null;

export function PhotoGrid({
  dialogOpen = false,
  ...props
}: PhotoGridProps & {
  /**
   * A dialog opened from a tile (alt text, delete) is open. The swap waits until it has closed: it
   * would replace the control the dialog gives focus back to.
   */
  dialogOpen?: boolean;
}) {
  const { photos, readOnly, busy, onSetCover, onEditAlt, onDelete } = props;
  const listRef = useRef<HTMLUListElement>(null);
  // A grip is named by its tile's index; Space or Enter counts while focus stays in that tile, and
  // the pick-up is pressed again on that tile's grip.
  const {
    draggable: sortable,
    intent,
    onPointerDownCapture,
    handleEvents,
  } = useDragOnIntent({
    loader: sortableLoader,
    rootRef: listRef,
    disabled: readOnly,
    dialogOpen,
    keyPickUpFocused: (tile: number, focus) => focus?.[0] === tile,
    handleAt: gripOf,
  });

  if (sortable && !readOnly) return <sortable.SortablePhotoGrid {...props} listRef={listRef} />;

  return (
    <PhotoList
      readOnly={readOnly}
      listRef={listRef}
      {...(!readOnly && { onPointerEnter: intent, onFocus: intent, onPointerDownCapture })}
    >
      {photos.map((photo, index) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          index={index}
          readOnly={readOnly}
          busy={busy}
          drag={{
            style: RESTING_STYLE,
            grip: {
              ...RESTING_GRIP_ATTRIBUTES,
              ...handleEvents(() => index),
            },
          }}
          onSetCover={() => onSetCover(photo)}
          onEditAlt={() => onEditAlt(photo)}
          onDelete={() => onDelete(photo)}
        />
      ))}
    </PhotoList>
  );
}
