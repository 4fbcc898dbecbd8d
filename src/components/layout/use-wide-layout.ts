import { useBreakpointValue } from '@chakra-ui/react';
import { useHydrated } from '../../lib/use-hydrated';
import { renderedNarrow } from '../../shared/render-moment';

/**
 * Whether a list shows its table (from `md` up) or its phone cards: one layout rendered, never both
 * with one hidden by CSS, which doubled the work of opening the list (issue 14).
 *
 * A page the browser renders itself reads the window on the first render. A server-rendered page
 * has no window to read: the server guesses from the request (a phone's browser says so), and the
 * hydration renders the same guess, so React takes the markup over as it is; the window is read
 * right after, and only a wrong guess changes the layout.
 */
export function useWideLayout(): boolean {
  const hydrated = useHydrated();
  const guessNarrow = renderedNarrow();
  return (
    useBreakpointValue(
      { base: false, md: true },
      hydrated ? { ssr: false } : { ssr: true, fallback: guessNarrow ? 'base' : 'md' },
    ) ?? true
  );
}
