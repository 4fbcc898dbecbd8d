/** One queryOptions factory per read of the deals area (DESIGN.md habit 7): cache keys are defined here only. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import type { DealQuery } from '../../shared/schemas/deals';
import { dealsApi } from './api';
import { compactDealQuery } from './search-params';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
const keepMissing = { retry: (count: number, error: unknown) => !isMissing(error) && count < 1 } as const;

/** Colleagues move cards too: the board is fetched again when it is looked at after this long. */
const STALE_MS = 15_000;

export const dealQueries = {
  all: ['deals'] as const,
  board: () =>
    queryOptions({
      queryKey: [...dealQueries.all, 'board'] as const,
      queryFn: ({ signal }) => dealsApi.board(signal),
      staleTime: STALE_MS,
    }),
  lists: () => [...dealQueries.all, 'list'] as const,
  list: (query: Partial<DealQuery>) =>
    queryOptions({
      queryKey: [...dealQueries.lists(), compactDealQuery(query)] as const,
      queryFn: ({ signal }) => dealsApi.list(query, signal),
      placeholderData: keepPreviousData,
      staleTime: STALE_MS,
    }),
  options: () =>
    queryOptions({
      queryKey: [...dealQueries.all, 'options'] as const,
      queryFn: ({ signal }) => dealsApi.options(signal),
    }),
  details: () => [...dealQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...dealQueries.details(), id] as const,
      queryFn: ({ signal }) => dealsApi.get(id, signal),
      staleTime: STALE_MS,
      ...keepMissing,
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: [...dealQueries.details(), id, 'history'] as const,
      queryFn: ({ signal }) => dealsApi.history(id, signal),
      ...keepMissing,
    }),
  vehicleSearch: (q: string) =>
    queryOptions({
      queryKey: [...dealQueries.all, 'vehicle-search', q] as const,
      queryFn: ({ signal }) => dealsApi.vehicles(q, signal),
      placeholderData: keepPreviousData,
    }),
};
