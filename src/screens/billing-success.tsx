import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { PlanUnlocked } from '../features/billing/plan-unlocked';
import { billingQueries } from '../features/billing/queries';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { ApiError } from '../lib/api-error';

const routeApi = getRouteApi('/dashboard/billing/success');

/** While a paid checkout waits for the provider's confirmation (Stripe's webhook), ask again this often. */
const CONFIRM_POLL_MS = 2000;

function BackToBilling({ primary = false }: { primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'solid' : 'outline'} colorPalette="blue" alignSelf="flex-start">
      <Link to="/dashboard/billing">
        <ArrowLeft /> Back to Billing
      </Link>
    </Button>
  );
}

export function BillingSuccessScreen() {
  const route = routeById['billing-success'];
  const { checkout: checkoutId } = routeApi.useSearch();
  const queryClient = useQueryClient();
  const checkout = useQuery({
    ...billingQueries.checkout(checkoutId),
    enabled: Boolean(checkoutId),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? CONFIRM_POLL_MS : false),
  });
  const status = checkout.data?.status;

  // The plan changed: Billing's plan, meters and invoices are read again when it is next shown.
  useEffect(() => {
    if (status === 'completed') void queryClient.invalidateQueries({ queryKey: billingQueries.overview().queryKey });
  }, [status, queryClient]);

  const missing =
    checkout.error instanceof ApiError && (checkout.error.status === 404 || checkout.error.status === 403);

  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      {!checkoutId || missing ? (
        <EmptyPanel
          title={checkoutId ? 'We could not find that checkout' : 'No plan change to show'}
          description={
            checkoutId
              ? 'The link may be from another dealership or mistyped. Your plan is shown on Billing.'
              : 'This page confirms a plan change after checkout. Your plan is shown on Billing.'
          }
        >
          <BackToBilling primary />
        </EmptyPanel>
      ) : checkout.isPending ? (
        <LoadingBlock label="Loading your plan change…" lines={3} />
      ) : checkout.isError ? (
        <Stack gap="4">
          <ErrorBlock title="We could not load your plan change." onRetry={() => void checkout.refetch()} />
          <BackToBilling />
        </Stack>
      ) : checkout.data.status === 'completed' ? (
        <Stack gap="8" maxW="3xl">
          <Alert.Root status="success" borderRadius="lg" role="status" data-testid="success">
            <Alert.Indicator>
              <CircleCheck />
            </Alert.Indicator>
            <Alert.Title>Payment received. Your plan is updated.</Alert.Title>
          </Alert.Root>
          <PlanUnlocked checkout={checkout.data} />
          <BackToBilling primary />
        </Stack>
      ) : checkout.data.status === 'open' ? (
        <Stack gap="4" maxW="3xl">
          <Alert.Root status="info" borderRadius="lg" role="status" data-testid="confirming">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Confirming your payment…</Alert.Title>
              <Alert.Description>
                This usually takes a few seconds. The page updates by itself once the payment is confirmed.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <BackToBilling />
        </Stack>
      ) : (
        <Stack gap="4" maxW="3xl">
          <Alert.Root status="warning" borderRadius="lg" data-testid="expired">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This checkout expired before it was paid</Alert.Title>
              <Alert.Description>Your plan did not change. Choose a plan on Billing to start again.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <BackToBilling primary />
        </Stack>
      )}
    </DashboardPage>
  );
}
