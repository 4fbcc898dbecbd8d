/**
 * The deals board loads @dnd-kit and framer-motion on intent (issue 14: JavaScript per route): the
 * board before them is the same markup as after, and the swap keeps what the person was doing
 * (focus, a handle pressed while loading, a click on another control, an open sheet).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../src/theme/system';
import { buildBoard } from '../../stories/builders/deals';

/** A fresh copy of the board's module each test: which board it starts with is kept per module. */
async function renderBoard(overrides: { dialogOpen?: boolean } = {}) {
  vi.resetModules();
  const { DealBoard } = await import('../../src/features/deals/board/deal-board');
  const props = {
    board: buildBoard(),
    onMove: vi.fn(),
    onOpen: vi.fn(),
    onOpenIntent: vi.fn(),
    onDragLoaded: vi.fn(),
    ...overrides,
  };
  const ui = (more: { dialogOpen?: boolean } = {}) => (
    <ChakraProvider value={getSystem()}>
      <DealBoard {...props} {...more} />
    </ChakraProvider>
  );
  const view = render(ui());
  return { ...view, props, rerenderWith: (more: { dialogOpen?: boolean }) => view.rerender(ui(more)) };
}

/** dnd-kit's live region (DndContext puts it in the body): there once the draggable board is. */
const liveRegion = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
// The first import of dnd-kit and framer-motion takes a while on a busy machine.
const draggableLoaded = () => waitFor(() => expect(liveRegion()).not.toBeNull(), { timeout: 10_000 });
const firstHandle = () => screen.getAllByRole('button', { name: /^Move deal: / })[0]!;

describe('the deals board before and after dnd-kit', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('is the same markup without dnd-kit, and loads it when the pointer enters', async () => {
    const { props } = await renderBoard();
    // framer-motion writes `opacity: 1` on a card once its (no-op) entry settles, sooner or later
    // depending on the machine's load: full opacity is what the plain card has, so it draws nothing.
    const markup = () => screen.getByTestId('deal-board').outerHTML.replaceAll(' style="opacity: 1;"', '');
    const before = markup();
    expect(liveRegion()).toBeNull();
    const handle = firstHandle();
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    expect(handle).toHaveAttribute('aria-describedby', 'deal-dnd-instructions');
    expect(document.getElementById('deal-dnd-instructions')).toHaveTextContent(/press Space or Enter to pick it up/);

    fireEvent.pointerEnter(screen.getByTestId('deal-board'));
    await draggableLoaded();
    expect(markup()).toBe(before);
    expect(props.onDragLoaded).toHaveBeenCalledOnce();
  });

  it('keeps focus on the same handle, and a Space pressed while loading picks the deal up once loaded', async () => {
    await renderBoard();
    const handle = firstHandle();
    const name = handle.getAttribute('aria-label')!;
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await draggableLoaded();
    const after = screen.getByRole('button', { name });
    expect(after).not.toBe(handle);
    expect(after).toHaveFocus();
    // Picked up: dnd-kit marks the handle pressed.
    await waitFor(() => expect(after).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.keyDown(after, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Moving cancelled\. The deal of .* stays in /));
    expect(after).not.toHaveAttribute('aria-pressed');
  });

  it('lets a click that started while loading land before the swap', async () => {
    const { props } = await renderBoard();
    const open = screen.getAllByRole('button', { name: /^Open deal: / })[0]!;
    fireEvent.pointerEnter(screen.getByTestId('deal-board'));
    fireEvent.pointerDown(open);
    await act(() => vi.dynamicImportSettled());
    expect(liveRegion()).toBeNull();
    fireEvent.pointerUp(open);
    fireEvent.click(open);
    expect(props.onOpen).toHaveBeenCalledWith(props.board.columns.flatMap((c) => c.items)[0]!.id);
    await draggableLoaded();
  });

  it('waits for the sheet opened from the board to close, then swaps with focus back on its control', async () => {
    const { rerenderWith } = await renderBoard({ dialogOpen: true });
    fireEvent.pointerEnter(screen.getByTestId('deal-board'));
    await act(() => vi.dynamicImportSettled());
    expect(liveRegion()).toBeNull();
    rerenderWith({ dialogOpen: false });
    const open = screen.getAllByRole('button', { name: /^Open deal: / })[1]!;
    const name = open.getAttribute('aria-label')!;
    // The sheet gives focus back to the control that opened it.
    act(() => open.focus());
    await draggableLoaded();
    expect(screen.getByRole('button', { name })).not.toBe(open);
    expect(screen.getByRole('button', { name })).toHaveFocus();
  });

  it('asks for the sheet when a pointer or focus reaches a card', async () => {
    const { props } = await renderBoard();
    fireEvent.pointerEnter(screen.getAllByRole('button', { name: /^Open deal: / })[0]!);
    expect(props.onOpenIntent).toHaveBeenCalled();
  });
});
