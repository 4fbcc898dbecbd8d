import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { buttonRecipe as button } from '@chakra-ui/react/theme';

const merge = (...parts: (SystemStyleObject | undefined)[]): SystemStyleObject => Object.assign({}, ...parts);

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
export interface StatusTab<T extends string> {
  readonly value: T;
  readonly label: string;
  /** How many the list holds in it under the other filters; null while unknown. */
  readonly count: number | null;
}

export function StatusTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  /** The group's name for assistive technology ("Status"). */
  label: string;
  tabs: readonly StatusTab<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Box role="group" aria-label={label} css={tabsCss}>
      {tabs.map((tab) => (
        <button key={tab.value} type="button" aria-pressed={tab.value === value} onClick={() => onChange(tab.value)}>
          {tab.label} {tab.count !== null && <span data-count="">{tab.count.toLocaleString('en-US')}</span>}
        </button>
      ))}
    </Box>
  );
}
