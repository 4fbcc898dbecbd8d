/** The emailed unsubscribe link's two calls (src/server/routes/notifications.ts): no sign-in, the token is the credential. */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-error';
import type { UnsubscribeResult } from '../../shared/schemas/notifications';

export const unsubscribeApi = {
  /** What the link turns off (changes nothing). */
  preview: (token: string, signal?: AbortSignal) =>
    apiFetch<UnsubscribeResult>(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
      ...(signal ? { signal } : {}),
    }),
  confirm: (token: string) => apiFetch<UnsubscribeResult>('/api/notifications/unsubscribe', { body: { token } }),
};

export const unsubscribeQueries = {
  preview: (token: string) =>
    queryOptions({
      queryKey: ['unsubscribe', token] as const,
      queryFn: ({ signal }) => unsubscribeApi.preview(token, signal),
      // A link that is not valid stays not valid: no retries, no refetch.
      retry: false,
      staleTime: Infinity,
    }),
};
