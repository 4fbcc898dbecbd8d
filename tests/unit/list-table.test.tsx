import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, ListTable, RowCheck } from '../../src/components/ui/list-table';
import { getSystem } from '../../src/theme/system';

const items = Array.from({ length: 50 }, (_, i) => ({ id: `v${i}`, name: `Vehicle ${i}` }));
const wrap = (node: ReactNode) => <ChakraProvider value={getSystem()}>{node}</ChakraProvider>;
const table = (
  selected = new Set<string>(),
  toggle = (_id: string, _on: boolean) => {},
  selectAll = (_on: boolean) => {},
) => (
  <ListTable
    selectAll={{ label: 'Select all', selected, onChange: selectAll }}
    header={<th>Name</th>}
    columns={2}
    items={items}
    row={(v) => (
      <tr key={v.id}>
        <td>
          <RowCheck label={`Select ${v.name}`} checked={selected.has(v.id)} onChange={(on) => toggle(v.id, on)} />
        </td>
        <td>{v.name}</td>
      </tr>
    )}
  />
);
/** The table with its selection kept as a screen keeps it: by row, or the whole page at once. */
function Selectable() {
  const [selected, setSelected] = useState(new Set<string>());
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return table(selected, toggle, (on) => setSelected(new Set(on ? items.map((v) => v.id) : [])));
}
const rows = (root: HTMLElement) => [...root.querySelectorAll('tbody tr')];

describe('ListTable', () => {
  it('opens in the browser with the first rows, the rest holding their room, then every row', async () => {
    let firstCommit: { real: number; later: number } | undefined;
    function Probe({ children }: { children: ReactNode }) {
      return <div ref={(el) => void (el && !firstCommit && (firstCommit = count(el)))}>{children}</div>;
    }
    const count = (el: HTMLElement) => ({
      real: rows(el).filter((r) => !r.hasAttribute('data-later')).length,
      later: el.querySelectorAll('tbody tr[data-later]').length,
    });
    const { container } = render(wrap(<Probe>{table()}</Probe>));
    expect(firstCommit).toEqual({ real: FIRST_ROWS, later: items.length - FIRST_ROWS });
    // The placeholders are rows of the table's own height and are not read out.
    for (const r of container.querySelectorAll('tbody tr[data-later]'))
      expect(r).toHaveAttribute('aria-hidden', 'true');
    await act(async () => {});
    expect(count(container)).toEqual({ real: items.length, later: 0 });
    expect(screen.getByText('Vehicle 49')).toBeInTheDocument();
  });

  it('renders every row on the server, and hydrating that page keeps them (no placeholders)', async () => {
    const html = renderToString(wrap(table()));
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    expect(rows(host)).toHaveLength(items.length);
    expect(host.querySelector('[data-later]')).toBeNull();
    await act(async () => void hydrateRoot(host, wrap(table())));
    expect(rows(host)).toHaveLength(items.length);
    expect(host.querySelector('[data-later]')).toBeNull();
    host.remove();
  });

  it("a row's checkbox is a native one, named by its label and toggled by click or Space", async () => {
    render(wrap(<Selectable />));
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Select Vehicle 3' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(within(box.closest('label')!).getByText('Select Vehicle 3')).toBeInTheDocument();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('the select-all reads mixed while some rows are on, and a press selects the page, another clears it', async () => {
    render(wrap(<Selectable />));
    const user = userEvent.setup();
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Vehicle 3' }));
    expect(all).toBePartiallyChecked();
    expect(all.nextElementSibling).toHaveAttribute('data-state', 'indeterminate');
    await user.click(all);
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Vehicle 40' })).toBeChecked();
    await user.click(all);
    expect(all).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Vehicle 3' })).not.toBeChecked();
  });
});
