import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { AccessViewer } from '../../../registry/access';
import type { Access } from '../../../registry/routes';
import { DEALER_ROLES, type DealerRole, type Role } from '../../shared/constants';
import { useViewer } from '../../lib/session';

const isDealerRole = (role: Role): role is DealerRole => (DEALER_ROLES as readonly Role[]).includes(role);

const ROLE_NAMES: Record<Role, string> = {
  owner: 'owners',
  manager: 'managers',
  sales: 'sales staff',
  admin: 'admins',
};

const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Why this viewer cannot open the route, and who (if anyone) could change it. It speaks to the role:
 * only someone whose access another person in their dealership can change is told to ask them, so an
 * owner or a platform admin is never sent to "ask your owner".
 */
export function noAccessReason(access: Access, viewer: AccessViewer | null, area: string): string {
  if (access.kind !== 'roles') return `You need to sign in to open ${area}.`;
  const needed = access.roles;
  const neededDealer = needed.filter(isDealerRole);
  const own = viewer?.roles.find(isDealerRole);
  const isAdmin = viewer?.roles.includes('admin') ?? false;

  if (neededDealer.length === 0) {
    return own
      ? `${area} is run by Lotline's platform admins; it is not part of a dealership account.`
      : `${area} is only for Lotline's platform admins.`;
  }
  if (!own) {
    return isAdmin
      ? `${area} belongs to a dealership, and your platform admin account is not a member of one. Sign in with a dealership account to work in it.`
      : `${area} is for dealership staff, and yours is a shopper account. If you work at a dealership, ask its owner or a manager to invite you.`;
  }
  const who = `${area} is for a dealership's ${joinNames(neededDealer.map((r) => ROLE_NAMES[r]))}.`;
  // Roles are given by the owner, and by a manager up to their own role (DOMAIN.md › Who uses it).
  if (own === 'owner') return who;
  const managerCanGrant = own === 'sales' && needed.includes('manager');
  return `${who} Ask your dealership's owner${managerCanGrant ? ' or a manager' : ''} if you need it.`;
}

/** Shown when a signed-in person opens a route their role may not open (the API answers 403 too). */
export function NoAccess({ title, access }: { title: string; access: Access }) {
  const viewer = useViewer();
  return (
    <VStack as="section" gap="4" py="20" px="6" textAlign="center" data-testid="no-access">
      <Heading as="h1" size="2xl" tabIndex={-1}>
        No access
      </Heading>
      <Text color="fg.muted" maxW="prose">
        {noAccessReason(access, viewer, title.replace(/ — Lotline$/, ''))}
      </Text>
      <Button asChild colorPalette="blue">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </VStack>
  );
}
