import { Alert, Badge, Button, DataList, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { ApiError } from '../../lib/api-error';
import { formatUsd } from '../../shared/plans';
import { INTERVAL_LABELS, PER_INTERVAL, planName } from './format';
import { useCompleteTestCheckout } from './mutations';
import { billingQueries } from './queries';

/** Worded as in DOMAIN.md › Decisions › Checkout: nobody may mistake this for a real payment. */
export const TEST_MODE_LABEL = 'Test mode — no card is charged';

/**
 * The built-in checkout used when no Stripe keys are set (DOMAIN.md › Decisions › Checkout): the
 * plan, period and amount, and a Pay button that completes the checkout without any card. Open
 * while ?checkout=<id> is in the URL, so a reload or the back button finds it again.
 */
export function TestCheckoutDialog({
  checkoutId,
  onClose,
  onPaid,
}: {
  checkoutId: string;
  onClose: () => void;
  onPaid: (checkoutId: string) => void;
}) {
  const checkout = useQuery(billingQueries.checkout(checkoutId));
  const pay = useCompleteTestCheckout();
  const data = checkout.data;
  const missing =
    checkout.error instanceof ApiError && (checkout.error.status === 404 || checkout.error.status === 403);
  const payable = data?.status === 'open' && data.mode === 'test';
  const payError = pay.error
    ? pay.error instanceof ApiError
      ? pay.error.message
      : 'Something went wrong. Please try again.'
    : null;

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open && !pay.isPending) onClose();
      }}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="test-checkout">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Badge colorPalette="purple" variant="solid" size="lg" data-testid="test-mode">
                <FlaskConical aria-hidden /> {TEST_MODE_LABEL}
              </Badge>
              <Dialog.Title>Checkout</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" aria-busy={checkout.isPending}>
                {checkout.isPending ? (
                  <Stack gap="3">
                    <Text srOnly>Loading the checkout…</Text>
                    <Skeleton height="5" />
                    <Skeleton height="5" />
                    <Skeleton height="5" />
                  </Stack>
                ) : missing ? (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>This checkout was not found. Choose a plan to start a new one.</Alert.Title>
                  </Alert.Root>
                ) : checkout.isError || !data ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>We could not load the checkout.</Alert.Title>
                      <Alert.Description>Check your connection and try again.</Alert.Description>
                    </Alert.Content>
                    <Button size="sm" variant="outline" alignSelf="center" onClick={() => void checkout.refetch()}>
                      Try again
                    </Button>
                  </Alert.Root>
                ) : (
                  <>
                    <DataList.Root orientation="horizontal" size="lg">
                      <DataList.Item>
                        <DataList.ItemLabel>Plan</DataList.ItemLabel>
                        <DataList.ItemValue data-testid="checkout-plan">{planName(data.planId)}</DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel>Billing period</DataList.ItemLabel>
                        <DataList.ItemValue>{INTERVAL_LABELS[data.interval]}</DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel>Amount</DataList.ItemLabel>
                        <DataList.ItemValue fontWeight="semibold" data-testid="checkout-amount">
                          {`${formatUsd(data.amountCents)}${PER_INTERVAL[data.interval]}`}
                        </DataList.ItemValue>
                      </DataList.Item>
                    </DataList.Root>
                    {data.status === 'completed' ? (
                      <Alert.Root status="success">
                        <Alert.Indicator />
                        <Alert.Title>This checkout is already paid.</Alert.Title>
                      </Alert.Root>
                    ) : data.status === 'expired' ? (
                      <Alert.Root status="warning">
                        <Alert.Indicator />
                        <Alert.Title>This checkout expired. Choose the plan again to start a new one.</Alert.Title>
                      </Alert.Root>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        No payment provider is set up on this server, so Pay changes the plan at once and records a paid
                        invoice without charging anything.
                      </Text>
                    )}
                    {payError && (
                      <Alert.Root status="error" role="alert" data-testid="pay-error">
                        <Alert.Indicator />
                        <Alert.Content>
                          <Alert.Title>The payment did not go through</Alert.Title>
                          <Alert.Description>{payError}</Alert.Description>
                        </Alert.Content>
                      </Alert.Root>
                    )}
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pay.isPending}>
                {payable ? 'Cancel' : 'Close'}
              </Button>
              {data?.status === 'completed' ? (
                <Button colorPalette="blue" onClick={() => onPaid(data.id)}>
                  See what changed
                </Button>
              ) : (
                payable && (
                  <Button
                    colorPalette="blue"
                    loading={pay.isPending}
                    loadingText="Paying…"
                    onClick={() => pay.mutate(data.id, { onSuccess: (done) => onPaid(done.id) })}
                  >
                    {`Pay ${formatUsd(data.amountCents)}`}
                  </Button>
                )
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
