/**
 * A list's status filter: one toggle button per stage (All first), each with its count, the chosen
 * one pressed. Plain buttons drawn by one global stylesheet (src/theme/list-rows.ts
 * `[data-status-tabs]`) from the theme's button recipe, as Chakra's small ghost and subtle buttons
 * are: as Chakra parts, eight buttons and their counts were sixteen components whose styles were
 * resolved on every switch to the inventory or the leads (issue 14).
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
    <div role="group" aria-label={label} data-status-tabs="">
      {tabs.map((tab) => (
        <button key={tab.value} type="button" aria-pressed={tab.value === value} onClick={() => onChange(tab.value)}>
          {tab.label} {tab.count !== null && <span data-count="">{tab.count.toLocaleString('en-US')}</span>}
        </button>
      ))}
    </div>
  );
}
