/**
 * Who may call each API operation, declared next to the operation so that a new route cannot ship
 * without saying it: our routes spread `declareAccess(…)` into their `createRoute` config (it lands
 * in the OpenAPI document as `x-access`); better-auth's endpoints, which have no config of ours,
 * are declared below by path. tests/server/authz-matrix.test.ts calls every operation of the
 * document as seven kinds of viewer and fails on an operation without a declaration, or on an
 * answer that disagrees with it. A declaration says what the rule SHOULD be: when the code
 * disagrees, the code is wrong.
 */
import type { Access } from '../../../registry/routes';
import type { DealerRole } from '../../shared/constants';

type AccessRule =
  /**
   * The registry's rules: `anyone`; `signed-in` (acts on the caller's own account); `roles` (the
   * caller's role in their own dealership, or `admin` for platform admins).
   */
  | Access
  /**
   * Acts on the dealership named in the request (body, query or the resource in the path): its
   * members with one of these roles. Anyone else is refused (401/403, or 404 so as not to confirm
   * that another dealership's resource exists).
   */
  | { readonly kind: 'dealership'; readonly roles: readonly DealerRole[] }
  /** A caller on the machine running the server (loopback, not relayed by a proxy), or a platform admin. */
  | { readonly kind: 'local-or-admin' }
  /** Not for clients at all: every caller gets 403 or 404. */
  | { readonly kind: 'disabled' };

export type EndpointAccess = AccessRule & {
  /**
   * For operations that hand out a dealership role (invitations, role changes): the only roles the
   * request may name. Any other (owner, better-auth's built-in admin/member, a made-up one, a
   * comma-separated list) must be refused, even to the owner.
   */
  readonly grants?: readonly DealerRole[];
};

export const X_ACCESS = 'x-access';

/** Spread into a `createRoute({...})` config: `...declareAccess(ACCESS.anyone)`. */
export const declareAccess = (access: EndpointAccess) => ({ [X_ACCESS]: access }) as { 'x-access': EndpointAccess };

export const ACCESS = {
  anyone: { kind: 'anyone' },
  signedIn: { kind: 'signed-in' },
  admin: { kind: 'roles', roles: ['admin'] },
  localOrAdmin: { kind: 'local-or-admin' },
  disabled: { kind: 'disabled' },
  /** Owner and manager of their own dealership (settings, invitations). */
  dealershipAdmin: { kind: 'roles', roles: ['owner', 'manager'] },
  /** Owner and manager invite staff; an invitation never makes an owner (DOMAIN.md › Decisions). */
  inviteStaff: { kind: 'roles', roles: ['owner', 'manager'], grants: ['manager', 'sales'] },
  /** Owner, manager and sales of their own dealership (inventory; DOMAIN.md › Decisions). */
  dealerStaff: { kind: 'roles', roles: ['owner', 'manager', 'sales'] },
  /** The owner alone: billing changes (DOMAIN.md › Areas › Billing: only owners change billing). */
  dealershipOwner: { kind: 'roles', roles: ['owner'] },
  /** Owner and manager of the dealership named in the request. */
  dealershipManagers: { kind: 'dealership', roles: ['owner', 'manager'] },
} as const satisfies Record<string, EndpointAccess>;

/**
 * better-auth's endpoints under /api/auth, by path (as in AUTH_RATE_LIMITS). Every path a client
 * can reach must be here (those its OpenAPI document lists, and the few it leaves out); one rule
 * covers every method of a path.
 */
export const AUTH_ENDPOINT_ACCESS: Readonly<Record<string, EndpointAccess>> = {
  // Sessions and sign-in.
  '/get-session': ACCESS.anyone,
  '/sign-out': ACCESS.anyone,
  '/sign-up/email': ACCESS.anyone,
  '/sign-in/email': ACCESS.anyone,
  '/sign-in/username': ACCESS.anyone,
  '/sign-in/email-otp': ACCESS.anyone,
  '/is-username-available': ACCESS.anyone,
  '/ok': ACCESS.anyone,
  '/error': ACCESS.anyone,
  // Not in better-auth's document. The schema generator describes endpoints (public anyway, in
  // /api/openapi.json); the reference page is switched off (disableDefaultReference).
  '/open-api/generate-schema': ACCESS.anyone,
  '/reference': ACCESS.disabled,
  // No social provider is configured: nothing to sign in or link with.
  '/sign-in/social': ACCESS.disabled,
  '/link-social': ACCESS.disabled,
  // An OAuth callback must be reachable by the browser coming back; with no provider it only
  // redirects to the error page.
  '/callback/{id}': ACCESS.anyone,

  // Verification and password reset: the emailed code or token is the credential.
  '/verify-email': ACCESS.anyone,
  '/send-verification-email': ACCESS.anyone,
  '/request-password-reset': ACCESS.anyone,
  '/reset-password': ACCESS.anyone,
  '/reset-password/{token}': ACCESS.anyone,
  '/email-otp/send-verification-otp': ACCESS.anyone,
  '/email-otp/check-verification-otp': ACCESS.anyone,
  '/email-otp/verify-email': ACCESS.anyone,
  '/email-otp/request-password-reset': ACCESS.anyone,
  '/forget-password/email-otp': ACCESS.anyone,
  '/email-otp/reset-password': ACCESS.anyone,

  // The signed-in person's own account (DOMAIN.md › Areas › Account: profile, email, password, sessions, delete).
  '/verify-password': ACCESS.signedIn,
  // Email change is off for now (400 CHANGE_EMAIL_DISABLED to a signed-in caller): still their own.
  '/change-email': ACCESS.signedIn,
  '/change-password': ACCESS.signedIn,
  '/update-session': ACCESS.signedIn,
  '/update-user': ACCESS.signedIn,
  // Off (better-auth answers 404): deletion is the app's own POST /api/account/delete, which applies
  // the sole-owner rule (docs/decisions/2026-11-24-account-deletion.md). Switched on, 'signed-in'.
  '/delete-user': ACCESS.disabled,
  '/delete-user/callback': ACCESS.disabled,
  '/list-sessions': ACCESS.signedIn,
  '/revoke-session': ACCESS.signedIn,
  '/revoke-sessions': ACCESS.signedIn,
  '/revoke-other-sessions': ACCESS.signedIn,
  '/list-accounts': ACCESS.signedIn,
  '/unlink-account': ACCESS.signedIn,
  '/refresh-token': ACCESS.signedIn,
  '/get-access-token': ACCESS.signedIn,
  '/account-info': ACCESS.signedIn,
  '/email-otp/request-email-change': ACCESS.signedIn,
  '/email-otp/change-email': ACCESS.signedIn,

  // Dealerships (better-auth organizations): the handler does not expose the plugin to clients
  // (auth-handler.ts). The app wraps what it needs with its own rules: profile completion creates
  // the dealership, /api/invitations invites (a manager cannot grant owner), and role changes will
  // get an app route. Re-opening one of these needs a rule here first (with `grants` where the
  // request names a role), and the matrix then calls it as every viewer.
  '/organization/create': ACCESS.disabled,
  '/organization/update': ACCESS.disabled,
  '/organization/delete': ACCESS.disabled,
  '/organization/set-active': ACCESS.disabled,
  '/organization/get-organization': ACCESS.disabled,
  '/organization/get-full-organization': ACCESS.disabled,
  '/organization/list': ACCESS.disabled,
  '/organization/check-slug': ACCESS.disabled,
  '/organization/list-members': ACCESS.disabled,
  '/organization/get-active-member': ACCESS.disabled,
  '/organization/get-active-member-role': ACCESS.disabled,
  '/organization/has-permission': ACCESS.disabled,
  '/organization/leave': ACCESS.disabled,
  '/organization/remove-member': ACCESS.disabled,
  '/organization/invite-member': ACCESS.disabled,
  '/organization/update-member-role': ACCESS.disabled,
  '/organization/cancel-invitation': ACCESS.disabled,
  '/organization/list-invitations': ACCESS.disabled,
  '/organization/accept-invitation': ACCESS.disabled,
  '/organization/reject-invitation': ACCESS.disabled,
  '/organization/get-invitation': ACCESS.disabled,
  '/organization/list-user-invitations': ACCESS.disabled,

  // The admin plugin: platform admins only.
  '/admin/set-role': ACCESS.admin,
  '/admin/get-user': ACCESS.admin,
  '/admin/create-user': ACCESS.admin,
  '/admin/update-user': ACCESS.admin,
  '/admin/list-users': ACCESS.admin,
  '/admin/list-user-sessions': ACCESS.admin,
  '/admin/unban-user': ACCESS.admin,
  '/admin/ban-user': ACCESS.admin,
  '/admin/impersonate-user': ACCESS.admin,
  '/admin/revoke-user-session': ACCESS.admin,
  '/admin/revoke-user-sessions': ACCESS.admin,
  '/admin/remove-user': ACCESS.admin,
  '/admin/set-user-password': ACCESS.admin,
  // Ends an impersonation: only meaningful inside one, harmless (400) anywhere else.
  '/admin/stop-impersonating': ACCESS.signedIn,
  // Asks about the caller's own permissions.
  '/admin/has-permission': ACCESS.signedIn,
};

/**
 * App routes whose file cannot carry the declaration yet, keyed `METHOD /api/path`. Each entry
 * belongs in its route's createRoute config; the matrix fails when a route declares both.
 */
export const PENDING_ROUTE_ACCESS: Readonly<Record<string, EndpointAccess>> = {};
