import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FileUp, Plus, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { Pager } from '../components/layout/pager';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { ExportCsvButton } from '../features/inventory/import/export-csv-button';
import {
  FiltersPanel,
  SearchBox,
  SortSelect,
  type InventorySearch,
} from '../features/inventory/list/inventory-filters';
import {
  InventoryCards,
  InventorySkeleton,
  InventoryTable,
  type Selection,
} from '../features/inventory/list/inventory-table';
import { inventoryQueries } from '../features/inventory/queries';
import { clearFilters, hasFilters } from '../features/inventory/search-params';
import type { VehicleSummary } from '../shared/schemas/vehicles';
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES } from '../shared/vehicles';
import { useWideLayout } from '../components/layout/use-wide-layout';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import { StatusTabs } from '../components/ui/status-tabs';

const routeApi = getRouteApi('/dashboard/inventory');

// The forms (react-hook-form, the VIN decoder, the CSV import flow) are for adding, not for reading
// the list: their chunks load on the first press of Add vehicle or Import (issue 14).
const AddVehicleDialog = lazy(() =>
  import('../features/inventory/add-vehicle/add-vehicle-dialog').then((m) => ({ default: m.AddVehicleDialog })),
);
const ImportVehiclesDialog = lazy(() =>
  import('../features/inventory/import/import-vehicles-dialog').then((m) => ({ default: m.ImportVehiclesDialog })),
);
// The bulk bar (its price popover brings Chakra's popover, positioning and focus machinery, ~18 kB
// gzip) shows only once a row is selected: a pointer or focus entering the list starts its
// download, so the first checkbox press normally finds it loaded.
const { Component: BulkBar, preload: preloadBulkBar } = lazyOnIntent(() =>
  import('../features/inventory/list/bulk-bar').then((m) => m.BulkBar),
);

export function InventoryScreen() {
  const route = routeById['inventory'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(inventoryQueries.list(search));
  const wide = useWideLayout();
  const data = list.data;
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [showFilters, setShowFilters] = useState(() => hasFilters({ ...search, q: '' }));
  const [selected, setSelected] = useState<ReadonlyMap<string, VehicleSummary>>(new Map());

  /** Every change of view starts again at page 1, unless it is the page itself. */
  const setSearch = useCallback(
    (patch: InventorySearch) =>
      void navigate({
        search: (prev) => ({ ...prev, page: 1, ...patch }),
        replace: !('page' in patch),
        resetScroll: 'page' in patch,
      }),
    [navigate],
  );
  const onSearchText = useCallback((q: string) => setSearch({ q }), [setSearch]);
  const clear = () => void navigate({ search: () => ({ ...clearFilters(search), page: 1 }) as never });

  const items = useMemo(() => data?.items ?? [], [data]);
  const selection: Selection = {
    selected: new Set(selected.keys()),
    toggle: (id, on) =>
      setSelected((prev) => {
        const next = new Map(prev);
        const vehicle = items.find((v) => v.id === id);
        if (on && vehicle) next.set(id, vehicle);
        else next.delete(id);
        return next;
      }),
    togglePage: (on) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const v of items) {
          if (on) next.set(v.id, v);
          else next.delete(v.id);
        }
        return next;
      }),
  };

  const filtered = hasFilters(search) || Boolean(search.status);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <DashboardPage
      title={headingOf(route)}
      description={route.description}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="blue" onClick={() => setAdding(true)}>
            <Plus /> Add vehicle
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <FileUp /> Import
          </Button>
          <ExportCsvButton search={search} />
        </HStack>
      }
    >
      {adding && (
        <Suspense fallback={null}>
          <AddVehicleDialog open onOpenChange={setAdding} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportVehiclesDialog open onOpenChange={setImporting} />
        </Suspense>
      )}
      {/* Status filter: one toggle per lifecycle stage with its count under the other filters. */}
      <StatusTabs
        label="Status"
        statuses={VEHICLE_STATUSES}
        labels={VEHICLE_STATUS_LABELS}
        counts={data?.statusCounts}
        value={search.status}
        onChange={(status) => setSearch({ status })}
      />

      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <SearchBox value={search.q} onSearch={onSearchText} />
          <Button
            variant="outline"
            onClick={() => setShowFilters((v) => !v)}
            aria-expanded={showFilters}
            aria-controls="inventory-filters"
          >
            <SlidersHorizontal /> Filters
          </Button>
          {hasFilters(search) && (
            <Button variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          )}
          <SortSelect value={search.sort} onChange={setSearch} />
        </HStack>
        {showFilters && (
          <div id="inventory-filters">
            <FiltersPanel search={search} onApply={setSearch} />
          </div>
        )}
      </Stack>

      {list.isPending ? (
        <InventorySkeleton />
      ) : list.isError ? (
        <ErrorBlock title="We could not load your inventory." onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        filtered ? (
          <EmptyPanel title="No vehicles match" description="Try other words or fewer filters.">
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            title="Add your first vehicle"
            description="Start with its VIN: we fill in the year, make and model. Or import your stock from a CSV file."
          >
            <HStack gap="3">
              <Button colorPalette="blue" onClick={() => setAdding(true)}>
                <Plus /> Add vehicle
              </Button>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <FileUp /> Import CSV
              </Button>
            </HStack>
          </EmptyPanel>
        )
      ) : (
        <Stack
          gap="4"
          opacity={list.isPlaceholderData ? 0.6 : 1}
          aria-busy={list.isPlaceholderData}
          onPointerOver={preloadBulkBar}
          onFocus={preloadBulkBar}
        >
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {data.total === 1 ? '1 vehicle' : `${data.total.toLocaleString('en-US')} vehicles`}
          </Text>
          {wide ? (
            <InventoryTable items={data.items} selection={selection} />
          ) : (
            <InventoryCards items={data.items} selection={selection} />
          )}
          <Pager label="Inventory pages" page={data.page} pages={pages} onPage={(page) => setSearch({ page })} />
        </Stack>
      )}
      {selected.size > 0 && (
        <Suspense fallback={null}>
          <BulkBar selected={[...selected.values()]} onDone={() => setSelected(new Map())} />
        </Suspense>
      )}
    </DashboardPage>
  );
}
