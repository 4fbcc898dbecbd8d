import { Alert, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, headingOf } from '../components/layout/page';
import { FormErrorAlert } from '../components/ui/form-error-alert';
import { InvoicesTable } from '../features/billing/invoices-table';
import { useStartCheckout } from '../features/billing/mutations';
import { PlanOptions } from '../features/billing/plan-options';
import { PlanSummary } from '../features/billing/plan-summary';
import { billingQueries } from '../features/billing/queries';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { ApiError } from '../lib/api-error';
import { lazyOnIntent } from '../lib/lazy-on-intent';
import type { BillingInterval, PlanId } from '../shared/plans';
import { renderNow } from '../shared/render-moment';

const routeApi = getRouteApi('/dashboard/billing');

/**
 * The built-in test checkout opens only after a plan is chosen (or on a link to one): its dialog
 * (zag's dialog, focus trap and dismissable layer) loads then, not with the page (issue 14).
 */
const TestCheckoutDialog = lazyOnIntent(() =>
  import('../features/billing/test-checkout-dialog').then((m) => m.TestCheckoutDialog),
).Component;

export function BillingScreen() {
  const route = routeById['billing'];
  const { checkout: checkoutId } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const billing = useQuery(billingQueries.overview());
  const start = useStartCheckout();
  // Until the owner picks one, the switch shows the period in force (a trial's is monthly).
  const [picked, setPicked] = useState<BillingInterval | null>(null);
  const [choosing, setChoosing] = useState<PlanId | null>(null);
  const [planErrors, setPlanErrors] = useState<Partial<Record<PlanId, string>>>({});
  const [startError, setStartError] = useState<string | null>(null);
  const data = billing.data;
  const interval = picked ?? data?.interval ?? 'month';

  const choose = (planId: PlanId) => {
    setPlanErrors({});
    setStartError(null);
    setChoosing(planId);
    start.mutate(
      { planId, interval },
      {
        onSuccess: (checkout) => {
          // The built-in checkout opens over this page; Stripe's is another site.
          if (checkout.mode === 'test') void navigate({ search: { checkout: checkout.id } });
          else window.location.assign(checkout.url);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
          const field = error instanceof ApiError ? error.fields['planId'] : undefined;
          if (field) setPlanErrors({ [planId]: field });
          else setStartError(message);
        },
        onSettled: () => setChoosing(null),
      },
    );
  };

  const toPlans = () => {
    const plans = document.getElementById('plans');
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    plans?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    plans?.focus({ preventScroll: true });
  };

  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      {checkoutId && (
        <Suspense fallback={null}>
          <TestCheckoutDialog
            checkoutId={checkoutId}
            onClose={() => void navigate({ search: { checkout: '' }, replace: true })}
            onPaid={(id) => void navigate({ to: '/dashboard/billing/success', search: { checkout: id } })}
          />
        </Suspense>
      )}
      {billing.isPending ? (
        <LoadingBlock label="Loading billing…" lines={3} />
      ) : billing.isError || !data ? (
        <ErrorBlock
          title="We could not load billing."
          {...(billing.error instanceof ApiError && billing.error.status === 403
            ? { message: billing.error.message }
            : { onRetry: () => void billing.refetch() })}
        />
      ) : (
        <Stack gap="8">
          <PlanSummary billing={data} now={renderNow()} onChoosePlan={toPlans} />
          {!data.canManage && (
            <Alert.Root status="info" borderRadius="lg" data-testid="read-only">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Only the dealership's owner can change the plan</Alert.Title>
                <Alert.Description>
                  You can see the plan, its usage and the invoices. Ask an owner to upgrade when you need more listings
                  or seats.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <FormErrorAlert title="The plan was not changed" message={startError} testId="checkout-error" />
          <PlanOptions
            billing={data}
            interval={interval}
            onIntervalChange={setPicked}
            onChoose={choose}
            choosing={choosing}
            errors={planErrors}
          />
          <InvoicesTable invoices={data.invoices} />
        </Stack>
      )}
    </DashboardPage>
  );
}
