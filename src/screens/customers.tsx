import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FileUp, Plus, Users } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { Pager } from '../components/layout/pager';
import { customersApi } from '../features/customers/api';
import { useCanManageCustomers } from '../features/customers/format';
import {
  AssigneeSelect,
  CustomerSearchBox,
  CustomerSortSelect,
  TagSelect,
} from '../features/customers/list/customer-filters';
import { CustomersSkeleton, CustomersTable } from '../features/customers/list/customers-table';
import { customerQueries } from '../features/customers/queries';
import { hasCustomerFilters, type CustomerSearch } from '../features/customers/search-params';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { lazyOnIntent } from '../lib/lazy-on-intent';

const routeApi = getRouteApi('/dashboard/customers');

// The add form (react-hook-form, the shared schemas in classic zod) and the CSV import, each in
// Chakra's dialog with its focus trap, are for adding, not for reading the list (issue 14): a
// pointer resting on, or focus reaching, their button starts the download, the press opens them.
const { Component: AddCustomerDialog, preload: preloadAddCustomer } = lazyOnIntent(() =>
  import('../features/customers/add-customer-dialog').then((m) => m.AddCustomerDialog),
);
const { Component: ImportCustomersDialog, preload: preloadImport } = lazyOnIntent(() =>
  import('../features/customers/import/import-customers-dialog').then((m) => m.ImportCustomersDialog),
);
const addIntent = { onPointerEnter: preloadAddCustomer, onFocus: preloadAddCustomer };
const importIntent = { onPointerEnter: preloadImport, onFocus: preloadImport };

/**
 * Mounted from the first open on and kept, so a dialog animates closed, hands focus back to its
 * button and opens again at once.
 */
function useOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export function CustomersScreen() {
  const route = routeById['customers'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(customerQueries.list(search));
  const assignees = useQuery(customerQueries.assignees());
  const canManage = useCanManageCustomers();
  const data = list.data;
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const addOpened = useOpened(adding);
  const importOpened = useOpened(importing);

  /** Every change of view starts again at page 1, unless it is the page itself. */
  const setSearch = useCallback(
    (patch: CustomerSearch) =>
      void navigate({
        search: (prev) => ({ ...prev, page: 1, ...patch }),
        replace: !('page' in patch),
        resetScroll: 'page' in patch,
      }),
    [navigate],
  );
  const onSearchText = useCallback((q: string) => setSearch({ q }), [setSearch]);
  const clear = () => void navigate({ search: (prev) => ({ sort: prev.sort, page: 1 }) as never });
  const filtered = hasCustomerFilters(search);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const tags = data?.tags ?? [];

  return (
    <DashboardPage
      title={headingOf(route)}
      description={route.description}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="blue" onClick={() => setAdding(true)} {...addIntent}>
            <Plus /> Add customer
          </Button>
          {canManage && (
            <Button variant="outline" onClick={() => setImporting(true)} {...importIntent}>
              <FileUp /> Import CSV
            </Button>
          )}
          <Button asChild variant="outline">
            <a href={customersApi.exportUrl(search)} download data-testid="export-csv">
              Export CSV
            </a>
          </Button>
        </HStack>
      }
    >
      {addOpened && (
        <Suspense fallback={null}>
          <AddCustomerDialog open={adding} onOpenChange={setAdding} tags={tags} />
        </Suspense>
      )}
      {canManage && importOpened && (
        <Suspense fallback={null}>
          <ImportCustomersDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}

      <HStack gap="3" wrap="wrap" role="search" aria-label="Find customers">
        <CustomerSearchBox value={search.q ?? ''} onSearch={onSearchText} />
        <TagSelect value={search.tag} tags={tags} onChange={(tag) => setSearch({ tag })} />
        <AssigneeSelect
          value={search.assignee}
          members={assignees.data ?? []}
          onChange={(assignee) => setSearch({ assignee })}
        />
        <CustomerSortSelect value={search.sort ?? 'activity'} onChange={(sort) => setSearch({ sort })} />
        {filtered && (
          <Button variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        )}
      </HStack>

      {list.isPending ? (
        <CustomersSkeleton />
      ) : list.isError ? (
        <ErrorBlock title="We could not load your customers." onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        filtered ? (
          <EmptyPanel title="No customers match" description="Try other words, another tag or anyone as assignee.">
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            icon={<Users />}
            title="No customers yet"
            description="A shopper who messages you becomes a customer by themselves. Add walk-ins and callers here, or import your contacts from a CSV file."
          >
            <HStack gap="3">
              <Button colorPalette="blue" onClick={() => setAdding(true)} {...addIntent}>
                <Plus /> Add customer
              </Button>
              {canManage && (
                <Button variant="outline" onClick={() => setImporting(true)} {...importIntent}>
                  <FileUp /> Import CSV
                </Button>
              )}
            </HStack>
          </EmptyPanel>
        )
      ) : (
        <Stack gap="4" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {data.total === 1 ? '1 customer' : `${data.total.toLocaleString('en-US')} customers`}
          </Text>
          <CustomersTable items={data.items} />
          <Pager label="Customer pages" page={data.page} pages={pages} onPage={(page) => setSearch({ page })} />
        </Stack>
      )}
    </DashboardPage>
  );
}
