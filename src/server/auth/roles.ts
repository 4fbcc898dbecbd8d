/**
 * Dealership roles as better-auth access-control roles. The statements extend better-auth's
 * defaults (organization, member, invitation) so its organization endpoints keep working.
 */
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';

export const dealershipAc = createAccessControl({
  ...defaultStatements,
  billing: ['read', 'update'],
} as const);

export const ownerRole = dealershipAc.newRole({
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  billing: ['read', 'update'],
});

/** All of the dealership but billing changes and role changes above their own (DOMAIN.md). */
export const managerRole = dealershipAc.newRole({
  organization: ['update'],
  member: ['create', 'update'],
  invitation: ['create', 'cancel'],
  billing: ['read'],
});

export const salesRole = dealershipAc.newRole({
  organization: [],
  member: [],
  invitation: [],
  billing: [],
});

export const dealershipRoles = { owner: ownerRole, manager: managerRole, sales: salesRole };
