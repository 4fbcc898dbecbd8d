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
 * a tile closes first (it gives focus back to the control that opened it).
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PhotoList, PhotoTile, RESTING_GRIP_ATTRIBUTES, type PhotoGridProps } from './photo-tile';
import type { SortablePhotoGrid } from './sortable-photo-grid';

interface SortableModule {
  SortablePhotoGrid: typeof SortablePhotoGrid;
}

// Once loaded, a grid mounted later (another vehicle, the first photo added) is sortable at once.
let sortableModule: SortableModule | undefined;
let sortableLoading: Promise<SortableModule> | undefined;

/** Imports the sortable grid once; a failed download is forgotten, so the next intent tries again. */
const loadSortable = () =>
  (sortableLoading ??= import('./sortable-photo-grid').then(
    (module) => (sortableModule = module),
    (error: unknown) => {
      sortableLoading = undefined;
      throw error;
    },
  ));

/** What dnd-kit's useSortable gives a tile at rest: no transform, no transition. */
const RESTING_STYLE = { transform: undefined, transition: undefined };

/** The grip that the keyboard or a pointer pressed before dnd-kit was there (by tile index). */
type PickUp = { tile: number; event: 'keyboard' } | { tile: number; event: PointerEventInit };

/** What the plain grid hands the sortable one: where focus was (child indexes from the list) and a pick-up. */
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
const gripOf = (list: Element, tile: number) =>
  list.children[tile]?.querySelector<HTMLElement>('[aria-describedby="photo-dnd-instructions"]') ?? null;

/** dnd-kit's keyboard sensor starts on Space or Enter (its default keyboardCodes.start). */
const isPickUpKey = (event: KeyboardEvent) => event.code === 'Space' || event.code === 'Enter';

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
  const [sortable, setSortable] = useState<SortableModule | undefined>(() => sortableModule);
  const listRef = useRef<HTMLUListElement>(null);
  /** A pointer held down in the plain grid: on a grip (with what to replay), or on another control. */
  const press = useRef<PickUp | 'other' | null>(null);
  const keyPickUp = useRef<number | null>(null);
  const requested = useRef(false);
  /** Loaded, and not swapped in yet (a press or a dialog was in the way). */
  const loaded = useRef<SortableModule | null>(null);
  const handoff = useRef<Handoff | null>(null);
  // Read when a press ends (a timer set before the press's click may have opened a dialog).
  const dialogOpenNow = useRef(dialogOpen);
  useLayoutEffect(() => {
    dialogOpenNow.current = dialogOpen;
  }, [dialogOpen]);

  const trySwap = () => {
    const module = loaded.current;
    // Not under a press on another control (its pointerup tries again, once it has clicked), nor
    // under a dialog (its closing gives focus back to the grid: that intent tries again).
    if (!module || press.current === 'other' || dialogOpenNow.current) return;
    loaded.current = null;
    const list = listRef.current;
    const focus = list ? pathFrom(list, document.activeElement) : null;
    // A grip held down (the guard above leaves no other press), else Space or Enter on the focused grip.
    const pickUp: PickUp | null =
      press.current ??
      (keyPickUp.current !== null && focus?.[0] === keyPickUp.current
        ? { tile: keyPickUp.current, event: 'keyboard' }
        : null);
    handoff.current = { focus, pickUp };
    press.current = null;
    keyPickUp.current = null;
    setSortable(module);
  };

  const intent = () => {
    if (readOnly || sortable) return;
    if (loaded.current) return trySwap();
    // Once per grid: two intents (pointer, then focus) must not both swap and lose the handoff.
    if (requested.current) return;
    requested.current = true;
    loadSortable().then(
      (module) => {
        loaded.current = module;
        trySwap();
      },
      // Not loaded (offline, a new deploy): the grid keeps working without reordering; the next
      // pointer or focus entering it tries again.
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

  // Before paint: focus is back on the same control in the frame the new tiles first show.
  useLayoutEffect(() => {
    const list = listRef.current;
    const focus = handoff.current?.focus;
    if (sortable && list && focus) (nodeAt(list, focus) as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [sortable]);

  // After dnd-kit's own effects: its sensors start from the grip's event as if it came now.
  useEffect(() => {
    const list = listRef.current;
    const pickUp = handoff.current?.pickUp;
    handoff.current = null;
    const grip = sortable && list && pickUp ? gripOf(list, pickUp.tile) : null;
    if (!grip || !pickUp) return;
    grip.dispatchEvent(
      pickUp.event === 'keyboard'
        ? new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true })
        : new window.PointerEvent('pointerdown', { ...pickUp.event, bubbles: true, cancelable: true }),
    );
  }, [sortable]);

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
              onPointerDown: (event: PointerEvent) => {
                if (!event.isPrimary || event.button !== 0) return;
                const { clientX, clientY, screenX, screenY, pointerId, pointerType } = event;
                const init = { clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary: true };
                press.current = { tile: index, event: { ...init, button: 0, buttons: 1 } };
              },
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === 'Escape') keyPickUp.current = null;
                if (!isPickUpKey(event)) return;
                event.preventDefault();
                keyPickUp.current = index;
                intent();
              },
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
