/** One queryOptions factory per read of the inventory area (DESIGN.md habit 7): cache keys are defined here only. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import type { InventoryQuery } from '../../shared/schemas/vehicles';
import { inventoryApi } from './api';
import { compactQuery } from './search-params';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
/** A missing vehicle stays missing (an answer, not a failure); anything else is retried once. */
const keepMissing = { retry: (count: number, error: unknown) => !isNotFound(error) && count < 1 } as const;

export const inventoryQueries = {
  all: ['inventory'] as const,
  lists: () => [...inventoryQueries.all, 'list'] as const,
  /** A page of the list; the previous page stays on screen while the next loads (no flash). */
  list: (query: Partial<InventoryQuery>) =>
    queryOptions({
      queryKey: [...inventoryQueries.lists(), compactQuery(query)] as const,
      queryFn: ({ signal }) => inventoryApi.list(query, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...inventoryQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...inventoryQueries.details(), id] as const,
      queryFn: ({ signal }) => inventoryApi.get(id, signal),
      ...keepMissing,
    }),
  priceHistory: (id: string) =>
    queryOptions({
      queryKey: [...inventoryQueries.details(), id, 'price-history'] as const,
      queryFn: ({ signal }) => inventoryApi.priceHistory(id, signal),
      ...keepMissing,
    }),
  events: (id: string) =>
    queryOptions({
      queryKey: [...inventoryQueries.details(), id, 'events'] as const,
      queryFn: ({ signal }) => inventoryApi.events(id, signal),
      ...keepMissing,
    }),
  settings: () =>
    queryOptions({
      queryKey: [...inventoryQueries.all, 'settings'] as const,
      queryFn: ({ signal }) => inventoryApi.settings(signal),
    }),
};
