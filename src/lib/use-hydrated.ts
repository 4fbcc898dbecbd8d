import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates server-rendered markup, true afterwards. Anything
 * only the browser knows (the stored theme, for one) renders from it, so hydration sees the same
 * markup the server sent and React updates it right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
