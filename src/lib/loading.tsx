import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOADING_MESSAGE } from '../shared/constants';

export interface LoadingState {
  readonly isLoading: boolean;
  readonly loadingMessage: string;
}

export interface LoadingApi extends LoadingState {
  /** Shows the overlay with a message (default "Loading..."). */
  readonly start: (message?: string) => void;
  readonly stop: () => void;
}

export const initialLoadingState: LoadingState = { isLoading: false, loadingMessage: DEFAULT_LOADING_MESSAGE };

/** Pure transitions, unit-tested: start and stop set isLoading and the message. */
export const loadingTransitions = {
  start: (_state: LoadingState, message?: string): LoadingState => ({
    isLoading: true,
    loadingMessage: message?.trim() ? message : DEFAULT_LOADING_MESSAGE,
  }),
  stop: (): LoadingState => initialLoadingState,
};

const LoadingContext = createContext<LoadingApi | null>(null);

export function LoadingProvider({
  children,
  initial = initialLoadingState,
}: {
  children: ReactNode;
  initial?: LoadingState;
}) {
  const [state, setState] = useState<LoadingState>(initial);
  const start = useCallback((message?: string) => setState((s) => loadingTransitions.start(s, message)), []);
  const stop = useCallback(() => setState(loadingTransitions.stop()), []);
  const api = useMemo(() => ({ ...state, start, stop }), [state, start, stop]);
  return <LoadingContext.Provider value={api}>{children}</LoadingContext.Provider>;
}

export function useLoading(): LoadingApi {
  const api = useContext(LoadingContext);
  if (!api) throw new Error('useLoading must be used inside <LoadingProvider>');
  return api;
}
