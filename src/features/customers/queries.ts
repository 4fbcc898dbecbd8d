/** One queryOptions factory per read of the customers area (DESIGN.md habit 7): cache keys are defined here only. */
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { customersApi } from './api';
import { compactCustomerQuery, type CustomerSearch } from './search-params';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
/** A missing customer stays missing (an answer, not a failure); anything else is retried once. */
const keepMissing = { retry: (count: number, error: unknown) => !isMissing(error) && count < 1 } as const;

export const customerQueries = {
  all: ['customers'] as const,
  lists: () => [...customerQueries.all, 'list'] as const,
  /** A page of the list; the previous page stays on screen while the next loads (no flash). */
  list: (query: CustomerSearch) =>
    queryOptions({
      queryKey: [...customerQueries.lists(), compactCustomerQuery(query)] as const,
      queryFn: ({ signal }) => customersApi.list(query, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...customerQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...customerQueries.details(), id] as const,
      queryFn: ({ signal }) => customersApi.get(id, signal),
      ...keepMissing,
    }),
  /** Newest first; "Load more" asks for the events before the last one shown. */
  timeline: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...customerQueries.details(), id, 'timeline'] as const,
      queryFn: ({ signal, pageParam }) => customersApi.timeline(id, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextBefore ?? undefined,
      ...keepMissing,
    }),
  mergePreview: (id: string, otherId: string) =>
    queryOptions({
      queryKey: [...customerQueries.details(), id, 'merge-preview', otherId] as const,
      queryFn: ({ signal }) => customersApi.mergePreview(id, otherId, signal),
      // What the merge keeps is read fresh each time the dialog asks.
      staleTime: 0,
      gcTime: 0,
    }),
  /** The dealership's members (the assignee filter and select). */
  assignees: () =>
    queryOptions({
      queryKey: [...customerQueries.all, 'assignees'] as const,
      queryFn: ({ signal }) => customersApi.assignees(signal),
      staleTime: 5 * 60_000,
    }),
};
