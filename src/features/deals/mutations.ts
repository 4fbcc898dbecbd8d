/**
 * Deal writes. A move shows on the board at once (the card changes column before the server
 * answers) and is put back if the server refuses; a 409 means a colleague changed the deal first,
 * so the board is fetched again and the screen says so. Every write refreshes the lists, the board
 * and the deal's history, which the server wrote in the same transaction.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DealStage } from '../../shared/deals';
import type { CreateDealInput, Deal, DealBoard, MoveDealInput, UpdateDealInput } from '../../shared/schemas/deals';
import { dealsApi } from './api';
import { dealQueries } from './queries';

const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: dealQueries.all });

const afterDealWrite = async (queryClient: QueryClient, deal: Deal) => {
  queryClient.setQueryData(dealQueries.detail(deal.id).queryKey, deal);
  await refreshAll(queryClient);
};

/** The board with one card moved to `to` (at the top of its column), counts adjusted. */
export const boardWithMove = (board: DealBoard, id: string, to: DealStage): DealBoard => {
  const card = board.columns.flatMap((c) => c.items).find((d) => d.id === id);
  if (!card || card.stage === to) return board;
  return {
    ...board,
    columns: board.columns.map((col) => {
      if (col.stage === card.stage)
        return { ...col, items: col.items.filter((d) => d.id !== id), count: Math.max(0, col.count - 1) };
      if (col.stage === to) return { ...col, items: [{ ...card, stage: to }, ...col.items], count: col.count + 1 };
      return col;
    }),
  };
};

export function useMoveDeal() {
  const queryClient = useQueryClient();
  const key = dealQueries.board().queryKey;
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: MoveDealInput }) => dealsApi.move(id, input),
    onMutate: async ({ id, input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, boardWithMove(before, id, input.stage));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (deal) => queryClient.setQueryData(dealQueries.detail(deal.id).queryKey, deal),
    onSettled: () => refreshAll(queryClient),
  });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealInput) => dealsApi.create(input),
    onSuccess: (deal) => afterDealWrite(queryClient, deal),
  });
}

export function useUpdateDeal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDealInput) => dealsApi.update(id, input),
    onSuccess: (deal) => afterDealWrite(queryClient, deal),
  });
}
