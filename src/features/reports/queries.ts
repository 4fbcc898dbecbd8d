/** One queryOptions factory per read of the Reports area: cache keys are defined here only. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reportsApi, type ReportRange } from './api';

/** Figures move only when deals close or leads arrive: a minute is fresh enough to switch back to. */
const FRESH_MS = 60_000;

export const reportQueries = {
  all: ['reports'] as const,
  get: (range: ReportRange) =>
    queryOptions({
      queryKey: [...reportQueries.all, { from: range.from || undefined, to: range.to || undefined }] as const,
      queryFn: ({ signal }) => reportsApi.get(range, signal),
      placeholderData: keepPreviousData,
      staleTime: FRESH_MS,
    }),
};
