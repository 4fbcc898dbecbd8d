import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { tableSlotRecipe as table } from '@chakra-ui/react/theme';
import { useRouter } from '@tanstack/react-router';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { buildPath } from '../../../registry/paths';
import type { ScreenPath } from '../../../registry/routes';
import { LIST_ROW_HEIGHT, mergeStyles as merge, type Palette } from '../../theme/list-rows';

export { LIST_ROW_HEIGHT, type Palette };

/**
 * The shell's one style: a scroll area with the list's border, the table, its header row and header
 * cells, as Table.ScrollArea, Table.Root (size sm, interactive), Table.Header, Table.Row and
 * Table.ColumnHeader style them, from the theme's table recipe. As Chakra parts, the shell was
 * fourteen or so components whose styles were resolved on every switch to a list (issue 14). It is
 * the shell's, not global CSS (as the rows' is), so that it weighs only on the pages with a list.
 */
const shellCss: SystemStyleObject = {
  // Table.ScrollArea's own styles, then the list's border.
  display: 'block',
  whiteSpace: 'nowrap',
  WebkitOverflowScrolling: 'touch',
  overflow: 'auto',
  maxWidth: '100%',
  borderWidth: '1px',
  borderRadius: 'lg',
  '& > table': merge(table.base?.root, table.variants?.size?.sm?.root),
  '& > table > thead > tr': merge(table.base?.row, table.variants?.variant?.line?.row),
  '& > table > thead > tr > th': merge(
    table.base?.columnHeader,
    table.variants?.variant?.line?.columnHeader,
    table.variants?.size?.sm?.columnHeader,
  ),
  '& > table > thead > tr > th[data-list-head]': { w: '10' },
  '& > table > thead > tr > th[data-end]': { textAlign: 'end' },
  '& > table > thead > tr > th[data-wide-only]': { hideBelow: '2xl' },
  // `interactive`: a row under the pointer is tinted.
  '& > table > tbody > tr': { _hover: { bg: 'colorPalette.subtle' } },
};

/**
 * The dashboard's big lists (inventory, leads), their table, header and rows, are plain HTML, not
 * Chakra components: the rows styled by one global stylesheet (src/theme/list-rows.ts), the shell
 * by one style of its own (above).
 *
 * Why: a list page shows 50 rows of about ten cells, a checkbox and a badge or two. As Chakra
 * components, every cell resolves its own style object and every checkbox runs a state machine,
 * on every render: about 45 ms of the 125 ms a switch to Inventory took at ×1, and 180 of 520 ms
 * at ×4 (issue 14, `npm run bench:dashboard`). The stylesheet is built once, with the theme, from
 * the theme's own table, checkbox and badge recipes, so the rows look as Chakra's would.
 *
 * Inside a row, plain elements say what they are with data attributes:
 * - `td[data-end]` a number, aligned to the end; `[data-nowrap]` one line; `td[data-minw="24"]` 6 rem at least;
 * - `[data-wide-only]` shown from the 2xl breakpoint up;
 * - `[data-mono]` a code (a VIN); `[data-muted]` secondary text; `[data-sub]` a second, smaller line;
 * - `[data-stack]` lines under each other (`="loose"`: 2 px apart); `[data-inline]` an icon and its text;
 * - `a[data-title]` the row's link (medium weight, underlined on hover); `[data-title-row]` a picture and it;
 * - `[data-truncate]` one line cut with an ellipsis; `[data-thumb]` a 64 × 48 picture or its placeholder;
 * - `RowCheck` and `RowBadge` below.
 */
export function ListTable<T extends { readonly id: string }>({
  header,
  columns,
  items,
  row,
  selectAll,
  testId,
}: {
  /** The page's select-all checkbox, the first column's header: on when every row is selected. */
  selectAll: { label: string; selected: ReadonlySet<string>; onChange: (on: boolean) => void };
  /** The other header cells, plain `<th>`s (`data-end`: a number's, `data-wide-only`): `columns` counts them with the first. */
  header: ReactNode;
  columns: number;
  items: readonly T[];
  /** One item's `<tr>`, with its key. */
  row: (item: T) => ReactNode;
  testId?: string;
}) {
  const shown = useRowsInStages(items.length);
  const rowLinks = useRowLinks();
  const allOn = items.length > 0 && items.every((item) => selectAll.selected.has(item.id));
  const someOn = items.some((item) => selectAll.selected.has(item.id));
  const later = items.length - shown;
  return (
    <Box css={shellCss}>
      <table data-testid={testId}>
        <thead>
          <tr>
            {/* The select-all is plain too (src/theme/list-rows.ts `[data-list-head]`): Chakra's checkbox
                machine was ~4 kB gzip on each list page for one box (issue 14). */}
            <th data-list-head="">
              <RowCheck
                label={selectAll.label}
                checked={allOn}
                indeterminate={!allOn && someOn}
                onChange={(on) => selectAll.onChange(on)}
              />
            </th>
            {header}
          </tr>
        </thead>
        <tbody data-list-rows="" {...rowLinks}>
          {(later > 0 ? items.slice(0, shown) : items).map(row)}
          {/* The rows still to come hold their room (empty rows of the same height), so nothing below moves. */}
          {Array.from({ length: later }, (_, i) => (
            <tr key={`later-${i}`} aria-hidden data-later="">
              <td colSpan={columns} />
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/**
 * How many rows a list renders, in two stages when it opens in the browser: first the rows a tall
 * screen shows, at once, then the rest of the page in a transition right after that first paint.
 * A switch to a list of 50 rows paints its top rows instead of waiting for all 50 (issue 14).
 * A page the server rendered has every row already, so its hydration renders them all.
 */
export const FIRST_ROWS = 16;
const noSubscription = () => () => {};

export function useRowsInStages(total: number): number {
  const rendered = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [all, setAll] = useState(rendered);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, FIRST_ROWS);
}

/**
 * A row's link to its item (`a[data-title]`): a plain anchor whose navigation and preload the list
 * does for all its rows (useRowLinks), instead of a router <Link> per row, each subscribed to the
 * router's state (50 of them cost ~8 ms of a switch at ×1).
 */
export function RowLink({
  to,
  params,
  children,
}: {
  to: ScreenPath;
  params: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return (
    <a href={buildPath(to, params)} data-title="">
      {children}
    </a>
  );
}

const rowLinkOf = (event: SyntheticEvent) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-title]') : null;

/**
 * What a router <Link> does, once for every row link of a list: a plain click navigates in the app
 * (a click with a modifier key, or another button, is the browser's: a new tab, a download); a
 * pointer resting on a link or the keyboard's focus reaching it preloads its screen and data.
 */
export function useRowLinks() {
  const router = useRouter();
  // pointerover repeats as the pointer crosses a link's text: one preload per link it rests on.
  const preloaded = useRef<string | null>(null);
  const preload = (event: SyntheticEvent) => {
    const href = rowLinkOf(event)?.getAttribute('href');
    if (!href || href === preloaded.current) return;
    preloaded.current = href;
    // By href (which buildLocation takes, though preloadRoute's type asks for `to`).
    void router.preloadRoute({ href } as never).catch(() => undefined);
  };
  return {
    onClick: (event: MouseEvent) => {
      const link = rowLinkOf(event);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href: link.getAttribute('href')! });
    },
    onPointerOver: preload,
    onFocus: preload,
  };
}

/**
 * A row's checkbox: a native one (no state machine per row), drawn as the theme's small checkbox.
 * `indeterminate` (the select-all when some rows are on) shows a dash and reads as "mixed".
 */
export function RowCheck({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (on: boolean) => void;
}) {
  // `indeterminate` is a DOM property with no attribute: set on the element itself.
  const mixed = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  return (
    <label data-check="">
      <input ref={mixed} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span
        data-control=""
        data-state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
        aria-hidden
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {indeterminate ? <path d="M5 12h14" /> : <polyline points="20 6 9 17 4 12" />}
        </svg>
      </span>
      {/* Its name, read but not shown; in a box of its own as Chakra's label is (the same gap). */}
      <span>
        <span data-sr="">{label}</span>
      </span>
    </label>
  );
}

/** A row's badge: the theme's small badge, subtle or solid, in one palette. */
export function RowBadge({
  palette,
  solid = false,
  children,
  ...data
}: {
  palette: Palette;
  solid?: boolean;
  children: ReactNode;
} & { [key: `data-${string}`]: string | undefined }) {
  return (
    <span data-badge={solid ? 'solid' : ''} data-palette={palette} {...data}>
      {children}
    </span>
  );
}
