import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '../shared/constants';

/** The spec's data cache: fresh for 5 minutes, kept for 30, one retry, no refetch on window focus. */
export const queryDefaults = {
  staleTime: QUERY_STALE_TIME_MS,
  gcTime: QUERY_GC_TIME_MS,
  retry: QUERY_RETRY,
  refetchOnWindowFocus: false,
} as const;

/** Any error carrying `status: 401` (our ApiError, better-fetch errors, a Response-like object). */
export const isUnauthorized = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 401;

/**
 * A 401 mid-use means the session ended (expired, signed out elsewhere): go to sign-in and come
 * back here afterwards. A full page load also drops every cached answer of the old session.
 * Auth screens handle their own 401s (a wrong password is not "signed out").
 */
let handleUnauthorized = () => {
  const { pathname, search, hash } = window.location;
  if (pathname.startsWith('/auth/')) return;
  window.location.assign(`/auth/login?redirect=${encodeURIComponent(pathname + search + hash)}`);
};

/** Lets the app (or a test) replace the default navigation above. */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

let redirecting = false;
const onError = (error: unknown) => {
  if (!isUnauthorized(error) || redirecting || typeof window === 'undefined') return;
  redirecting = true;
  try {
    handleUnauthorized();
  } finally {
    // Let a later 401 (after signing in again in the same page) redirect again.
    window.setTimeout(() => (redirecting = false), 1000);
  }
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults } },
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  });
}
