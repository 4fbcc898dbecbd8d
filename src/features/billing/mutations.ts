/**
 * Billing writes. Starting a checkout changes nothing yet; completing one changes the plan, so the
 * overview (plan, meters, invoices) is fetched again and the checkout's answer goes into the cache.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartCheckout } from '../../shared/schemas/billing';
import { billingApi } from './api';
import { billingQueries } from './queries';

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartCheckout) => billingApi.startCheckout(input),
    onSuccess: (checkout) => queryClient.setQueryData(billingQueries.checkout(checkout.id).queryKey, checkout),
  });
}

export function useCompleteTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => billingApi.completeTestCheckout(id),
    onSuccess: async (checkout) => {
      queryClient.setQueryData(billingQueries.checkout(checkout.id).queryKey, checkout);
      await queryClient.invalidateQueries({ queryKey: billingQueries.overview().queryKey });
    },
  });
}
