import { Outlet, useMatches } from '@tanstack/react-router';
import { NoAccess } from '../../components/errors/no-access';
import type { AccessDenied } from '../guards';

/** The layouts' outlet: the screen, or "No access" when the route's guard denied the viewer. */
export function GuardedOutlet() {
  const denied = useMatches({
    select: (matches) => {
      const last = matches[matches.length - 1];
      return (last?.context as Partial<AccessDenied> | undefined)?.deniedTitle ?? null;
    },
  });
  return denied ? <NoAccess title={denied} /> : <Outlet />;
}
