/**
 * Who may open what, decided once: the client's route guards and sidebar, and the server's
 * authorization middleware, all call `canOpen` with the same `Access` declarations, so the API and
 * the UI cannot disagree (DOMAIN.md: "the UI hiding a link is never the only guard").
 */
import { DEALER_ROLES, type DealerRole, type Role } from '../src/shared/constants';
import type { Access } from './define';

/** A signed-in person as access rules see them: their platform role and their dealership role. */
export interface AccessViewer {
  readonly roles: readonly Role[];
}

/** `null` is a signed-out visitor. */
export function canOpen(access: Access, viewer: AccessViewer | null): boolean {
  if (access.kind === 'anyone') return true;
  if (!viewer) return false;
  if (access.kind === 'signed-in') return true;
  return access.roles.some((role) => viewer.roles.includes(role));
}

const isDealerRole = (value: string): value is DealerRole => (DEALER_ROLES as readonly string[]).includes(value);

/**
 * The roles a person holds: 'admin' from the user (better-auth's admin plugin stores roles
 * comma-separated), and their dealership role from the membership.
 */
export const viewerRoles = (
  user: { readonly role?: string | null | undefined },
  membership?: { readonly role: string } | null,
): Role[] => {
  const roles: Role[] = [];
  if (
    user.role
      ?.split(',')
      .map((r) => r.trim())
      .includes('admin')
  )
    roles.push('admin');
  if (membership && isDealerRole(membership.role)) roles.push(membership.role);
  return roles;
};
