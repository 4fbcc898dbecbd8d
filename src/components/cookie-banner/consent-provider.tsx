import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COOKIE_BANNER_DELAY_MS } from '../../shared/constants';
import { COOKIE_BANNER_ID } from './ids';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  readConsent,
  writeConsent,
  type ConsentState,
  type CookiePreferences,
} from '../../lib/consent';

/**
 * `pending`: no consent is stored and the banner is due but not shown yet. Server-rendered pages
 * carry it in their markup, hidden, so it appears at 2 s even before the app has booted.
 */
export type BannerView = 'hidden' | 'pending' | 'compact' | 'detail';

export interface ConsentApi extends ConsentState {
  readonly view: BannerView;
  readonly acceptAll: () => void;
  readonly rejectAll: () => void;
  readonly save: (preferences: CookiePreferences) => void;
  readonly customize: () => void;
  readonly back: () => void;
  /** The footer's "Cookie settings": reopens the detail view. */
  readonly openSettings: () => void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

export interface ConsentProviderProps {
  readonly children: ReactNode;
  /** Banner delay; stories pass 0 so nothing waits on wall time. */
  readonly delayMs?: number;
  /** Start in a given view (stories). */
  readonly initialView?: BannerView;
  /**
   * The page's markup comes from the server (src/server/ssr): the banner is rendered hidden
   * (`pending`) and shown 2 s after the page loaded, not 2 s after the app booted.
   */
  readonly prerendered?: boolean;
  /** The request's Cookie header, when rendering on the server. */
  readonly cookies?: string;
}

export function ConsentProvider({
  children,
  delayMs = COOKIE_BANNER_DELAY_MS,
  initialView,
  prerendered = false,
  cookies,
}: ConsentProviderProps) {
  const [state, setState] = useState<ConsentState>(() =>
    cookies !== undefined
      ? readConsent(cookies)
      : typeof document === 'undefined'
        ? { consented: false, preferences: ALL_ACCEPTED }
        : readConsent(document.cookie),
  );
  const [view, setView] = useState<BannerView>(() => {
    if (initialView) return initialView;
    if (!prerendered) return 'hidden';
    // Hydrating: render what the server did (the banner when it sent one), whatever the visitor
    // chose since through the boot script; the effect below then follows the stored choice.
    if (typeof document !== 'undefined' && cookies === undefined)
      return document.getElementById(COOKIE_BANNER_ID) ? 'pending' : 'hidden';
    return state.consented ? 'hidden' : 'pending';
  });

  // Shown 2 s after load, and only when no consent is stored.
  useEffect(() => {
    if (initialView) return;
    // Chosen before the app was live (index.html's boot script stored it and hid the banner),
    // possibly after this provider first read the cookie while hydrating.
    const stored = readConsent(document.cookie);
    if (stored.consented) {
      setState(stored);
      setView((v) => (v === 'pending' || v === 'compact' ? 'hidden' : v));
      return;
    }
    // A server-rendered page loaded a while before the app booted: only the rest of the delay is left.
    const wait = prerendered ? Math.max(0, delayMs - performance.now()) : delayMs;
    const timer = window.setTimeout(() => setView((v) => (v === 'hidden' || v === 'pending' ? 'compact' : v)), wait);
    return () => window.clearTimeout(timer);
    // Only on mount: consenting later must not re-arm the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const store = useCallback((preferences: CookiePreferences) => {
    setState(writeConsent(preferences));
    setView('hidden');
  }, []);

  const api = useMemo<ConsentApi>(
    () => ({
      ...state,
      view,
      acceptAll: () => store(ALL_ACCEPTED),
      rejectAll: () => store(NECESSARY_ONLY),
      save: store,
      customize: () => setView('detail'),
      back: () => setView('compact'),
      openSettings: () => setView('detail'),
    }),
    [state, view, store],
  );
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent must be used inside <ConsentProvider>');
  return api;
}
