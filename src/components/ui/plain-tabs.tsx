import { chakra, useSlotRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { type tabsSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

type TabsVariants = RecipeVariantProps<typeof tabsSlotRecipe>;
type Styles = ReturnType<ReturnType<typeof useSlotRecipe>>;

interface TabsState {
  readonly value: string;
  readonly select: (value: string) => void;
  readonly styles: Styles;
  readonly tabId: (value: string) => string;
  readonly panelId: (value: string) => string;
  /** Whether a panel is in the DOM: every one, or with `lazyMount` those opened at least once. */
  readonly mounted: (value: string) => boolean;
}

const TabsContext = createContext<TabsState | null>(null);

const useTabs = () => {
  const state = use(TabsContext);
  if (!state) throw new Error('PlainTab and PlainTabPanel belong inside PlainTabs');
  return state;
};

/** What Chakra's (zag's) tabs put on every part, so the recipe's conditions and any test find the same. */
const part = (name: string) => ({ 'data-scope': 'tabs', 'data-part': name, 'data-orientation': 'horizontal' });

/**
 * Tabs drawn by the theme's tabs recipe as Chakra's Tabs are, with the same parts and data
 * attributes, without zag's tabs machine and the presence machine its panels run (~8 kB gzip on a
 * vehicle's page and a lead's, issue 14). WAI-ARIA tabs, as Chakra's behave: a tab list with one tab
 * in the page's tab order (the selected one), the arrow keys, Home and End moving focus along the
 * tabs (looping) and selecting as they go, each tab naming the panel it controls. Controlled when
 * given `value`; `lazyMount` keeps a panel out of the DOM until its tab is first chosen, then keeps it.
 */
export function PlainTabs({
  value: controlled,
  defaultValue = '',
  onValueChange,
  lazyMount = false,
  variant,
  size,
  children,
  ...rootProps
}: Omit<HTMLChakraProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  lazyMount?: boolean;
  variant?: TabsVariants['variant'];
  size?: TabsVariants['size'];
  children: ReactNode;
}) {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant, size });
  const base = useId();
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([value]));
  // A panel chosen from outside (the URL) counts as opened as soon as it shows.
  if (!opened.has(value)) setOpened(new Set(opened).add(value));
  const state: TabsState = {
    value,
    select: (next) => {
      if (next === value) return;
      setOwn(next);
      onValueChange?.(next);
    },
    styles,
    tabId: (v) => `${base}-tab-${v}`,
    panelId: (v) => `${base}-panel-${v}`,
    mounted: (v) => !lazyMount || v === value || opened.has(v),
  };
  return (
    <TabsContext value={state}>
      <chakra.div css={styles['root']} {...part('root')} {...rootProps}>
        {children}
      </chakra.div>
    </TabsContext>
  );
}

/** The tabs a key press moves between: this list's own, not disabled. */
const tabsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter(
    (tab) => !tab.disabled && tab.closest('[role="tablist"]') === list,
  );

export function PlainTabList({ children, ...props }: HTMLChakraProps<'div'>) {
  const { styles, select } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const tabs = tabsOf(event.currentTarget);
    const from = tabs.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length]!;
    tab.focus();
    // Automatic activation, as Chakra's tabs: the tab focus lands on opens its panel.
    select(tab.dataset['value']!);
  };
  return (
    <chakra.div
      css={styles['list']}
      {...part('list')}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      {...props}
    >
      {children}
    </chakra.div>
  );
}

export function PlainTab({
  value,
  children,
  ...props
}: Omit<HTMLChakraProps<'button'>, 'value'> & { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <chakra.button
      css={tabs.styles['trigger']}
      {...part('trigger')}
      type="button"
      role="tab"
      id={tabs.tabId(value)}
      data-value={value}
      aria-selected={selected}
      data-selected={selected ? '' : undefined}
      aria-controls={tabs.mounted(value) ? tabs.panelId(value) : undefined}
      // Roving tab index: Tab reaches the selected tab, the arrows the others.
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      {...props}
    >
      {children}
    </chakra.button>
  );
}

export function PlainTabPanel({ value, children, ...props }: HTMLChakraProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (!tabs.mounted(value)) return null;
  const selected = tabs.value === value;
  return (
    <chakra.div
      css={tabs.styles['content']}
      {...part('content')}
      role="tabpanel"
      id={tabs.panelId(value)}
      aria-labelledby={tabs.tabId(value)}
      // The panel itself takes focus (a panel of text has nothing else to reach), as Chakra's does.
      tabIndex={0}
      data-selected={selected ? '' : undefined}
      data-state={selected ? 'open' : 'closed'}
      hidden={!selected}
      {...props}
    >
      {children}
    </chakra.div>
  );
}
