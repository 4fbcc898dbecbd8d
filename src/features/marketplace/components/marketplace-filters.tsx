import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { referenceQueries } from '../../../lib/reference-queries';
import { MARKETPLACE_SORTS, type MarketplaceQuery } from '../../../shared/schemas/vehicle-queries';
import { BODY_TYPES, FUEL_TYPES, SPEC_LABELS, TRANSMISSIONS } from '../../../shared/vehicles';

export const SORT_LABELS: Record<MarketplaceQuery['sort'], string> = {
  newest: 'Newest listings',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  mileage_asc: 'Mileage: lowest',
  year_desc: 'Year: newest',
  deal: 'Best deals first',
};

type Patch = Partial<MarketplaceQuery>;

const numberOrUndefined = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '')
    .replace(/[$,\s]/g, '')
    .trim();
  if (!text) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
};

function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  anyLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  anyLabel: string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
        >
          <option value="">{anyLabel}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The marketplace filters. Selects apply at once; typed fields apply on Enter or "Apply filters",
 * so the list does not refetch on every keystroke. Make and model suggest names from the reference
 * database (the filter compares whole names, case-insensitively).
 */
export function MarketplaceFilters({
  search,
  onChange,
}: {
  search: MarketplaceQuery;
  onChange: (patch: Patch) => void;
}) {
  const id = useId();
  const [makeText, setMakeText] = useState(search.make);
  const makes = useQuery({ ...referenceQueries.makes(makeText.trim()), enabled: makeText.trim().length > 0 });
  const models = useQuery({ ...referenceQueries.models({ make: search.make }), enabled: search.make.length > 0 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onChange({
      q: text('q'),
      make: text('make'),
      // A new make makes the old model meaningless.
      model: text('make').toLowerCase() === search.make.toLowerCase() ? text('model') : '',
      dealer: text('dealer'),
      yearMin: numberOrUndefined(data.get('yearMin')),
      yearMax: numberOrUndefined(data.get('yearMax')),
      priceMin: numberOrUndefined(data.get('priceMin')),
      priceMax: numberOrUndefined(data.get('priceMax')),
      mileageMax: numberOrUndefined(data.get('mileageMax')),
    });
  };

  // Keyed by the URL's values: going back, or Clear filters, resets what the fields show.
  const key = JSON.stringify(search);
  return (
    <form role="search" aria-label="Filter vehicles" onSubmit={submit} key={key}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <Field.Root>
          <Field.Label>Search</Field.Label>
          <Input name="q" size="sm" defaultValue={search.q} placeholder="e.g. 2021 Civic EX" maxLength={100} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Make</Field.Label>
          <Input
            name="make"
            size="sm"
            list={`${id}-makes`}
            defaultValue={search.make}
            onChange={(e) => setMakeText(e.target.value)}
            placeholder="Any make"
            autoComplete="off"
            maxLength={60}
          />
          <datalist id={`${id}-makes`}>
            {makes.data?.items.map((m) => (
              <option key={m.id} value={m.name} />
            ))}
          </datalist>
        </Field.Root>
        <Field.Root disabled={!search.make}>
          <Field.Label>Model</Field.Label>
          <Input
            name="model"
            size="sm"
            list={`${id}-models`}
            defaultValue={search.model}
            placeholder={search.make ? 'Any model' : 'Choose a make first'}
            autoComplete="off"
            maxLength={60}
          />
          <datalist id={`${id}-models`}>
            {models.data?.items.map((m) => (
              <option key={m.id} value={m.name} />
            ))}
          </datalist>
        </Field.Root>
        <Field.Root>
          <Field.Label>Dealer</Field.Label>
          <Input name="dealer" size="sm" defaultValue={search.dealer} placeholder="Any dealer" maxLength={100} />
        </Field.Root>
        <HStack gap="2" align="end">
          <Field.Root>
            <Field.Label>Year from</Field.Label>
            <Input name="yearMin" size="sm" inputMode="numeric" defaultValue={search.yearMin ?? ''} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Year to</Field.Label>
            <Input name="yearMax" size="sm" inputMode="numeric" defaultValue={search.yearMax ?? ''} />
          </Field.Root>
        </HStack>
        <HStack gap="2" align="end">
          <Field.Root>
            <Field.Label>Price from ($)</Field.Label>
            <Input name="priceMin" size="sm" inputMode="numeric" defaultValue={search.priceMin ?? ''} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Price to ($)</Field.Label>
            <Input name="priceMax" size="sm" inputMode="numeric" defaultValue={search.priceMax ?? ''} />
          </Field.Root>
        </HStack>
        <Field.Root>
          <Field.Label>Mileage up to</Field.Label>
          <Input name="mileageMax" size="sm" inputMode="numeric" defaultValue={search.mileageMax ?? ''} />
        </Field.Root>
        <HStack align="end">
          <Button type="submit" size="sm" colorPalette="blue" w="full">
            Apply filters
          </Button>
        </HStack>
        <SelectField
          label="Body"
          value={search.body}
          options={BODY_TYPES}
          labels={SPEC_LABELS.body}
          anyLabel="Any body"
          onChange={(body) => onChange({ body })}
        />
        <SelectField
          label="Fuel"
          value={search.fuel}
          options={FUEL_TYPES}
          labels={SPEC_LABELS.fuel}
          anyLabel="Any fuel"
          onChange={(fuel) => onChange({ fuel })}
        />
        <SelectField
          label="Transmission"
          value={search.transmission}
          options={TRANSMISSIONS}
          labels={SPEC_LABELS.transmission}
          anyLabel="Any transmission"
          onChange={(transmission) => onChange({ transmission })}
        />
        <Field.Root>
          <Field.Label>Sort by</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={search.sort}
              onChange={(e) => onChange({ sort: e.target.value as MarketplaceQuery['sort'] })}
            >
              {MARKETPLACE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </form>
  );
}
