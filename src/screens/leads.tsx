import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AlarmClock, Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { Pager } from '../components/layout/pager';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { vehicleTitle } from '../features/leads/format';
import { LeadFilters, LeadSearchBox, ViewToggle, type LeadSearchPatch } from '../features/leads/list/leads-filters';
import { LeadsCards, LeadsSkeleton, LeadsTable, type Selection } from '../features/leads/list/leads-table';
import { leadQueries } from '../features/leads/queries';
import { clearLeadFilters, hasLeadFilters } from '../features/leads/search-params';
import { useNow } from '../features/leads/use-now';
import { useViewer } from '../lib/session';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../shared/respond';
import type { LeadQuery, LeadSummary } from '../shared/schemas/leads';
import { useWideLayout } from '../components/layout/use-wide-layout';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import { StatusTabs } from '../components/ui/status-tabs';

const routeApi = getRouteApi('/dashboard/leads');

// The form (react-hook-form, the vehicle search) is for adding, not for reading the list: its
// chunk loads on the first press of Add lead, not with every visit to the list.
const AddLeadDialog = lazy(() =>
  import('../features/leads/add-lead/add-lead-dialog').then((m) => ({ default: m.AddLeadDialog })),
);
// The bulk bar shows only once a row is selected: a pointer or focus entering the list starts its
// download, so the first checkbox press normally finds it loaded (issue 14).
const { Component: LeadBulkBar, preload: preloadBulkBar } = lazyOnIntent(() =>
  import('../features/leads/list/lead-bulk-bar').then((m) => m.LeadBulkBar),
);

export function LeadsScreen() {
  const route = routeById['leads'];
  const { lead: openLead, ...search } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const viewer = useViewer();
  const isSales = viewer?.dealershipRole === 'sales' || (viewer?.roles.includes('sales') ?? false);
  const query = search as Partial<LeadQuery>;
  const list = useQuery(leadQueries.list(query));
  const wide = useWideLayout();
  const assignees = useQuery(leadQueries.assignees());
  const vehicle = useQuery({ ...leadQueries.vehicle(search.vehicleId ?? ''), enabled: Boolean(search.vehicleId) });
  const data = list.data;
  const now = useNow();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, LeadSummary>>(new Map());

  // A notification's link (?lead=…) opens that lead on its own page.
  useEffect(() => {
    if (openLead) void navigate({ to: '/dashboard/leads/$id', params: { id: openLead }, replace: true });
  }, [openLead, navigate]);

  /** Every change of view starts again at page 1, unless it is the page itself. */
  const setSearch = useCallback(
    (patch: LeadSearchPatch) =>
      void navigate({
        search: (prev) => ({ ...prev, page: 1, ...patch }),
        replace: !('page' in patch),
        resetScroll: 'page' in patch,
      }),
    [navigate],
  );
  const onSearchText = useCallback((q: string) => setSearch({ q: q || undefined }), [setSearch]);
  const clear = () => void navigate({ search: () => ({ ...clearLeadFilters(query), page: 1 }) as never });

  const items = useMemo(() => data?.items ?? [], [data]);
  const selection: Selection = {
    selected: new Set(selected.keys()),
    toggle: (id, on) =>
      setSelected((prev) => {
        const next = new Map(prev);
        const lead = items.find((l) => l.id === id);
        if (on && lead) next.set(id, lead);
        else next.delete(id);
        return next;
      }),
    togglePage: (on) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const l of items) {
          if (on) next.set(l.id, l);
          else next.delete(l.id);
        }
        return next;
      }),
  };

  const filtered = hasLeadFilters(query) || Boolean(search.status) || search.view === 'mine';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const vehicleLabel = vehicle.data
    ? `${vehicleTitle(vehicle.data)} (${vehicle.data.stockNumber})`
    : (items.find((l) => l.vehicle?.id === search.vehicleId)?.vehicle?.stockNumber ?? null);

  return (
    <DashboardPage
      title={headingOf(route)}
      description={route.description}
      actions={
        <HStack gap="3" wrap="wrap">
          <ViewToggle value={search.view} onChange={setSearch} isSales={isSales} />
          <Button colorPalette="blue" onClick={() => setAdding(true)}>
            <Plus /> Add lead
          </Button>
        </HStack>
      }
    >
      {adding && (
        <Suspense fallback={null}>
          <AddLeadDialog open onOpenChange={setAdding} />
        </Suspense>
      )}
      {/* Status filter: one toggle per stage of the flow with its count under the other filters. */}
      <StatusTabs
        label="Status"
        statuses={LEAD_STATUSES}
        labels={LEAD_STATUS_LABELS}
        counts={data?.statusCounts}
        value={search.status}
        onChange={(status) => setSearch({ status })}
      />

      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <LeadSearchBox value={search.q ?? ''} onSearch={onSearchText} />
          {data && data.overdueCount > 0 && search.overdue !== 'true' && (
            <Button variant="outline" colorPalette="orange" onClick={() => setSearch({ overdue: true })}>
              <AlarmClock /> {data.overdueCount === 1 ? '1 overdue' : `${data.overdueCount} overdue`}
            </Button>
          )}
          {hasLeadFilters(query) && (
            <Button variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          )}
        </HStack>
        <LeadFilters
          search={query}
          onChange={setSearch}
          assignees={assignees.data ?? []}
          viewerId={viewer?.id ?? ''}
          isSales={isSales}
          vehicleLabel={vehicleLabel}
        />
      </Stack>

      {list.isPending ? (
        <LeadsSkeleton />
      ) : list.isError ? (
        <ErrorBlock title="We could not load your leads." onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        search.view === 'mine' && !hasLeadFilters(query) && !search.status ? (
          <EmptyPanel
            title="No leads assigned to you"
            description={isSales ? 'Unassigned leads are yours to take.' : 'Leads handed to you show here.'}
          >
            <Button variant="outline" onClick={() => setSearch({ view: 'all' })}>
              {isSales ? 'Show mine and unassigned' : 'Show all leads'}
            </Button>
          </EmptyPanel>
        ) : filtered ? (
          <EmptyPanel title="No leads match" description="Try other words, another view or fewer filters.">
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            title="No leads yet"
            description="A shopper's message about one of your listed vehicles becomes a lead here. Add walk-ins and phone calls by hand."
          >
            <Button colorPalette="blue" onClick={() => setAdding(true)}>
              <Plus /> Add lead
            </Button>
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
            {data.total === 1 ? '1 lead' : `${data.total.toLocaleString('en-US')} leads`}
            {` · overdue after ${data.settings.overdueMinutes} min, critical after ${data.settings.criticalMinutes} min without a reply`}
          </Text>
          {wide ? (
            <LeadsTable items={data.items} selection={selection} settings={data.settings} now={now} />
          ) : (
            <LeadsCards items={data.items} selection={selection} settings={data.settings} now={now} />
          )}
          <Pager label="Lead pages" page={data.page} pages={pages} onPage={(page) => setSearch({ page })} />
        </Stack>
      )}
      {selected.size > 0 && (
        <Suspense fallback={null}>
          <LeadBulkBar
            selected={[...selected.values()]}
            assignees={assignees.data ?? []}
            viewerId={viewer?.id ?? ''}
            isSales={isSales}
            onDone={() => setSelected(new Map())}
          />
        </Suspense>
      )}
    </DashboardPage>
  );
}
