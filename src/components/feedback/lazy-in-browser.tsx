import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A lazily loaded part (a chart and its library) that only the browser renders. The server, and the
 * hydration of its markup, show `fallback`: the server does not wait for a module it would have to
 * load first, and a part it could not finish would make the browser throw it away with an error
 * (React #419). Once the app is live, the part loads and replaces the fallback in place.
 */
export function LazyInBrowser({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
