import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe as button } from '@chakra-ui/react/theme';
import { mergeStyles as merge } from '../../theme/list-rows';

/**
 * The group's one style: a row of small buttons as HStack and Button size sm draw them, ghost and
 * gray, the pressed one subtle and blue; each count in muted, normal weight. Built from the theme's
 * button recipe, so the plain buttons look exactly as Chakra's.
 */
const tabsCss: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '1',
  overflowX: 'auto',
  borderBottomWidth: '1px',
  pb: '2',
  '& > button': merge(button.base, button.variants?.size?.sm, button.variants?.variant?.ghost, {
    colorPalette: 'gray',
  }),
  '& > button[aria-pressed="true"]': merge(button.variants?.variant?.subtle, { colorPalette: 'blue' }),
  '& > button > [data-count]': { color: 'fg.muted', fontWeight: 'normal' },
};

/**
 * A list's status filter: one toggle button per stage (All first), each with its count, the chosen
 * one pressed. Plain buttons under one styled group: as Chakra parts, eight buttons and their
 * counts were sixteen components whose styles were resolved on every switch to the inventory or
 * the leads (issue 14). The style is the group's, not global CSS, so that it weighs only on the
 * pages that show the filter.
 */
export function StatusTabs<T extends string>({
  label,
  statuses,
  labels,
  counts,
  value,
  onChange,
}: {
  /** The group's name for assistive technology ("Status"). */
  label: string;
  /** The stages, in order; an "All" toggle comes first. */
  statuses: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** How many the list holds in each stage under the other filters; undefined while unknown. */
  counts: Readonly<Partial<Record<T, number>>> | undefined;
  /** The chosen stage; undefined: All. */
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const all = counts ? statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : null;
  const tabs = [
    { key: 'all', value: undefined, label: 'All', count: all },
    ...statuses.map((s) => ({ key: s, value: s, label: labels[s], count: counts?.[s] ?? null })),
  ];
  return (
    <Box role="group" aria-label={label} css={tabsCss}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" aria-pressed={tab.value === value} onClick={() => onChange(tab.value)}>
          {tab.label} {tab.count !== null && <span data-count="">{tab.count.toLocaleString('en-US')}</span>}
        </button>
      ))}
    </Box>
  );
}
