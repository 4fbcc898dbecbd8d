/** One queryOptions factory per read of the leads area (DESIGN.md habit 7): cache keys are defined here only. */
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import type { LeadQuery } from '../../shared/schemas/leads';
import { leadsApi } from './api';
import { compactLeadQuery } from './search-params';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
/** A missing lead stays missing (an answer, not a failure); anything else is retried once. */
const keepMissing = { retry: (count: number, error: unknown) => !isMissing(error) && count < 1 } as const;

/**
 * Leads change under the person's eyes (a shopper writes, a colleague takes a lead): they are
 * refetched on the live events, so the cache holds them only briefly otherwise.
 */
const LIVE_STALE_MS = 15_000;

export const leadQueries = {
  all: ['leads'] as const,
  lists: () => [...leadQueries.all, 'list'] as const,
  /** A page of the list; the previous page stays on screen while the next loads (no flash). */
  list: (query: Partial<LeadQuery>) =>
    queryOptions({
      queryKey: [...leadQueries.lists(), compactLeadQuery(query)] as const,
      queryFn: ({ signal }) => leadsApi.list(query, signal),
      placeholderData: keepPreviousData,
      staleTime: LIVE_STALE_MS,
    }),
  details: () => [...leadQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...leadQueries.details(), id] as const,
      queryFn: ({ signal }) => leadsApi.get(id, signal),
      staleTime: LIVE_STALE_MS,
      ...keepMissing,
    }),
  /** Newest first, older pages on demand ("Show older"). */
  timeline: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...leadQueries.details(), id, 'timeline'] as const,
      queryFn: ({ signal, pageParam }) => leadsApi.timeline(id, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextBefore ?? undefined,
      staleTime: LIVE_STALE_MS,
      ...keepMissing,
    }),
  assignees: () =>
    queryOptions({
      queryKey: [...leadQueries.all, 'assignees'] as const,
      queryFn: ({ signal }) => leadsApi.assignees(signal),
    }),
  /** The response-time thresholds (the detail's timer ticks against them). */
  settings: () =>
    queryOptions({
      queryKey: [...leadQueries.all, 'settings'] as const,
      queryFn: ({ signal }) => leadsApi.settings(signal),
    }),
  /** Vehicles for a picker: the dealership's stock matching what was typed. */
  vehicleSearch: (q: string) =>
    queryOptions({
      queryKey: [...leadQueries.all, 'vehicle-search', q] as const,
      queryFn: ({ signal }) => leadsApi.vehicles(q, signal),
      placeholderData: keepPreviousData,
    }),
  vehicle: (id: string) =>
    queryOptions({
      queryKey: [...leadQueries.all, 'vehicle', id] as const,
      queryFn: ({ signal }) => leadsApi.vehicle(id, signal),
      ...keepMissing,
    }),
};
