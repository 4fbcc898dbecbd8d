import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Database, SearchX } from 'lucide-react';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { PlainTab, PlainTabList, PlainTabPanel, PlainTabs } from '../components/ui/plain-tabs';
import type { ReferenceKind } from '../features/reference/api';
import { useDeleteReference, usePatchReference } from '../features/reference/mutations';
import { MakesTable, ModelsTable, WmisTable, type RowActions } from '../features/reference/reference-tables';
import { VinBreakdown } from '../features/reference/vin-breakdown';
import { referenceQueries, vinQueries } from '../lib/reference-queries';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import { useViewer } from '../lib/session';
import { REFERENCE_PAGE_SIZE, type DbVehiclesTab } from '../shared/db-vehicles-tabs';
import type { BodyType } from '../shared/vehicles';

const routeApi = getRouteApi('/dashboard/db-vehicles');

// The add and edit form (Chakra's dialog and checkboxes, the reference schemas in classic zod) is
// for the admins who change an entry, not for reading the database (issue 14): a pointer or focus
// reaching Add or the rows' buttons starts its download, the press opens it.
const { Component: ReferenceEditDialog, preload: preloadEditDialog } = lazyOnIntent(() =>
  import('../features/reference/reference-edit-dialog').then((m) => m.ReferenceEditDialog),
);

const TAB_LABELS: Readonly<Record<DbVehiclesTab, string>> = {
  makes: 'Makes',
  models: 'Models',
  wmis: 'Manufacturer codes',
  vin: 'VIN breakdown',
};

const SEARCH_LABELS: Readonly<Record<Exclude<DbVehiclesTab, 'vin'>, string>> = {
  makes: 'Search makes',
  models: 'Search models',
  wmis: 'Search by code, make or manufacturer',
};

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="3" aria-busy="true" data-testid="loading">
      <Text color="fg.muted">{label}</Text>
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} h="9" borderRadius="md" bg="bg.muted" />
      ))}
    </Stack>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyPanel
      icon={<Database />}
      title="We could not load the vehicle database."
      description="Check your connection and try again."
    >
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </EmptyPanel>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / REFERENCE_PAGE_SIZE));
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {total.toLocaleString('en-US')} {total === 1 ? 'entry' : 'entries'} · page {page} of{' '}
        {pages.toLocaleString('en-US')}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}

/** One search box per tab; the URL holds the search, so a copied link reproduces the view. */
function SearchForm({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <HStack as="form" role="search" onSubmit={submit} gap="2" flex="1" maxW="lg">
      <Input aria-label={label} placeholder={label} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </HStack>
  );
}

function ReferenceList({ tab, admin }: { tab: Exclude<DbVehiclesTab, 'vin'>; admin: boolean }) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const options = { includeHidden: admin };
  const makes = useQuery({ ...referenceQueries.makes(search.q, search.page, options), enabled: tab === 'makes' });
  const models = useQuery({
    ...referenceQueries.models({ make: search.make, q: search.q, page: search.page }, options),
    enabled: tab === 'models',
  });
  const wmis = useQuery({ ...referenceQueries.wmis(search.q, search.page, options), enabled: tab === 'wmis' });
  const query = tab === 'makes' ? makes : tab === 'models' ? models : wmis;
  const patch = usePatchReference();
  const remove = useDeleteReference();
  const [dialog, setDialog] = useState<{
    editing?: string;
    initial?: Record<string, string>;
    bodyTypes?: readonly BodyType[];
  } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);

  const go = (next: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, page: 1, ...next }) });

  const kind: ReferenceKind = tab;
  const actions: RowActions | undefined = admin
    ? {
        busyId: patch.isPending ? (patch.variables?.id ?? undefined) : undefined,
        onToggleHidden: (id, hidden) => patch.mutate({ kind, id, patch: { hidden } }),
        onDelete: (id, label) => setDeleting({ id, label }),
        onEdit: (id) => {
          const initial: Record<string, string> = {};
          let bodyTypes: readonly BodyType[] = [];
          if (tab === 'makes') {
            const make = makes.data?.items.find((m) => m.id === id);
            Object.assign(initial, { name: make?.name ?? '', replaces: make?.replaces ?? '' });
          } else if (tab === 'models') {
            const model = models.data?.items.find((m) => m.id === id);
            Object.assign(initial, {
              name: model?.name ?? '',
              yearFrom: model?.yearFrom?.toString() ?? '',
              yearTo: model?.yearTo?.toString() ?? '',
              replaces: model?.replaces ?? '',
            });
            bodyTypes = model?.bodyTypes ?? [];
          } else {
            const wmi = wmis.data?.items.find((w) => w.id === id);
            Object.assign(initial, {
              makeName: wmi?.makeName ?? '',
              manufacturer: wmi?.manufacturer ?? '',
              country: wmi?.country ?? '',
            });
          }
          setDialog({ editing: id, initial, bodyTypes });
        },
      }
    : undefined;

  const filtered = Boolean(search.q || (tab === 'models' && search.make));
  const data = query.data;

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <SearchForm label={SEARCH_LABELS[tab]} value={search.q} onSearch={(q) => go({ q })} />
        {tab === 'models' && search.make && (
          <Button
            size="sm"
            variant="subtle"
            onClick={() => go({ make: '' })}
            aria-label={`Show models of every make, not only ${search.make}`}
          >
            Make: {search.make} ✕
          </Button>
        )}
        {admin && (
          <Button
            colorPalette="blue"
            onClick={() => setDialog({ initial: tab === 'models' && search.make ? { make: search.make } : {} })}
            onPointerEnter={preloadEditDialog}
            onFocus={preloadEditDialog}
          >
            Add {tab === 'makes' ? 'make' : tab === 'models' ? 'model' : 'code'}
          </Button>
        )}
      </HStack>
      {query.isPending ? (
        <Loading label="Loading the vehicle database…" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !data || data.items.length === 0 ? (
        filtered ? (
          <EmptyPanel
            icon={<SearchX />}
            title="Nothing matches"
            description="No entry matches this search. Check the spelling or clear the search."
          >
            <Button size="sm" variant="outline" onClick={() => go({ q: '', make: '' })}>
              Clear search
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            icon={<Database />}
            title="The vehicle database is empty"
            description="Makes, models and manufacturer codes arrive from NHTSA vPIC when the database is migrated."
          />
        )
      ) : (
        <Stack gap="3" {...(admin ? { onPointerOver: preloadEditDialog, onFocus: preloadEditDialog } : {})}>
          {tab === 'makes' && makes.data && (
            <MakesTable
              items={makes.data.items}
              actions={actions}
              onOpenModels={(make) => go({ tab: 'models', make, q: '' })}
            />
          )}
          {tab === 'models' && models.data && <ModelsTable items={models.data.items} actions={actions} />}
          {tab === 'wmis' && wmis.data && <WmisTable items={wmis.data.items} actions={actions} />}
          <Pager page={data.page} total={data.total} onPage={(page) => go({ page })} />
        </Stack>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ReferenceEditDialog
            kind={kind}
            editing={dialog.editing}
            initial={dialog.initial}
            initialBodyTypes={dialog.bodyTypes}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this local entry?"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ kind, id: deleting.id }, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting?.label} will be removed for good. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

function VinTab() {
  const { vin } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const check = useQuery({ ...vinQueries.check(vin), enabled: vin !== '' });
  const setVin = (next: string) => void navigate({ search: (prev) => ({ ...prev, vin: next }) });
  return (
    <Stack gap="5">
      <SearchForm label="VIN to break down" value={vin} onSearch={(next) => setVin(next.slice(0, 40))} />
      {vin === '' ? (
        <Text color="fg.muted">
          Enter a VIN to see what each of its 17 positions says, the check digit worked out, and the full NHTSA vPIC
          decode.
        </Text>
      ) : check.isPending ? (
        <Loading label="Breaking the VIN down…" />
      ) : check.isError ? (
        <ErrorState onRetry={() => void check.refetch()} />
      ) : (
        <VinBreakdown check={check.data} onPick={setVin} />
      )}
    </Stack>
  );
}

export function DbVehiclesScreen() {
  const route = routeById['db-vehicles'];
  const { tab } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const viewer = useViewer();
  const admin = viewer?.roles.includes('admin') ?? false;
  return (
    <DashboardPage
      title={headingOf(route)}
      description={
        admin
          ? 'The NHTSA vPIC reference data with your local entries and overrides, which win over vPIC.'
          : route.description
      }
    >
      {/* Plain tabs drawn by the tabs recipe: zag's tabs and presence machines stay off the page. */}
      <PlainTabs
        value={tab}
        onValueChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, tab: next as DbVehiclesTab, page: 1, q: '' }) })
        }
        variant="line"
        lazyMount
      >
        <PlainTabList overflowX="auto">
          {(Object.keys(TAB_LABELS) as DbVehiclesTab[]).map((key) => (
            <PlainTab key={key} value={key}>
              {TAB_LABELS[key]}
            </PlainTab>
          ))}
        </PlainTabList>
        {(['makes', 'models', 'wmis'] as const).map((key) => (
          <PlainTabPanel key={key} value={key}>
            {tab === key && <ReferenceList tab={key} admin={admin} />}
          </PlainTabPanel>
        ))}
        <PlainTabPanel value="vin">{tab === 'vin' && <VinTab />}</PlainTabPanel>
      </PlainTabs>
    </DashboardPage>
  );
}
