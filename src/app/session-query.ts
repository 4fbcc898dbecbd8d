import { queryOptions } from '@tanstack/react-query';
import type { SessionPayload } from '../shared/schemas/session';
import type { SessionViewer } from '../lib/session';

/** Maps GET /api/session (typed by the server's own schema) to the viewer the UI mirrors access with. */
export function toViewer(body: SessionPayload): SessionViewer | null {
  if (!body.user) return null;
  return {
    id: body.user.id,
    name: body.user.name,
    email: body.user.email,
    roles: body.roles,
    dealershipName: body.dealership?.name ?? null,
    dealershipRole: body.dealership?.role ?? null,
    dealershipSuspension: body.dealership?.suspension ?? null,
    image: body.user.image,
  };
}

/** The signed-in person, or null when signed out. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionViewer | null> => {
    const res = await fetch('/api/session', { credentials: 'include', headers: { accept: 'application/json' } });
    if (res.status === 401) return null;
    if (!res.ok) throw new Error(`Could not load your session (HTTP ${res.status})`);
    return toViewer((await res.json()) as SessionPayload);
  },
  retry: false,
});
