import type { QueryClient } from '@tanstack/react-query';
import type { SessionViewer } from './session';

export interface RouterContext {
  readonly queryClient: QueryClient;
  /** The signed-in person, or null; guards ask it (the app reads /api/session, stories pass one). */
  readonly getViewer: () => Promise<SessionViewer | null>;
}
