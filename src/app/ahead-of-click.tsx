/**
 * The dashboard screen a link leads to, rendered once, hidden, while a pointer rests on the link (or
 * the keyboard focuses it, or a finger touches it), so that opening it feels instant (issue 14;
 * docs/decisions/2026-11-28-render-ahead-of-the-click.md).
 *
 * The router already fetches a screen's code and data on that intent. The first opening of a screen
 * in a tab still took about twice as long as the next: compiling its functions, resolving each
 * Chakra style (memoised by value) and having Emotion serialise and insert its CSS are paid once per
 * screen. Rendered ahead in a hidden <Activity>, the click pays only for its React and DOM work.
 * The hidden render is React's lowest priority (a click or a key never waits for it), runs no effect
 * (no request, no focus, no read receipt), and its elements live in a node outside the page. It runs
 * against a router of its own (same routes, same query cache) at the link's location, so the screen
 * reads its search and params as it will after the click.
 */
import { createHistory, Match, RouterContextProvider } from '@tanstack/react-router';
import { Activity, Component, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { layoutForPath } from '../../registry/paths';
import type { AccessDenied } from './guards';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Each screen's loader module, by path. The router asks for a screen's component before its loader
 * (the loader starts a microtask later), so on a cold tab the loader's small chunk queued behind
 * the screen's twenty-odd and its data request started last. Asked for first, its request leaves
 * first and the data is on its way while the screen's code still arrives.
 */
const loaderModules = import.meta.glob('../screens/*.loader.ts');

/** As the router's own preload on intent: a pointer passing over a link on its way elsewhere costs nothing. */
export const PRERENDER_DELAY_MS = 50;

interface Prerendered {
  readonly href: string;
  readonly router: AppRouter;
  readonly routeId: string;
}

/** The in-app dashboard path (with its search) an intent on `target` points at, if any. */
export function intentHref(target: EventTarget | null, current: string): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || layoutForPath(url.pathname) !== 'dashboard') return null;
  const href = `${url.pathname}${url.search}`;
  return href === current ? null : href;
}

/**
 * A history that stays at `href`: the screen rendered ahead never navigates. (Not the router's memory
 * history: that would add its code to every page's first load for this one use.)
 */
function stayingAt(href: string) {
  const url = new URL(href, window.location.origin);
  const location = { href, pathname: url.pathname, search: url.search, hash: url.hash, state: { __TSR_index: 0 } };
  const stay = () => {};
  return createHistory({
    getLocation: () => location,
    getLength: () => 1,
    pushState: stay,
    replaceState: stay,
    go: stay,
    back: stay,
    forward: stay,
    createHref: (path) => path,
  });
}

/** A screen that fails ahead of time shows nothing and takes nothing down: the click renders it for real. */
class Silently extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AheadOfClick({ router }: { readonly router: AppRouter }) {
  const [prerendered, setPrerendered] = useState<Prerendered | null>(null);
  // A node outside the document: the hidden screen's elements are made, never laid out or found.
  const [container] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));

  useEffect(() => {
    let wanted: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const prepare = async (href: string) => {
      const { queryClient, getViewer } = router.options.context;
      const [, , found] = router.getMatchedRoutes(new URL(href, window.location.origin).pathname);
      const screen = found?.options.staticData?.routeId;
      if (screen) void loaderModules[`../screens/${screen}.loader.ts`]?.();
      const at = createAppRouter({
        queryClient,
        getViewer,
        history: stayingAt(href),
        prerender: true,
      });
      await at.load();
      const leaf = at.state.matches[at.state.matches.length - 1];
      const denied = (leaf?.context as Partial<AccessDenied> | undefined)?.deniedTitle;
      // Only what the click would show: not a screen this viewer may not open, nor one that moved on.
      if (wanted !== href || !leaf || leaf.status !== 'success' || denied) return;
      startTransition(() => setPrerendered({ href, router: at, routeId: leaf.routeId }));
    };

    const onIntent = (event: Event) => {
      if (layoutForPath(router.state.location.pathname) !== 'dashboard') return;
      const href = intentHref(event.target, router.state.location.href);
      if (!href || href === wanted) return;
      wanted = href;
      clearTimeout(timer);
      timer = setTimeout(() => void prepare(href).catch(() => undefined), PRERENDER_DELAY_MS);
    };

    // Once the screen is on screen for real, its hidden copy goes, after the switch has painted.
    const unsubscribe = router.subscribe('onResolved', () => {
      wanted = null;
      clearTimeout(timer);
      startTransition(() => setPrerendered(null));
    });
    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
    };
  }, [router]);

  if (!prerendered || !container) return null;
  return createPortal(
    <Activity mode="hidden">
      <Silently>
        <Suspense fallback={null}>
          <RouterContextProvider router={prerendered.router}>
            <Match routeId={prerendered.routeId} />
          </RouterContextProvider>
        </Suspense>
      </Silently>
    </Activity>,
    container,
    prerendered.href,
  );
}
