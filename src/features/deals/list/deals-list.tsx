import { Badge, Box, Button, HStack, Input, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { DEAL_STAGE_LABELS, DEAL_STAGES, SALE_TYPE_LABELS, SALE_TYPES } from '../../../shared/deals';
import { vehicleName } from '../../../shared/format';
// The sorts from the small zod/mini module the route registry reads: the classic schemas module
// (and classic zod with it) is for the forms, which load on first use (issue 14).
import { DEAL_SORTS, type DealQuery, type DealSort } from '../../../shared/schemas/deal-queries';
import type { DealsPage } from '../../../shared/schemas/deals';
import { DEAL_STAGE_PALETTE, formatDay, formatWholeMoney } from '../format';

export type DealSearchPatch = Partial<Record<keyof DealQuery, string | number | undefined>>;

const SORT_LABELS: Readonly<Record<DealSort, string>> = {
  updated: 'Recently changed',
  newest: 'Newest',
  price: 'Price, highest first',
  gross: 'Front gross, highest first',
  sold: 'Sold most recently',
};

/** Search text (sent on Enter or the button: a form, so a fast typist's search is the one that runs). */
function DealSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label="Search deals">
      <HStack gap="2">
        <Input
          name="q"
          type="search"
          aria-label="Search deals by customer, vehicle, stock number or VIN"
          placeholder="Customer, vehicle, stock number…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxW="72"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </HStack>
    </form>
  );
}

/** The list's filters; every change is a new URL (and back to page 1). */
export function DealFilters({
  search,
  onChange,
  salespeople,
  canSeeGross,
  isSales,
}: {
  search: Partial<DealQuery>;
  onChange: (patch: DealSearchPatch) => void;
  salespeople: readonly { id: string; name: string }[];
  canSeeGross: boolean;
  isSales: boolean;
}) {
  const select = (label: string, key: keyof DealQuery, options: readonly [string, string][], all: string) => (
    <NativeSelect.Root size="sm" maxW="52">
      <NativeSelect.Field
        aria-label={label}
        value={String(search[key] ?? '')}
        onChange={(e) => onChange({ [key]: e.target.value || undefined })}
      >
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="3">
      <DealSearchBox value={search.q ?? ''} onSearch={(q) => onChange({ q: q || undefined })} />
      <HStack gap="3" wrap="wrap">
        {select(
          'Stage',
          'stage',
          DEAL_STAGES.map((s) => [s, DEAL_STAGE_LABELS[s]]),
          'Every stage',
        )}
        {select(
          'Sale type',
          'saleType',
          SALE_TYPES.map((s) => [s, SALE_TYPE_LABELS[s]]),
          'Cash, finance and lease',
        )}
        {!isSales &&
          select(
            'Salesperson',
            'salesperson',
            salespeople.map((p) => [p.id, p.name]),
            'Every salesperson',
          )}
        <HStack gap="1">
          <Text asChild fontSize="sm" color="fg.muted">
            <label htmlFor="deals-sold-from">Sold from</label>
          </Text>
          <Input
            id="deals-sold-from"
            type="date"
            size="sm"
            w="40"
            value={search.soldFrom ?? ''}
            onChange={(e) => onChange({ soldFrom: e.target.value || undefined })}
          />
          <Text asChild fontSize="sm" color="fg.muted">
            <label htmlFor="deals-sold-to">to</label>
          </Text>
          <Input
            id="deals-sold-to"
            type="date"
            size="sm"
            w="40"
            value={search.soldTo ?? ''}
            onChange={(e) => onChange({ soldTo: e.target.value || undefined })}
          />
        </HStack>
        {select(
          'Sort',
          'sort',
          DEAL_SORTS.filter((s) => canSeeGross || s !== 'gross').map((s) => [s, SORT_LABELS[s]]),
          SORT_LABELS.updated,
        )}
      </HStack>
    </Stack>
  );
}

export function DealsListSkeleton() {
  return (
    <Stack gap="2" aria-busy="true">
      <Text srOnly>Loading deals…</Text>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h="10" />
      ))}
    </Stack>
  );
}

/** One row per deal and a footer with the sums of every match (not only this page). */
export function DealsTable({
  page,
  onOpen,
  onOpenIntent,
}: {
  page: DealsPage;
  onOpen: (id: string) => void;
  /** A pointer or focus on a deal's name: the screen may start loading the deal's sheet. */
  onOpenIntent?: (() => void) | undefined;
}) {
  const gross = page.canSeeGross;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" data-testid="deals-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Vehicle</Table.ColumnHeader>
            <Table.ColumnHeader>Stage</Table.ColumnHeader>
            <Table.ColumnHeader>Sale</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            {gross && <Table.ColumnHeader textAlign="end">Front gross</Table.ColumnHeader>}
            <Table.ColumnHeader>Salesperson</Table.ColumnHeader>
            <Table.ColumnHeader>Sold / changed</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {page.items.map((deal) => (
            <Table.Row key={deal.id}>
              <Table.Cell>
                <Button
                  variant="plain"
                  p="0"
                  h="auto"
                  fontWeight="semibold"
                  onClick={() => onOpen(deal.id)}
                  onPointerEnter={onOpenIntent}
                  onFocus={onOpenIntent}
                >
                  {deal.customer.name}
                </Button>
              </Table.Cell>
              <Table.Cell>
                {deal.vehicle ? (
                  <Stack gap="0">
                    <Text>{vehicleName(deal.vehicle)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {deal.vehicle.stockNumber}
                    </Text>
                  </Stack>
                ) : (
                  '—'
                )}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={DEAL_STAGE_PALETTE[deal.stage]}>{DEAL_STAGE_LABELS[deal.stage]}</Badge>
              </Table.Cell>
              <Table.Cell>{SALE_TYPE_LABELS[deal.saleType]}</Table.Cell>
              <Table.Cell textAlign="end">
                {deal.priceCents === null ? '—' : formatWholeMoney(deal.priceCents)}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatWholeMoney(deal.totalCents)}</Table.Cell>
              {gross && (
                <Table.Cell textAlign="end">
                  {deal.frontGrossCents === null ? '—' : formatWholeMoney(deal.frontGrossCents)}
                </Table.Cell>
              )}
              <Table.Cell>{deal.salesperson?.name ?? 'Unassigned'}</Table.Cell>
              <Table.Cell>{formatDay(deal.soldAt ?? deal.stageChangedAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold" data-testid="deals-totals">
            <Table.Cell colSpan={4}>
              {page.totals.count === 1 ? '1 deal' : `${page.totals.count.toLocaleString('en-US')} deals`} in all
            </Table.Cell>
            <Table.Cell textAlign="end">{formatWholeMoney(page.totals.priceCents)}</Table.Cell>
            <Table.Cell textAlign="end">{formatWholeMoney(page.totals.totalCents)}</Table.Cell>
            {gross && (
              <Table.Cell textAlign="end">
                {page.totals.frontGrossCents === null ? '—' : formatWholeMoney(page.totals.frontGrossCents)}
              </Table.Cell>
            )}
            <Table.Cell colSpan={2} />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
