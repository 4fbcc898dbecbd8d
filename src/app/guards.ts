import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { canOpen } from '../../registry/menus';
import type { RouteEntry } from '../../registry/routes';
import type { RouterContext } from './router-context';

/** Thrown when a signed-in person opens a route their role may not open; layouts show "No access". */
export class NoAccessError extends Error {
  constructor(readonly title: string) {
    super(`No access to ${title}`);
    this.name = 'NoAccessError';
  }
}

/**
 * Route guard generated onto every screen route from its registry `access`. It only mirrors the
 * API, which answers 401/403 on its own: hiding a screen is never the security boundary.
 */
export async function guardRoute(context: RouterContext, entry: RouteEntry, location: ParsedLocation): Promise<void> {
  if (entry.kind !== 'screen' || entry.access.kind === 'anyone') return;
  const viewer = await context.getViewer();
  if (!viewer) {
    throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
  }
  if (!canOpen(entry.access, viewer)) throw new NoAccessError(entry.title);
}
