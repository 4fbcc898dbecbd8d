import { lazy, type ComponentType } from 'react';

/**
 * A component whose chunk loads on first use or earlier on intent (issue 14): `Component` is the
 * React.lazy wrapper to render under a Suspense boundary; `preload` starts the download when a
 * pointer rests on, or focus reaches, what will show it, so the press normally finds it loaded.
 * A failed early download is left to the render, whose error boundary handles it.
 */
export function lazyOnIntent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return {
    Component: lazy(() => load().then((Component) => ({ default: Component }))),
    preload: () => void load().catch(() => undefined),
  };
}
