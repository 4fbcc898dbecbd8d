/**
 * The photo grid loads @dnd-kit on intent (issue 14: JavaScript per route): the grid before it is
 * the same markup as after, and the swap keeps what the person was doing (focus, a grip pressed
 * while loading, a click on another control).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoGridProps } from '../../src/features/inventory/photos/photo-tile';
import type { Photo } from '../../src/shared/schemas/vehicles';
import { getSystem } from '../../src/theme/system';

const photo = (i: number): Photo => ({
  id: `pho_${i}`,
  position: i,
  alt: i === 1 ? '' : `Shot ${i + 1}`,
  isCover: i === 0,
  width: 1600,
  height: 1200,
  urls: { w320: `/p${i}.webp`, w800: `/p${i}.webp`, w1600: `/p${i}.webp`, original: `/p${i}.jpg` },
});

/** A fresh copy of the grid's module each test: which grid it starts with is kept per module. */
async function renderGrid(overrides: Partial<PhotoGridProps> & { dialogOpen?: boolean } = {}) {
  vi.resetModules();
  const { PhotoGrid } = await import('../../src/features/inventory/photos/photo-grid');
  const props: PhotoGridProps & { dialogOpen?: boolean } = {
    photos: [0, 1, 2].map(photo),
    readOnly: false,
    busy: false,
    onReorder: vi.fn(),
    onSetCover: vi.fn(),
    onEditAlt: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  const ui = (more: { dialogOpen?: boolean } = {}) => (
    <ChakraProvider value={getSystem()}>
      <PhotoGrid {...props} {...more} />
    </ChakraProvider>
  );
  const view = render(ui());
  return { ...view, props, rerenderWith: (more: { dialogOpen?: boolean }) => view.rerender(ui(more)) };
}

/** dnd-kit's live region (DndContext puts it in the body): there once the sortable grid is. */
const liveRegion = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
const sortableLoaded = () => waitFor(() => expect(liveRegion()).not.toBeNull());

describe('the photo grid before and after dnd-kit', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('is the same markup without dnd-kit, and loads it when the pointer enters', async () => {
    await renderGrid();
    // The instructions and the list; dnd-kit adds its own hidden text and live region after them.
    const grid = () => {
      const list = screen.getByRole('list', { name: 'Photos' });
      return list.previousElementSibling!.outerHTML + list.outerHTML;
    };
    const before = grid();
    expect(liveRegion()).toBeNull();
    const grip = screen.getByRole('button', { name: 'Move photo 2' });
    expect(grip).toHaveAttribute('aria-roledescription', 'sortable');
    expect(grip).toHaveAttribute('aria-describedby', 'photo-dnd-instructions');

    fireEvent.pointerEnter(screen.getByRole('list', { name: 'Photos' }));
    await sortableLoaded();
    expect(grid()).toBe(before);
  });

  it('keeps focus on the same grip, and a Space pressed while loading picks the photo up once loaded', async () => {
    await renderGrid();
    const grip = screen.getByRole('button', { name: 'Move photo 2' });
    act(() => grip.focus());
    fireEvent.keyDown(grip, { key: ' ', code: 'Space' });
    await sortableLoaded();
    const after = screen.getByRole('button', { name: 'Move photo 2' });
    expect(after).not.toBe(grip);
    expect(after).toHaveFocus();
    // Picked up: dnd-kit marks the grip pressed (the live region moves on at once here, where every
    // tile measures 0×0).
    await waitFor(() => expect(after).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.keyDown(after, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Moving cancelled. Photo 2 is back in its place.'));
    expect(after).not.toHaveAttribute('aria-pressed');
  });

  it('lets a click that started while loading land before the swap', async () => {
    const { props } = await renderGrid();
    const list = screen.getByRole('list', { name: 'Photos' });
    const setCover = screen.getByRole('button', { name: 'Set photo 3 (Shot 3) as cover' });
    fireEvent.pointerEnter(list);
    fireEvent.pointerDown(setCover);
    await act(() => vi.dynamicImportSettled());
    expect(liveRegion()).toBeNull();
    fireEvent.pointerUp(setCover);
    fireEvent.click(setCover);
    expect(props.onSetCover).toHaveBeenCalledWith(props.photos[2]);
    await sortableLoaded();
  });

  it('waits for a dialog opened from a tile to close, then swaps with focus back on its control', async () => {
    const { rerenderWith } = await renderGrid({ dialogOpen: true });
    fireEvent.pointerEnter(screen.getByRole('list', { name: 'Photos' }));
    await act(() => vi.dynamicImportSettled());
    expect(liveRegion()).toBeNull();
    rerenderWith({ dialogOpen: false });
    const remove = screen.getByRole('button', { name: 'Delete photo 2' });
    // The dialog gives focus back to the control that opened it.
    act(() => remove.focus());
    await sortableLoaded();
    expect(screen.getByRole('button', { name: 'Delete photo 2' })).not.toBe(remove);
    expect(screen.getByRole('button', { name: 'Delete photo 2' })).toHaveFocus();
  });

  it('never loads dnd-kit for a read-only grid', async () => {
    await renderGrid({ readOnly: true });
    expect(screen.queryByRole('button', { name: /Move photo/ })).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('list', { name: 'Photos' }));
    await act(() => vi.dynamicImportSettled());
    expect(liveRegion()).toBeNull();
  });
});
