/**
 * Drag and drop that loads on intent (issue 14: JavaScript per route). @dnd-kit is a big part of a
 * page's JavaScript for a list most visits only read, so the deals board and a vehicle's photo grid
 * first render plain markup without it, and the pointer or focus entering them loads their draggable
 * version once and swaps it in. Never on idle or on a timer: a visit that does not reach for the list
 * does not pay for it. This hook is that logic, written once for both.
 *
 * The swap remounts the items, so it hands over what the person was doing: focus goes back to the
 * same control (before paint); a handle pressed while dnd-kit was loading (Space or Enter, or a
 * pointer still held down) is pressed again on the draggable version once dnd-kit's effects have run,
 * so the pick-up or the drag starts once loaded; a press on any other control finishes (its click
 * lands) before the swap, and a dialog opened from the list closes first (it gives focus back to the
 * control that opened it).
 *
 * A handle is named by a key of the caller's choosing (a path from the root, a tile's index), so each
 * list keeps its own rule for which handle a pick-up belongs to.
 */
import { flushSync } from 'react-dom';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** The draggable version's module, imported once per page. */
export interface DragLoader<M> {
  /** Already loaded: a list mounted later is draggable at once. */
  loaded: () => M | undefined;
  /** Imports it once; a failed download is forgotten, so the next intent tries again. */
  load: () => Promise<M>;
}

export function createDragLoader<M>(importModule: () => Promise<M>): DragLoader<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importModule().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** Where a node is under the root, as child indexes (null for the root itself or a node outside it). */
export const pathFrom = (root: Element, node: Element | null): number[] | null => {
  if (!node || node === root || !root.contains(node)) return null;
  const path: number[] = [];
  for (let at: Element = node; at !== root; at = at.parentElement!)
    path.unshift([...at.parentElement!.children].indexOf(at));
  return path;
};
export const nodeAt = (root: Element, path: readonly number[]) =>
  path.reduce<Element | undefined>((at, index) => at?.children[index], root);
export const samePath = (a: readonly number[] | null, b: readonly number[]) =>
  a !== null && a.length === b.length && a.every((n, i) => n === b[i]);

/** The handle that the keyboard or a pointer pressed before dnd-kit was there. */
type PickUp<K> = { handle: K; event: 'keyboard' } | { handle: K; event: PointerEventInit };

/** What the plain version hands the draggable one: where focus was (child indexes from the root) and a pick-up. */
interface Handoff<K> {
  focus: number[] | null;
  pickUp: PickUp<K> | null;
}

/** dnd-kit's keyboard sensor starts on Space or Enter (its default keyboardCodes.start). */
const isPickUpKey = (event: KeyboardEvent) => event.code === 'Space' || event.code === 'Enter';

export interface DragOnIntentOptions<M, K> {
  loader: DragLoader<M>;
  /** The root of the plain and of the draggable version (the same element, the same markup under it). */
  rootRef: RefObject<Element | null>;
  /** Nothing to drag (read only): intent loads nothing. */
  disabled?: boolean;
  /**
   * A dialog opened from the list is open. The swap waits until it has closed: it would replace the
   * control the dialog gives focus back to.
   */
  dialogOpen: boolean;
  /** dnd-kit has loaded (before the swap, which may still wait). */
  onLoaded?: (() => void) | undefined;
  /** Space or Enter pressed on this handle still counts when focus is here at the swap. */
  keyPickUpFocused: (handle: K, focus: number[] | null) => boolean;
  /** The handle in the draggable version, to press again (a function that does not change between renders). */
  handleAt: (root: Element, handle: K) => Element | null | undefined;
}

export function useDragOnIntent<M, K>({
  loader,
  rootRef,
  disabled = false,
  dialogOpen,
  onLoaded,
  keyPickUpFocused,
  handleAt,
}: DragOnIntentOptions<M, K>) {
  const [draggable, setDraggable] = useState<M | undefined>(loader.loaded);
  /** A pointer held down in the plain version: on a handle (with what to replay), or on another control. */
  const press = useRef<PickUp<K> | 'other' | null>(null);
  const keyPickUp = useRef<K | null>(null);
  const requested = useRef(false);
  /** Loaded, and not swapped in yet (a press or a dialog was in the way). */
  const loaded = useRef<M | null>(null);
  const handoff = useRef<Handoff<K> | null>(null);
  // Read when a press ends (a timer set before the press's click may have opened a dialog).
  const dialogOpenNow = useRef(dialogOpen);
  useLayoutEffect(() => {
    dialogOpenNow.current = dialogOpen;
  }, [dialogOpen]);

  const trySwap = () => {
    const module = loaded.current;
    // Not under a press on another control (its pointerup tries again, once it has clicked), nor
    // under a dialog (its closing gives focus back to the list: that intent tries again).
    if (!module || press.current === 'other' || dialogOpenNow.current) return;
    loaded.current = null;
    const root = rootRef.current;
    const focus = root ? pathFrom(root, document.activeElement) : null;
    // A handle held down (the guard above leaves no other press), else Space or Enter on the focused handle.
    const pickUp: PickUp<K> | null =
      press.current ??
      (keyPickUp.current !== null && keyPickUpFocused(keyPickUp.current, focus)
        ? { handle: keyPickUp.current, event: 'keyboard' }
        : null);
    handoff.current = { focus, pickUp };
    press.current = null;
    keyPickUp.current = null;
    // Drawn, focused and pressed again in this very task: a render of its own would leave a gap
    // before the effects in which a key or a press reaches the new handles before dnd-kit's own
    // effects have run (a pick-up then starts unannounced, its monitor not yet listening). A sync
    // render's effects run at the end of its commit, so no event falls between.
    flushSync(() => setDraggable(() => module));
  };

  const intent = () => {
    if (disabled || draggable) return;
    if (loaded.current) return trySwap();
    // Once per list: two intents (pointer, then focus) must not both swap and lose the handoff.
    if (requested.current) return;
    requested.current = true;
    loader.load().then(
      (module) => {
        loaded.current = module;
        onLoaded?.();
        trySwap();
      },
      // Not loaded (offline, a new deploy): the list keeps working without dragging; the next
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

  /** A plain handle's events: remember a press or a pick-up made while dnd-kit loads. */
  const handleEvents = (handleOf: (target: Element) => K | null) => ({
    onPointerDown: (event: PointerEvent) => {
      const handle = handleOf(event.currentTarget);
      if (!event.isPrimary || event.button !== 0 || handle === null) return;
      const { clientX, clientY, screenX, screenY, pointerId, pointerType } = event;
      const init = { clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary: true };
      const pickUp = { handle, event: { ...init, button: 0, buttons: 1 } };
      // The swap is decided but not drawn yet (a press between the module's arrival and React's
      // render): the press goes with it, or the draggable list would start without it.
      if (handoff.current) handoff.current.pickUp = pickUp;
      else press.current = pickUp;
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        keyPickUp.current = null;
        if (handoff.current) handoff.current.pickUp = null;
      }
      if (!isPickUpKey(event)) return;
      event.preventDefault();
      const handle = handleOf(event.currentTarget);
      // As a press above: a key pressed after the swap was decided, before it was drawn.
      if (handoff.current) {
        if (handle !== null) handoff.current.pickUp = { handle, event: 'keyboard' };
        return;
      }
      keyPickUp.current = handle;
      intent();
    },
  });

  // Before paint: focus is back on the same control in the frame the new items first show.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const focus = handoff.current?.focus;
    if (draggable && root && focus) (nodeAt(root, focus) as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [draggable, rootRef]);

  // After dnd-kit's own effects: its sensors start from the handle's event as if it came now.
  useEffect(() => {
    const root = rootRef.current;
    const pickUp = handoff.current?.pickUp;
    handoff.current = null;
    const handle = draggable && root && pickUp ? handleAt(root, pickUp.handle) : undefined;
    if (!handle || !pickUp) return;
    handle.dispatchEvent(
      pickUp.event === 'keyboard'
        ? new window.KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true })
        : new window.PointerEvent('pointerdown', { ...pickUp.event, bubbles: true, cancelable: true }),
    );
    // handleAt and rootRef are the same on every render (a module's function, a ref): only the swap runs this.
  }, [draggable, rootRef, handleAt]);

  return { draggable, intent, onPointerDownCapture, handleEvents };
}
