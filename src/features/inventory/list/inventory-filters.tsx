import { Box, Button, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { referenceQueries } from '../../../lib/reference-queries';
import { INVENTORY_SORTS, type InventoryQuery } from '../../../shared/schemas/vehicle-queries';
import { AGE_BUCKETS } from '../../../shared/vehicles';
import { UrlSearchBox } from '../../../components/ui/url-search-box';

export type InventorySearch = Partial<InventoryQuery>;
export type SetSearch = (patch: InventorySearch) => void;

const SORT_LABELS: Readonly<Record<(typeof INVENTORY_SORTS)[number], string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  mileage_asc: 'Mileage: lowest',
  year_desc: 'Year: newest',
  age_desc: 'Longest in stock',
  stock: 'Stock number',
};
const AGE_LABELS: Readonly<Record<(typeof AGE_BUCKETS)[number], string>> = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};

/**
 * Results are due ≤ 150 ms after the last keystroke (issue 14, bench:dashboard): the pause has to
 * leave room for the query and the render. 80 ms still folds a burst of fast keys into one request;
 * at a person's typing pace (~120 ms a key and slower) a request per key is the price, and each
 * one cancels the one before it (the query's AbortSignal).
 */
export const SEARCH_DEBOUNCE_MS = 80;

/**
 * The search box: typed text goes to the URL after a short pause (the list refetches once, not per
 * key). It keeps its own text, so a slow answer never overwrites what is being typed; a change of
 * the URL from elsewhere (Clear filters, back button) comes back into it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <UrlSearchBox
      value={value}
      onSearch={onSearch}
      label="Search by VIN, stock number, make or model"
      placeholder="Search VIN, stock #, make or model"
      debounceMs={SEARCH_DEBOUNCE_MS}
    />
  );
}

export function SortSelect({ value, onChange }: { value: InventoryQuery['sort']; onChange: SetSearch }) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Sort
      </chakra.label>
      <NativeSelect.Root size="md" w="48">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(e) => onChange({ sort: e.target.value as InventoryQuery['sort'] })}
        >
          {INVENTORY_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

type Draft = Record<
  'make' | 'model' | 'yearMin' | 'yearMax' | 'priceMin' | 'priceMax' | 'mileageMin' | 'mileageMax' | 'age' | 'listed',
  string
>;

const toDraft = (s: InventorySearch): Draft => ({
  make: s.make ?? '',
  model: s.model ?? '',
  yearMin: s.yearMin?.toString() ?? '',
  yearMax: s.yearMax?.toString() ?? '',
  priceMin: s.priceMin?.toString() ?? '',
  priceMax: s.priceMax?.toString() ?? '',
  mileageMin: s.mileageMin?.toString() ?? '',
  mileageMax: s.mileageMax?.toString() ?? '',
  age: s.age ?? '',
  listed: s.listed ?? '',
});

/** Whole numbers as typed ("30,000" → 30000); anything else clears the filter. */
const wholeNumber = (text: string): number | undefined => {
  const n = Number(text.replace(/[\s,$]/g, ''));
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/**
 * The filter panel: make and model from the reference database (suggestions as you type), ranges
 * for year, price (whole dollars, as in the URL) and mileage, age bucket and listed. Applied
 * together, so the list refetches once per change of mind, not per keystroke.
 */
export function FiltersPanel({ search, onApply }: { search: InventorySearch; onApply: SetSearch }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(search));
  useEffect(() => setDraft(toDraft(search)), [search]);
  const makes = useQuery({ ...referenceQueries.makes(draft.make), enabled: draft.make.length > 0 });
  const models = useQuery({ ...referenceQueries.models({ make: draft.make }), enabled: draft.make.length > 0 });
  const makesId = useId();
  const modelsId = useId();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply({
      make: draft.make.trim(),
      model: draft.model.trim(),
      yearMin: wholeNumber(draft.yearMin),
      yearMax: wholeNumber(draft.yearMax),
      priceMin: wholeNumber(draft.priceMin),
      priceMax: wholeNumber(draft.priceMax),
      mileageMin: wholeNumber(draft.mileageMin),
      mileageMax: wholeNumber(draft.mileageMax),
      age: (draft.age || undefined) as InventoryQuery['age'],
      listed: (draft.listed || undefined) as InventoryQuery['listed'],
    });
  };
  const range = (label: string, min: keyof Draft, max: keyof Draft, unit?: string) => (
    <HStack gap="2" align="flex-end">
      <FormField label={`${label} from${unit ? ` (${unit})` : ''}`}>
        <Input inputMode="numeric" value={draft[min]} onChange={set(min)} />
      </FormField>
      <FormField label={`${label} to${unit ? ` (${unit})` : ''}`}>
        <Input inputMode="numeric" value={draft[max]} onChange={set(max)} />
      </FormField>
    </HStack>
  );
  return (
    <Box as="form" onSubmit={apply} aria-label="Filters" borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          <FormField label="Make">
            <Input value={draft.make} onChange={set('make')} list={makesId} autoComplete="off" />
            <datalist id={makesId}>
              {makes.data?.items.map((m) => (
                <option key={m.id} value={m.name} />
              ))}
            </datalist>
          </FormField>
          <FormField label="Model">
            <Input value={draft.model} onChange={set('model')} list={modelsId} autoComplete="off" />
            <datalist id={modelsId}>
              {models.data?.items.map((m) => (
                <option key={m.id} value={m.name} />
              ))}
            </datalist>
          </FormField>
          {range('Year', 'yearMin', 'yearMax')}
          {range('Price', 'priceMin', 'priceMax', '$')}
          {range('Mileage', 'mileageMin', 'mileageMax', 'mi')}
          <HStack gap="2" align="flex-end">
            <FormField label="Days in stock">
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.age} onChange={set('age')}>
                  <option value="">Any</option>
                  {AGE_BUCKETS.map((a) => (
                    <option key={a} value={a}>
                      {AGE_LABELS[a]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Listed">
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.listed} onChange={set('listed')}>
                  <option value="">Any</option>
                  <option value="yes">Listed</option>
                  <option value="no">Not listed</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </HStack>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="blue">
            Apply filters
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
