/** One queryOptions factory per read of the billing area (DESIGN.md habit 7): cache keys are defined here only. */
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { billingApi } from './api';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
/** An unknown checkout stays unknown (an answer, not a failure); anything else is retried once. */
const keepMissing = { retry: (count: number, error: unknown) => !isMissing(error) && count < 1 } as const;

export const billingQueries = {
  all: ['billing'] as const,
  overview: () =>
    queryOptions({
      queryKey: [...billingQueries.all, 'overview'] as const,
      queryFn: ({ signal }) => billingApi.get(signal),
      ...keepMissing,
    }),
  checkouts: () => [...billingQueries.all, 'checkout'] as const,
  checkout: (id: string) =>
    queryOptions({
      queryKey: [...billingQueries.checkouts(), id] as const,
      queryFn: ({ signal }) => billingApi.checkout(id, signal),
      ...keepMissing,
    }),
};
