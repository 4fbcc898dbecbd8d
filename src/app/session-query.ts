import { queryOptions } from '@tanstack/react-query';
import type { Role } from '../shared/constants';
import type { SessionViewer } from './session';

/** Shape of GET /api/session (the server's response type; kept in step by the server tests). */
interface SessionResponse {
  readonly user: { readonly id: string; readonly name: string; readonly email: string; readonly role?: string | null };
  readonly membership?: { readonly role: string; readonly organizationName?: string | null } | null;
}

export function toViewer(body: SessionResponse): SessionViewer {
  const roles: Role[] = [];
  if (body.user.role === 'admin') roles.push('admin');
  const dealerRole = body.membership?.role;
  if (dealerRole === 'owner' || dealerRole === 'manager' || dealerRole === 'sales') roles.push(dealerRole);
  return {
    id: body.user.id,
    name: body.user.name,
    email: body.user.email,
    roles,
    dealershipName: body.membership?.organizationName ?? null,
  };
}

/** The signed-in person, or null when signed out (401) or the API is unreachable. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionViewer | null> => {
    const res = await fetch('/api/session', { credentials: 'include', headers: { accept: 'application/json' } });
    if (res.status === 401 || res.status === 404) return null;
    if (!res.ok) throw new Error(`Could not load your session (HTTP ${res.status})`);
    return toViewer((await res.json()) as SessionResponse);
  },
  retry: false,
});
