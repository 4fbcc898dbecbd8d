import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { routeById } from '../../registry/routes';
import { ErrorFallback } from '../components/errors/error-fallback';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { Pager } from '../components/layout/pager';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { toaster } from '../components/ui/toaster';
import { DealerCard, DealerCardsSkeleton, type DealerAction } from '../features/dealers/components/dealer-card';
import { DealerSearchBox } from '../features/dealers/components/dealer-search-box';
import { useModerateDealer, useRateDealer, type ModerationMove } from '../features/dealers/mutations';
import { dealerQueries } from '../features/dealers/queries';
import { ApiError } from '../lib/api-error';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import { DEALER_FILTER_LABELS, DEALER_FILTERS, type DealerFilter } from '../shared/dealer-filters';
import type { DealerSummary } from '../shared/schemas/dealers';

const routeApi = getRouteApi('/dashboard/dealers');

// The rating and suspension dialogs (Chakra's dialog, the rating group, the classic schemas they
// check with) open from a card's button: they load then, or earlier when a pointer or focus enters
// the list of cards (issue 14: JavaScript per route).
const { Component: RateDialog, preload: preloadRateDialog } = lazyOnIntent(() =>
  import('../features/dealers/components/rate-dialog').then((m) => m.RateDialog),
);
const { Component: SuspendDialog, preload: preloadSuspendDialog } = lazyOnIntent(() =>
  import('../features/dealers/components/suspend-dialog').then((m) => m.SuspendDialog),
);
const preloadDialogs = () => {
  preloadRateDialog();
  preloadSuspendDialog();
};

const DONE: Record<ModerationMove['kind'], (name: string) => string> = {
  verify: (name) => `${name} is verified`,
  unverify: (name) => `${name} is no longer verified`,
  suspend: (name) => `${name} is suspended: its vehicles left the marketplace`,
  unsuspend: (name) => `${name}'s suspension is lifted: its vehicles are back on the marketplace`,
};

type Dialog = { kind: 'suspend' | 'unsuspend' | 'rate'; dealer: DealerSummary } | null;

export function DealersScreen() {
  const route = routeById['dealers'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(dealerQueries.directory(search));
  const moderate = useModerateDealer();
  const rate = useRateDealer();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [running, setRunning] = useState<{ id: string; action: DealerAction } | null>(null);

  /** Every change of view starts again at page 1, unless it is the page itself. */
  const setSearch = useCallback(
    (patch: Partial<{ q: string; page: number; filter: DealerFilter }>) =>
      void navigate({
        search: (prev) => ({ ...prev, page: 1, ...patch }),
        replace: !('page' in patch),
        resetScroll: 'page' in patch,
      }),
    [navigate],
  );
  const onSearchText = useCallback((q: string) => setSearch({ q }), [setSearch]);

  // No directory to show at all: the area's own error screen (the route's errorComponent) takes over.
  if (list.isError && !list.data) throw list.error;

  const data = list.data;
  const canModerate = data?.canModerate ?? false;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(search.q) || search.filter !== 'all';

  const run = (move: ModerationMove, dealer: DealerSummary) => {
    setRunning({ id: dealer.id, action: move.kind });
    moderate.mutate(move, {
      onSuccess: () => {
        setDialog(null);
        toaster.create({ type: 'success', title: DONE[move.kind](dealer.name) });
      },
      onError: (error) => {
        if (move.kind === 'suspend') return; // The dialog shows it.
        toaster.create({
          type: 'error',
          title: 'That did not work',
          description: error instanceof ApiError ? error.message : 'Please try again.',
        });
        setDialog(null);
      },
      onSettled: () => setRunning(null),
    });
  };

  const onAction = (action: DealerAction, dealer: DealerSummary) => {
    moderate.reset();
    rate.reset();
    if (action === 'suspend' || action === 'unsuspend' || action === 'rate') setDialog({ kind: action, dealer });
    else run({ kind: action, id: dealer.id }, dealer);
  };

  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <HStack gap="3" wrap="wrap" role="search" aria-label="Find dealers">
        <DealerSearchBox value={search.q ?? ''} onSearch={onSearchText} />
        {canModerate && (
          <HStack gap="1" role="group" aria-label="Show">
            {DEALER_FILTERS.map((f) => (
              <Button
                key={f}
                size="sm"
                variant={search.filter === f ? 'solid' : 'outline'}
                aria-pressed={search.filter === f}
                onClick={() => setSearch({ filter: f })}
              >
                {DEALER_FILTER_LABELS[f]}
                {f === 'to-verify' && data?.toVerify ? ` (${data.toVerify})` : ''}
              </Button>
            ))}
          </HStack>
        )}
      </HStack>

      {list.isPending || !data ? (
        <DealerCardsSkeleton />
      ) : data.items.length === 0 ? (
        filtered ? (
          <EmptyPanel title="No dealers match" description="Try another name or city.">
            <Button variant="outline" onClick={() => setSearch({ q: '', filter: 'all' })}>
              Clear search
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            icon={<Store />}
            title="No dealers yet"
            description="Dealerships appear here once they finish signing up and list their vehicles."
          />
        )
      ) : (
        <Stack gap="4" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {data.total === 1 ? '1 dealer' : `${data.total.toLocaleString('en-US')} dealers`}
          </Text>
          <Stack
            gap="3"
            as="ul"
            listStyleType="none"
            aria-label="Dealers"
            onPointerOver={preloadDialogs}
            onFocus={preloadDialogs}
          >
            {data.items.map((dealer) => (
              <li key={dealer.id}>
                <DealerCard
                  dealer={dealer}
                  canModerate={canModerate}
                  busy={running?.id === dealer.id ? running.action : null}
                  onAction={onAction}
                />
              </li>
            ))}
          </Stack>
          <Pager label="Dealer pages" page={data.page} pages={pages} onPage={(page) => setSearch({ page })} />
        </Stack>
      )}

      {dialog?.kind === 'suspend' && (
        <Suspense fallback={null}>
          <SuspendDialog
            dealerName={dialog.dealer.name}
            busy={moderate.isPending}
            error={moderate.error}
            onCancel={() => setDialog(null)}
            onConfirm={(input) => run({ kind: 'suspend', id: dialog.dealer.id, input }, dialog.dealer)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={dialog?.kind === 'unsuspend'}
        title={`Lift the suspension of ${dialog?.dealer.name ?? ''}?`}
        confirmLabel="Lift suspension"
        busy={moderate.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog && run({ kind: 'unsuspend', id: dialog.dealer.id }, dialog.dealer)}
      >
        It comes back to the directory, its listed vehicles return to the marketplace, and its staff can list again.
      </ConfirmDialog>
      {dialog?.kind === 'rate' && (
        <Suspense fallback={null}>
          <RateDialog
            dealerName={dialog.dealer.name}
            initial={dialog.dealer.myRating}
            busy={rate.isPending}
            error={rate.error}
            onCancel={() => setDialog(null)}
            onConfirm={(input) =>
              rate.mutate(
                { id: dialog.dealer.id, input },
                {
                  onSuccess: () => {
                    setDialog(null);
                    toaster.create({ type: 'success', title: `Thanks: your rating of ${dialog.dealer.name} is saved` });
                  },
                },
              )
            }
          />
        </Suspense>
      )}
    </DashboardPage>
  );
}

/**
 * The dealers directory has its own error screen (the spec's one exception to the root screen):
 * the route shows it when the directory cannot be read. Try Again reads it afresh.
 */
export function DealersErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const retry = () => {
    void queryClient.resetQueries({ queryKey: dealerQueries.all });
    reset();
    void router.invalidate();
  };
  return (
    <DashboardPage title={headingOf(routeById.dealers)}>
      <ErrorFallback error={error} />
      <Button alignSelf="start" onClick={retry}>
        Try Again
      </Button>
    </DashboardPage>
  );
}
