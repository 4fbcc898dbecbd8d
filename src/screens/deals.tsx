import { Alert, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Columns3, List, Plus } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { toaster } from '../components/ui/toaster';
import { DealBoard } from '../features/deals/board/deal-board';
import { DealFilters, DealsListSkeleton, DealsTable, type DealSearchPatch } from '../features/deals/list/deals-list';
import { useMoveDeal } from '../features/deals/mutations';
import { dealQueries } from '../features/deals/queries';
import { clearDealFilters, hasDealFilters } from '../features/deals/search-params';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { ApiError } from '../lib/api-error';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import { useViewer } from '../lib/session';
import { DEAL_STAGE_LABELS, type DealStage } from '../shared/deals';
import { vehicleName } from '../shared/format';
import type { DealQuery, DealSummary } from '../shared/schemas/deals';

const routeApi = getRouteApi('/dashboard/deals');

// The sheet (its form, the VIN rescue), the new-deal form and the lost reason's dialog are for
// working one deal, not for reading the board: each loads when it opens, or earlier on intent (a
// pointer resting on, or focus reaching, what opens it; the lost reason's with the board's drag
// and drop, since only a drop on Lost asks for it). Chakra's dialog, react-hook-form and classic
// zod stay off the board's cold load (issue 14).
const { Component: NewDealDialog, preload: preloadNewDeal } = lazyOnIntent(() =>
  import('../features/deals/new-deal/new-deal-dialog').then((m) => m.NewDealDialog),
);
const { Component: DealSheet, preload: preloadSheet } = lazyOnIntent(() =>
  import('../features/deals/sheet/deal-sheet').then((m) => m.DealSheet),
);
const { Component: LostReasonDialog, preload: preloadLostReason } = lazyOnIntent(() =>
  import('../features/deals/board/lost-dialog').then((m) => m.LostReasonDialog),
);

function BoardSkeleton() {
  return (
    <HStack gap="3" align="start" overflow="hidden" aria-busy="true">
      <Text srOnly>Loading deals…</Text>
      {Array.from({ length: 6 }, (_, i) => (
        <Stack key={i} w="64" flexShrink={0} gap="2">
          <Skeleton h="6" w="32" />
          <Skeleton h="24" />
          <Skeleton h="24" />
        </Stack>
      ))}
    </HStack>
  );
}

function BoardView({ onOpen, sheetOpen }: { onOpen: (id: string) => void; sheetOpen: boolean }) {
  const board = useQuery(dealQueries.board());
  const move = useMoveDeal();
  const [conflict, setConflict] = useState<string | null>(null);
  const [losing, setLosing] = useState<DealSummary | null>(null);

  const send = (deal: DealSummary, to: DealStage, lostReason?: (typeof deal)['lostReason']) => {
    setConflict(null);
    move.mutate(
      { id: deal.id, input: { stage: to, version: deal.version, ...(lostReason ? { lostReason } : {}) } },
      {
        onSuccess: (saved) =>
          toaster.create({
            type: 'success',
            title: `${saved.customer.name}: moved to ${DEAL_STAGE_LABELS[saved.stage]}`,
            ...(saved.stage === 'sold' && saved.vehicle
              ? { description: `The ${vehicleName(saved.vehicle)} is marked sold and off the marketplace.` }
              : {}),
          }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
          else
            toaster.create({
              type: 'error',
              title: 'The deal did not move',
              description:
                error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : 'Please try again.',
            });
        },
      },
    );
  };
  const onMove = (deal: DealSummary, to: DealStage) => (to === 'lost' ? setLosing(deal) : send(deal, to));

  if (board.isPending) return <BoardSkeleton />;
  if (board.isError) return <ErrorBlock title="We could not load your deals." onRetry={() => void board.refetch()} />;
  const empty = board.data.columns.every((c) => c.count === 0);
  if (empty)
    return (
      <EmptyPanel
        title="No deals yet"
        description="Open a deal from a lead (its customer and vehicle come along: the lead's page has Create deal), or choose New deal for a walk-in ready to buy."
      >
        <Button asChild variant="outline">
          <Link to="/dashboard/leads">Go to leads</Link>
        </Button>
      </EmptyPanel>
    );
  return (
    <Stack gap="3">
      {conflict && (
        <Alert.Root status="warning" data-testid="deal-conflict" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{conflict}</Alert.Title>
            <Alert.Description>The board now shows where the deal is.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="ghost" onClick={() => setConflict(null)}>
            Dismiss
          </Button>
        </Alert.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        Drag a card by its handle to move the deal; sold, lost and unwound deals of the last {board.data.closedDays}{' '}
        days are shown.
      </Text>
      <DealBoard
        board={board.data}
        onMove={onMove}
        onOpen={onOpen}
        onOpenIntent={preloadSheet}
        onDragLoaded={preloadLostReason}
        dialogOpen={sheetOpen || Boolean(losing)}
      />
      {losing && (
        <Suspense fallback={null}>
          <LostReasonDialog
            name={losing.customer.name}
            onCancel={() => setLosing(null)}
            onConfirm={(reason) => {
              send(losing, 'lost', reason);
              setLosing(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function ListView({
  query,
  onChange,
  onOpen,
  onClear,
}: {
  query: Partial<DealQuery>;
  onChange: (patch: DealSearchPatch) => void;
  onOpen: (id: string) => void;
  onClear: () => void;
}) {
  const viewer = useViewer();
  const isSales = viewer?.dealershipRole === 'sales' || (viewer?.roles.includes('sales') ?? false);
  const list = useQuery(dealQueries.list(query));
  const options = useQuery(dealQueries.options());
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="4">
      <DealFilters
        search={query}
        onChange={onChange}
        salespeople={options.data?.salespeople ?? []}
        canSeeGross={options.data?.canSeeGross ?? false}
        isSales={isSales}
      />
      {list.isPending ? (
        <DealsListSkeleton />
      ) : list.isError ? (
        <ErrorBlock title="We could not load your deals." onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        hasDealFilters(query) || query.stage ? (
          <EmptyPanel title="No deals match" description="Try other words or fewer filters.">
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            title="No deals yet"
            description="Open a deal from a lead (its customer and vehicle come along: the lead's page has Create deal), or choose New deal for a walk-in ready to buy."
          />
        )
      ) : (
        <Stack gap="3" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          <DealsTable page={data} onOpen={onOpen} onOpenIntent={preloadSheet} />
          {pages > 1 && (
            <HStack as="nav" aria-label="Deal pages" justify="space-between">
              <Button variant="outline" disabled={data.page <= 1} onClick={() => onChange({ page: data.page - 1 })}>
                Newer
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Page {data.page} of {pages}
              </Text>
              <Button variant="outline" disabled={data.page >= pages} onClick={() => onChange({ page: data.page + 1 })}>
                Older
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Deals (DOMAIN.md › Areas › Deals): the pipeline board (drag between stages, keyboard too) or the
 * list (filters, sort, totals of every match), and a deal's sheet in a drawer (?deal=…).
 */
export function DealsScreen() {
  const route = routeById['deals'];
  const { view, deal: openDeal, ...search } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = search as Partial<DealQuery>;
  const [adding, setAdding] = useState(false);

  const setSearch = useCallback(
    (patch: DealSearchPatch & { view?: 'board' | 'list'; deal?: string | undefined }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...('page' in patch ? {} : { page: 1 }), ...patch }) as never,
        replace: !('page' in patch) && !('view' in patch),
      }),
    [navigate],
  );
  const onOpen = useCallback((id: string) => setSearch({ deal: id, page: query.page }), [setSearch, query.page]);

  return (
    <DashboardPage
      title={headingOf(route)}
      description={route.description}
      actions={
        <HStack gap="3" wrap="wrap">
          <HStack role="group" aria-label="View" gap="1">
            <Button
              size="sm"
              variant={view === 'board' ? 'subtle' : 'ghost'}
              aria-pressed={view === 'board'}
              onClick={() => setSearch({ view: 'board' })}
            >
              <Columns3 /> Board
            </Button>
            <Button
              size="sm"
              variant={view === 'list' ? 'subtle' : 'ghost'}
              aria-pressed={view === 'list'}
              onClick={() => setSearch({ view: 'list' })}
            >
              <List /> List
            </Button>
          </HStack>
          <Button
            colorPalette="blue"
            onClick={() => setAdding(true)}
            onPointerEnter={preloadNewDeal}
            onFocus={preloadNewDeal}
          >
            <Plus /> New deal
          </Button>
        </HStack>
      }
    >
      {view === 'list' ? (
        <ListView
          query={query}
          onChange={setSearch}
          onOpen={onOpen}
          onClear={() => void navigate({ search: () => ({ view: 'list', ...clearDealFilters(query) }) as never })}
        />
      ) : (
        <BoardView onOpen={onOpen} sheetOpen={Boolean(openDeal)} />
      )}
      {adding && (
        <Suspense fallback={null}>
          <NewDealDialog
            onClose={() => setAdding(false)}
            onCreated={(deal) => {
              setAdding(false);
              onOpen(deal.id);
            }}
          />
        </Suspense>
      )}
      {openDeal && (
        <Suspense fallback={null}>
          <DealSheet id={openDeal} onClose={() => setSearch({ deal: undefined, page: query.page })} />
        </Suspense>
      )}
    </DashboardPage>
  );
}
