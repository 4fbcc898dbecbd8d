import type { SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe, checkboxSlotRecipe, dataListSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The stylesheet of the dashboard's plain list rows (src/components/ui/list-table.tsx), scoped to
 * `[data-list-rows]`: a table's body or the phone cards' list.
 *
 * It is global CSS, built once when the system is, so that switching to a list does not compute
 * styles for it (issue 14); and it is built from the theme's own table, checkbox and badge recipes
 * (base + the variants the lists use), so the plain rows look exactly as Chakra's components would.
 */
type Styles = SystemStyleObject;
/** Style objects one after the other, later keys winning: a recipe's base, then its variants. */
export const mergeStyles = (...parts: (Styles | undefined)[]): Styles => Object.assign({}, ...parts);
const merge = mergeStyles;

const table = tableSlotRecipe;
const check = checkboxSlotRecipe;
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
export type Palette = (typeof PALETTES)[number];

const badge = (variant: 'subtle' | 'solid') =>
  merge(badgeRecipe.base, badgeRecipe.variants?.variant?.[variant], badgeRecipe.variants?.size?.sm);

/** The row height of every list table (and its skeleton rows): 64 px, room for a 48-px picture. */
export const LIST_ROW_HEIGHT = '16';

/** A vehicle's picture (or its placeholder, a car icon centred on a muted tile) of one size. */
const thumb = (w: string, h: string): Styles => ({
  w,
  h,
  flexShrink: 0,
  borderRadius: 'md',
  objectFit: 'cover',
  bg: 'bg.muted',
  color: 'fg.subtle',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** A plain checkbox (RowCheck): a row's, or the select-all in the table's header. */
const checkParts: Styles = {
  '& [data-check]': merge(check.base?.root, check.variants?.size?.sm?.root, { cursor: 'pointer' }),
  '& [data-check] > input': { srOnly: true },
  '& [data-check] > [data-control]': merge(
    check.base?.control,
    check.variants?.size?.sm?.control,
    check.variants?.variant?.solid?.control,
  ),
  '& [data-check] > [data-control] > svg': { display: 'none' },
  '& [data-check] > input:checked + [data-control] > svg': { display: 'block' },
  '& [data-check] > input:focus-visible + [data-control]': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '& [data-check] > [data-control][data-state="indeterminate"] > svg': { display: 'block' },
  '& [data-sr]': { srOnly: true },
};

const parts: Styles = {
  ...checkParts,
  '& [data-badge]': badge('subtle'),
  '& [data-badge="solid"]': badge('solid'),
  ...Object.fromEntries(PALETTES.map((p) => [`& [data-palette="${p}"]`, { colorPalette: p }])),
  '& [data-muted]': { color: 'fg.muted' },
  '& [data-sub]': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& [data-mono]': { fontFamily: 'mono', fontSize: 'xs' },
  '& [data-stack]': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0' },
  '& [data-stack="loose"]': { gap: '0.5' },
  '& [data-inline]': { display: 'flex', alignItems: 'center', gap: '1' },
  '& [data-nowrap]': { whiteSpace: 'nowrap' },
  '& [data-wide-only]': { hideBelow: '2xl' },
  '& [data-truncate]': { truncate: true, maxW: '48' },
  '& a[data-title]': { fontWeight: 'medium', _hover: { textDecoration: 'underline' } },
  '& [data-title-row]': { display: 'flex', alignItems: 'center', gap: '3' },
  '& [data-thumb]': thumb('16', '12'),
};

/**
 * The conversation list's rows (src/features/messages/components/conversation-list.tsx), scoped to
 * `[data-conversation-rows]`: the same elements and styles its Chakra Box, Stack, Text and Badge
 * rendered, by data attribute. A row is `li > a > [data-row]`; `[data-unread]` on the row tints it,
 * the link's `aria-current` marks the open conversation.
 */
const truncated: Styles = { truncate: true };
const conversationRows: Styles = {
  '& > li': { listStyleType: 'none' },
  '& [data-row]': {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'start',
    gap: '3',
    px: '3',
    py: '3',
    borderRadius: 'md',
    _hover: { bg: 'bg.muted' },
  },
  '& [data-row][data-unread]': { bg: 'bg.subtle', _hover: { bg: 'bg.muted' } },
  '& a[aria-current] > [data-row]': { bg: 'bg.emphasized', _hover: { bg: 'bg.emphasized' } },
  '& [data-conv-thumb]': thumb('14', '10'),
  '& img[data-conv-thumb]': { display: 'block', bg: 'transparent' },
  '& [data-lines]': { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' },
  '& [data-line]': {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
  },
  '& [data-name]': merge(truncated, { fontWeight: 'medium' }),
  '& [data-unread] [data-name]': { fontWeight: 'bold' },
  '& [data-stamp]': { fontSize: 'xs', color: 'fg.muted', flexShrink: 0 },
  '& [data-vehicle]': merge(truncated, { fontSize: 'xs', color: 'fg.muted' }),
  '& [data-preview]': merge(truncated, { fontSize: 'sm', color: 'fg.muted' }),
  '& [data-unread] [data-stamp], & [data-unread] [data-preview]': { color: 'fg' },
  '& [data-badge="solid"]': merge(badge('solid'), { colorPalette: 'blue', borderRadius: 'full', flexShrink: 0 }),
  '& [data-sr]': { srOnly: true },
};

/**
 * A plain data list (`dl > div > dt + dd`, src/components/ui/plain-data-list.tsx), scoped to
 * `[data-plain-dl]`: the theme's data list, horizontal, size md, subtle, as DataList.Root, Item,
 * ItemLabel and ItemValue style it. The vehicle detail's specs are 16 items: 48 Chakra parts whose
 * styles were resolved on every switch to a vehicle (issue 14).
 */
const dl = dataListSlotRecipe;
const plainDataList: Styles = merge(dl.variants?.orientation?.horizontal?.root, dl.variants?.size?.md?.root, {
  '& > div': merge(dl.variants?.orientation?.horizontal?.item, dl.variants?.size?.md?.item),
  '& > div > dt': merge(
    dl.base?.itemLabel,
    dl.variants?.orientation?.horizontal?.itemLabel,
    dl.variants?.variant?.subtle?.itemLabel,
  ),
  '& > div > dd': merge(dl.base?.itemValue),
  '& > div > dd[data-mono]': { fontFamily: 'mono' },
});
const twoColumns: Styles = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  columnGap: '8',
  rowGap: '3',
  '& > div > dt': { minW: '32' },
};

export const listRowsCss: Record<string, Styles> = {
  '[data-plain-dl]': plainDataList,
  '[data-plain-dl="two-columns"]': twoColumns,
  '[data-conversation-rows]': conversationRows,
  '[data-list-head]': checkParts,
  '[data-list-rows]': {
    ...parts,
    '& > tr': merge(table.base?.row, table.variants?.variant?.line?.row, { h: LIST_ROW_HEIGHT }),
    '& > tr > td': merge(table.base?.cell, table.variants?.variant?.line?.cell, table.variants?.size?.sm?.cell),
    '& > tr > td[data-end]': { textAlign: 'end', whiteSpace: 'nowrap' },
    '& > tr > td[data-minw="24"]': { minW: '24' },
  },
};
