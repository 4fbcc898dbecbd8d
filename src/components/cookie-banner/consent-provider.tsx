import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COOKIE_BANNER_DELAY_MS } from '../../shared/constants';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  readConsent,
  writeConsent,
  type ConsentState,
  type CookiePreferences,
} from '../../lib/consent';

export type BannerView = 'hidden' | 'compact' | 'detail';

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
}

export function ConsentProvider({ children, delayMs = COOKIE_BANNER_DELAY_MS, initialView }: ConsentProviderProps) {
  const [state, setState] = useState<ConsentState>(() =>
    typeof document === 'undefined' ? { consented: false, preferences: ALL_ACCEPTED } : readConsent(document.cookie),
  );
  const [view, setView] = useState<BannerView>(initialView ?? 'hidden');

  // Shown 2 s after load, and only when no consent is stored.
  useEffect(() => {
    if (initialView || state.consented) return;
    const timer = window.setTimeout(() => setView((v) => (v === 'hidden' ? 'compact' : v)), delayMs);
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
