/**
 * The contract of a screen's optional loader, `src/screens/<id>.loader.ts` exporting `load`.
 * The generator wires it into the route (registry/generate.ts), so preloading on intent (hover,
 * focus) fetches the screen's data too, into the same React Query cache the screen reads through
 * the same `queryOptions` factory. Loaders prefetch, they never throw for a missing item: the screen
 * renders its own Not Found or error state from the query.
 */
import type { ScreenId, ScreenRoute } from '../../registry/routes';
import type { RouterContext } from './router-context';

export interface ScreenLoaderArgs<Search = Record<string, unknown>> {
  readonly context: RouterContext;
  readonly params: Readonly<Record<string, string>>;
  readonly search: Search;
}

export type ScreenLoader<Search = Record<string, unknown>> = (args: ScreenLoaderArgs<Search>) => Promise<void>;

/**
 * How long a navigation waits for its screen's data. Data that comes sooner (or was prefetched on
 * hover) shows at once with no skeleton; slower data leaves the navigation to the screen, which
 * shows its own Loading state rather than holding the old page or a blank one.
 */
export const LOADER_WAIT_MS = 400;

/**
 * Waits for `work` at most LOADER_WAIT_MS; the fetch itself goes on and fills the cache. A failed
 * fetch resolves too (ensureQueryData rejects): the screen shows the error from its query.
 */
export const waitBriefly = (work: Promise<unknown>, ms = LOADER_WAIT_MS): Promise<void> =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });

/** Search params of a screen as its registry schema outputs them. */
export type SearchOf<Id extends ScreenId> =
  Extract<ScreenRoute, { id: Id }> extends { search: { _zod: { output: infer O } } } ? O : never;
