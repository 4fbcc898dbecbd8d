import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { canOpen } from '../../registry/access';
import type { Access, RouteEntry } from '../../registry/routes';
import type { RouterContext } from '../lib/router-context';

/** Put into the route context when a signed-in person opens a route their role may not open. */
export interface AccessDenied {
  readonly deniedTitle: string;
  /** The rule that turned them away, so "No access" can say who may open it and whom to ask. */
  readonly deniedAccess: Access;
}

/**
 * Route guard generated onto every screen route from its registry `access`. It only mirrors the
 * API, which answers 401/403 on its own: hiding a screen is never the security boundary.
 */
export async function guardRoute(
  context: RouterContext,
  entry: RouteEntry,
  location: ParsedLocation,
): Promise<AccessDenied | undefined> {
  if (entry.kind !== 'screen' || entry.access.kind === 'anyone') return undefined;
  const viewer = await context.getViewer();
  if (!viewer) {
    throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
  }
  // Not an error: the layout renders "No access" in place of the screen (see GuardedOutlet).
  return canOpen(entry.access, viewer) ? undefined : { deniedTitle: entry.title, deniedAccess: entry.access };
}
