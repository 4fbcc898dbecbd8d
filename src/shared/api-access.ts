/**
 * How an API operation's access rule reads in the API reference. The rule itself is declared once
 * per operation (src/server/auth/endpoint-access.ts, from the registry's `Access` shapes) and lands
 * in the OpenAPI document as `x-access`; the server writes this sentence into the operation's
 * description and the reference page shows it as a badge, so both read the same declaration.
 */
export type ApiAccessRule =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'roles'; readonly roles: readonly string[] }
  | { readonly kind: 'dealership'; readonly roles: readonly string[] }
  | { readonly kind: 'local-or-admin' }
  | { readonly kind: 'disabled' };

const ROLE_LABELS: Readonly<Record<string, string>> = { owner: 'owner', manager: 'manager', sales: 'sales' };

const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Owner or manager of their dealership", "Platform admins", "Anyone — no sign-in"… */
export function describeApiAccess(rule: ApiAccessRule): string {
  switch (rule.kind) {
    case 'anyone':
      return 'Anyone — no sign-in';
    case 'signed-in':
      return 'Any signed-in person';
    case 'local-or-admin':
      return 'The server’s own machine, or a platform admin';
    case 'disabled':
      return 'Nobody — switched off';
    case 'dealership':
      return `${capitalize(orList(rule.roles.map((r) => ROLE_LABELS[r] ?? r)))} of the dealership named in the request`;
    case 'roles': {
      const dealer = rule.roles.filter((r) => r !== 'admin').map((r) => ROLE_LABELS[r] ?? r);
      const admin = rule.roles.includes('admin');
      if (dealer.length === 0) return 'Platform admins';
      return `${capitalize(orList(dealer))} of their dealership${admin ? ', or a platform admin' : ''}`;
    }
  }
}

/** Whether the rule needs a session (the operation then declares the session-cookie security scheme). */
export const needsSession = (rule: ApiAccessRule): boolean => rule.kind !== 'anyone' && rule.kind !== 'disabled';
