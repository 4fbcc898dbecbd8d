/**
 * The customers list's controls: search (name, email or phone digits; debounced, then in the URL),
 * tag (the tags in use, from the list's own answer), assignee (the dealership's members) and sort.
 */
import { chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { CustomerQuery } from '../../../shared/schemas/customers';
import type { AssigneeOption } from '../api';
import { UrlSearchBox } from '../../../components/ui/url-search-box';

/**
 * Folds a burst of keys into one request; each request cancels the one before it (the query's
 * AbortSignal), so a slow answer never lands over a newer one.
 */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box keeps its own text, so a slow answer never overwrites what is being typed; a
 * change of the URL from elsewhere (Clear filters, the back button) comes back into it.
 */
export function CustomerSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <UrlSearchBox
      value={value}
      onSearch={onSearch}
      label="Search customers by name, email or phone"
      placeholder="Search name, email or phone"
      debounceMs={SEARCH_DEBOUNCE_MS}
    />
  );
}

function LabelledSelect({
  label,
  value,
  onChange,
  children,
  width = '44',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  width?: string;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <NativeSelect.Root size="md" w={width}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

export function TagSelect({
  value,
  tags,
  onChange,
}: {
  value: string | undefined;
  tags: readonly string[];
  onChange: (tag: string | undefined) => void;
}) {
  // A tag from a shared link that is no longer in use still shows as chosen.
  const options = value && !tags.includes(value) ? [value, ...tags] : tags;
  return (
    <LabelledSelect label="Tag" value={value ?? ''} onChange={(v) => onChange(v || undefined)}>
      <option value="">Any tag</option>
      {options.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </LabelledSelect>
  );
}

export function AssigneeSelect({
  value,
  members,
  onChange,
}: {
  value: string | undefined;
  members: readonly AssigneeOption[];
  onChange: (assignee: string | undefined) => void;
}) {
  return (
    <LabelledSelect label="Assignee" value={value ?? ''} onChange={(v) => onChange(v || undefined)}>
      <option value="">Anyone</option>
      <option value="unassigned">Unassigned</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
      {value && value !== 'unassigned' && !members.some((m) => m.id === value) && (
        <option value={value}>A former member</option>
      )}
    </LabelledSelect>
  );
}

const SORT_LABELS: Readonly<Record<CustomerQuery['sort'], string>> = {
  activity: 'Recent activity',
  newest: 'Newest first',
  name: 'Name (A–Z)',
};

export function CustomerSortSelect({
  value,
  onChange,
}: {
  value: CustomerQuery['sort'];
  onChange: (sort: CustomerQuery['sort']) => void;
}) {
  return (
    <LabelledSelect label="Sort" value={value} onChange={(v) => onChange(v as CustomerQuery['sort'])}>
      {(Object.keys(SORT_LABELS) as CustomerQuery['sort'][]).map((s) => (
        <option key={s} value={s}>
          {SORT_LABELS[s]}
        </option>
      ))}
    </LabelledSelect>
  );
}
