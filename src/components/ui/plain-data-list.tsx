import type { ReactNode } from 'react';

/**
 * A read-only label → value list drawn as Chakra's horizontal DataList (size md), in plain
 * `dl > div > dt + dd` styled by one global stylesheet (src/theme/list-rows.ts `[data-plain-dl]`):
 * no style resolution per item when a screen opens (issue 14). `layout` names one of the
 * stylesheet's layouts ("two-columns": one column on a phone, two from md, labels 8 rem wide).
 */
export function PlainDataList({
  items,
  layout,
  testId,
}: {
  items: readonly { label: string; value: ReactNode; mono?: boolean }[];
  layout?: 'two-columns';
  testId?: string;
}) {
  return (
    <dl data-plain-dl={layout ?? ''} data-testid={testId}>
      {items.map(({ label, value, mono }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-mono={mono ? '' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
