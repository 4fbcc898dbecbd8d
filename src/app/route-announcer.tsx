import { Box } from '@chakra-ui/react';
import { useMatches, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { screenRoutes } from '../../registry/routes';
import { MAIN_CONTENT_ID } from '../components/layout/skip-link';
import { useTitleOverride } from '../lib/page-title';

const titles = new Map<string, { title: string; description: string }>(
  screenRoutes.map((r) => [r.id, { title: r.title, description: r.description }]),
);

export const DEFAULT_TITLE = 'Lotline';

/**
 * Title of the deepest matched registry route. Selects the route's id, not the matches: the router
 * publishes new matches several times per navigation (pending, loaded, resolved), and the
 * announcer re-rendered for each of them (issue 14).
 */
export function useRouteHead() {
  const id = useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const routeId = matches[i]?.staticData?.routeId;
        if (routeId && titles.has(routeId)) return routeId;
      }
      return null;
    },
  });
  return (id && titles.get(id)) || { title: DEFAULT_TITLE, description: '' };
}

/**
 * Sets the document head from the registry and, after each client-side navigation, moves focus to
 * the new page's heading (unless the person has acted since asking for the page) and announces its
 * title (screen readers hear no page load otherwise).
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const registryHead = useRouteHead();
  const override = useTitleOverride();
  const head = override ? { ...registryHead, title: override } : registryHead;
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    document.title = head.title;
    const meta = document.querySelector('meta[name="description"]');
    if (meta && head.description) meta.setAttribute('content', head.description);
  }, [head.title, head.description]);

  useEffect(() => {
    // A person who pressed a key or a pointer while the page was on its way (opened the theme menu,
    // tabbed on, started typing) keeps their focus: taking it to the heading would close the menu
    // they just opened or move them away mid-word. The title is still announced.
    let actedSince = false;
    const acted = () => {
      actedSince = true;
    };
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('keydown', acted, true);
    // Fires inside the press that asked for the page, after its pointerdown or keydown.
    const offBefore = router.subscribe('onBeforeNavigate', () => {
      actedSince = false;
    });
    const offResolved = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      // The page's first load (in the browser or server-rendered) is no navigation to announce.
      if (!fromLocation || !pathChanged) return;
      // Wait a frame so the lazily loaded screen has rendered its heading.
      window.requestAnimationFrame(() => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        const heading = main?.querySelector<HTMLElement>('h1');
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          if (!window.location.hash && !actedSince) heading.focus({ preventScroll: true });
        }
        setAnnouncement(document.title);
      });
    });
    return () => {
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('keydown', acted, true);
      offBefore();
      offResolved();
    };
  }, [router]);

  return (
    <Box srOnly aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </Box>
  );
}
