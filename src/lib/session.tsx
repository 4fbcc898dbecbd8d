import { createContext, useContext, type ReactNode } from 'react';
import type { AccessViewer } from '../../registry/access';
import type { Role } from '../shared/constants';

/**
 * The signed-in person as the UI sees them. The API decides access; the UI only mirrors it to
 * choose what to show. `null` means signed out.
 */
export interface SessionViewer extends AccessViewer {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly Role[];
  readonly dealershipName?: string | null;
  readonly dealershipRole?: Role | null;
  /** While a platform admin has the dealership suspended: when and why (its staff see a banner). */
  readonly dealershipSuspension?: { readonly at: string; readonly reason: string | null } | null;
  /** The profile picture's address (Account), when the person has one. */
  readonly image?: string | null;
}

const SessionContext = createContext<SessionViewer | null>(null);

export function SessionProvider({ viewer, children }: { viewer: SessionViewer | null; children: ReactNode }) {
  return <SessionContext.Provider value={viewer}>{children}</SessionContext.Provider>;
}

export function useViewer(): SessionViewer | null {
  return useContext(SessionContext);
}
