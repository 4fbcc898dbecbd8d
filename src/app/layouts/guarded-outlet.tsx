import { Outlet, useMatches } from '@tanstack/react-router';
import { NoAccess } from '../../components/errors/no-access';
import type { AccessDenied } from '../guards';

const denial = (matches: readonly { context: unknown }[]) =>
  matches[matches.length - 1]?.context as Partial<AccessDenied> | undefined;

/** The layouts' outlet: the screen, or "No access" when the route's guard denied the viewer. */
export function GuardedOutlet() {
  // Two selects of stable values (a string, the registry's own rule object), so nothing re-renders needlessly.
  const title = useMatches({ select: (matches) => denial(matches)?.deniedTitle ?? null });
  const access = useMatches({ select: (matches) => denial(matches)?.deniedAccess ?? null });
  return title && access ? <NoAccess title={title} access={access} /> : <Outlet />;
}
