import { useCallback, useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48rem): lists show a table from here up, cards below. */
export const WIDE_LIST_QUERY = '(min-width: 48em)';

/**
 * Whether a media query matches, read synchronously on the first render and kept up to date. Lists
 * render only the layout the window needs (a table or cards) instead of both with one hidden by CSS:
 * rendering both doubled the work of opening a list (issue 14). On the server, and in a test without
 * `matchMedia`, it answers `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}
