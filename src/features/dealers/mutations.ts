/**
 * Dealer writes: a shopper's rating, and the platform admins' verify / suspend. Each refreshes the
 * directory and the dealer's page, whose counts and badges the server computed anew.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealerRatingInput, SuspendDealerInput } from '../../shared/schemas/dealers';
import { dealersApi } from './api';
import { dealerQueries } from './queries';

const useRefreshing = <V>(fn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerQueries.all }),
  });
};

export const useRateDealer = () =>
  useRefreshing(({ id, input }: { id: string; input: DealerRatingInput }) => dealersApi.rate(id, input));

export type ModerationMove =
  | { kind: 'verify' | 'unverify' | 'unsuspend'; id: string }
  | { kind: 'suspend'; id: string; input: SuspendDealerInput };

export const useModerateDealer = () =>
  useRefreshing((move: ModerationMove) =>
    move.kind === 'suspend' ? dealersApi.suspend(move.id, move.input) : dealersApi[move.kind](move.id),
  );
