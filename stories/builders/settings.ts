/** Typed builders for Settings (GET /api/dealership, /team, /audit) and the answers its stories give. */
import type { DealerRole } from '../../src/shared/constants';
import type { SessionPayload } from '../../src/shared/schemas/session';
import type { AuditEntry, AuditPage, Dealership, TeamMember } from '../../src/shared/schemas/settings';
import { buildOwnerSession, mockApi, ok, type MockRoutes } from './auth';
import { buildInventorySettings } from './inventory-settings';
import { buildLeadSettings } from './leads';

const WEEKDAY = { opens: '09:00', closes: '19:00' };

export function buildDealership(overrides: Partial<Dealership> = {}): Dealership {
  return {
    id: 'org_story',
    name: 'Sunset Motors',
    slug: 'sunset-motors',
    logo: null,
    about: 'Family-owned since 1994: hand-picked used trucks and SUVs, inspected in our own shop.',
    phone: '+1 512 555 0142',
    website: 'https://sunsetmotors.example',
    addressLine1: '4100 Burnet Rd',
    addressLine2: '',
    city: 'Austin',
    region: 'TX',
    postalCode: '78756',
    country: 'US',
    hours: [
      WEEKDAY,
      WEEKDAY,
      WEEKDAY,
      WEEKDAY,
      WEEKDAY,
      { opens: '09:00', closes: '17:00' },
      { opens: null, closes: null },
    ],
    defaultDocFeeCents: 19_900,
    defaultTaxRate: 6.25,
    ...overrides,
  };
}

export function buildMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    memberId: 'mem_story',
    userId: 'usr_story',
    name: 'Jordan Reyes',
    email: 'jordan@sunsetmotors.test',
    image: null,
    role: 'sales',
    deactivatedAt: null,
    joinedAt: '2026-03-02T15:00:00.000Z',
    isYou: false,
    assignableRoles: ['sales', 'manager', 'owner'],
    canDeactivate: true,
    lockedReason: null,
    ...overrides,
  };
}

/** The team as an owner (or a manager) sees it: what each may change follows DOMAIN.md's rules. */
export function buildTeam(viewer: 'owner' | 'manager' = 'owner'): TeamMember[] {
  const asManager = viewer === 'manager';
  const allRoles = (role: DealerRole): DealerRole[] =>
    asManager
      ? [role, ...(['sales', 'manager'] as const).filter((r) => r !== role)]
      : [role, ...(['owner', 'manager', 'sales'] as const).filter((r) => r !== role)];
  return [
    buildMember({
      memberId: 'mem_dana',
      userId: 'usr_story_owner',
      name: 'Dana Dealer',
      email: 'dana@sunsetmotors.test',
      role: 'owner',
      joinedAt: '2025-09-14T15:00:00.000Z',
      isYou: !asManager,
      assignableRoles: [],
      canDeactivate: false,
      lockedReason: asManager
        ? 'Only an owner can change an owner.'
        : 'You are the only owner: make someone else an owner first.',
    }),
    buildMember({
      memberId: 'mem_elena',
      userId: 'usr_story_manager',
      name: 'Elena Ortiz',
      email: 'elena@sunsetmotors.test',
      role: 'manager',
      joinedAt: '2025-10-01T15:00:00.000Z',
      isYou: asManager,
      assignableRoles: allRoles('manager'),
      canDeactivate: !asManager,
      lockedReason: null,
    }),
    buildMember({ memberId: 'mem_jordan', assignableRoles: allRoles('sales') }),
    buildMember({
      memberId: 'mem_priya',
      userId: 'usr_story_priya',
      name: 'Priya Shah',
      email: 'priya@sunsetmotors.test',
      joinedAt: '2026-05-20T15:00:00.000Z',
      assignableRoles: allRoles('sales'),
    }),
    buildMember({
      memberId: 'mem_sam',
      userId: 'usr_story_sam',
      name: 'Sam Carter',
      email: 'sam@sunsetmotors.test',
      joinedAt: '2025-11-03T15:00:00.000Z',
      deactivatedAt: '2026-10-30T17:00:00.000Z',
      assignableRoles: allRoles('sales'),
    }),
  ];
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'aud_story',
    at: '2026-11-20T16:42:00.000Z',
    actorName: 'Dana Dealer',
    action: 'dealership.profile',
    target: 'Sunset Motors',
    before: { phone: '+1 512 555 0100' },
    after: { phone: '+1 512 555 0142' },
    ...overrides,
  };
}

/** One of each kind of change, newest first. */
export function buildAuditEntries(): AuditEntry[] {
  return [
    buildAuditEntry({
      id: 'aud_7',
      at: '2026-11-23T18:05:00.000Z',
      actorName: 'Elena Ortiz',
      action: 'team.role',
      target: 'Priya Shah',
      before: { role: 'sales' },
      after: { role: 'manager' },
    }),
    buildAuditEntry({
      id: 'aud_6',
      at: '2026-11-22T14:30:00.000Z',
      action: 'lead.settings',
      target: 'Lead routing',
      before: { routing: 'unassigned', overdueMinutes: 30 },
      after: { routing: 'round_robin', overdueMinutes: 15 },
    }),
    buildAuditEntry({
      id: 'aud_5',
      at: '2026-11-21T20:10:00.000Z',
      action: 'team.deactivated',
      target: 'Sam Carter',
      before: { active: true },
      after: { active: false },
    }),
    buildAuditEntry({
      id: 'aud_4',
      at: '2026-11-21T16:00:00.000Z',
      action: 'dealership.deal-defaults',
      target: 'Sunset Motors',
      before: { defaultDocFeeCents: 14_900, defaultTaxRateThousandths: 6000 },
      after: { defaultDocFeeCents: 19_900, defaultTaxRateThousandths: 6250 },
    }),
    buildAuditEntry({
      id: 'aud_3',
      at: '2026-11-20T16:42:00.000Z',
      action: 'dealership.profile',
      target: 'Sunset Motors',
      before: {
        phone: '+1 512 555 0100',
        hours: [
          WEEKDAY,
          WEEKDAY,
          WEEKDAY,
          WEEKDAY,
          WEEKDAY,
          { opens: null, closes: null },
          { opens: null, closes: null },
        ],
      },
      after: {
        phone: '+1 512 555 0142',
        hours: buildDealership().hours,
      },
    }),
    buildAuditEntry({
      id: 'aud_2',
      at: '2026-11-19T15:20:00.000Z',
      actorName: 'Elena Ortiz',
      action: 'invitation.created',
      target: 'priya@sunsetmotors.test',
      before: null,
      after: { invitation: 'pending', role: 'sales' },
    }),
    buildAuditEntry({
      id: 'aud_1',
      at: '2026-11-18T13:00:00.000Z',
      action: 'inventory.settings',
      target: 'Inventory',
      before: { stockPrefix: 'SUN', salesSeeCost: false },
      after: { stockPrefix: 'SM', salesSeeCost: true },
    }),
  ];
}

export const buildAuditPage = (entries = buildAuditEntries(), nextCursor: string | null = null): AuditPage => ({
  entries,
  nextCursor,
});

/** The session the invitations panel reads, for an owner or a manager. */
const sessionFor = (role: 'owner' | 'manager'): SessionPayload => {
  const base = buildOwnerSession();
  return { ...base, roles: [role], dealership: { ...base.dealership!, name: 'Sunset Motors', role } };
};

/**
 * Every answer the Settings screen asks for, as an owner (or manager) of Sunset Motors; `overrides`
 * replaces any of them (a pending or failing answer, another team).
 */
export function settingsAnswers(opts: { viewer?: 'owner' | 'manager'; overrides?: MockRoutes } = {}): MockRoutes {
  const viewer = opts.viewer ?? 'owner';
  return {
    'GET /api/session': ok(sessionFor(viewer)),
    'GET /api/dealership': ok({ dealership: buildDealership() }),
    'GET /api/dealership/team': ok({ members: buildTeam(viewer) }),
    'GET /api/dealership/audit': ok(buildAuditPage(buildAuditEntries().slice(0, 3), 'more')),
    'GET /api/invitations': ok({
      invitations: [
        {
          id: 'inv_story',
          email: 'alex@sunsetmotors.test',
          role: 'sales',
          status: 'pending',
          expiresAt: '2026-11-30T15:00:00.000Z',
          createdAt: '2026-11-23T15:00:00.000Z',
          inviterName: 'Dana Dealer',
        },
      ],
    }),
    'GET /api/inventory/settings': ok({ settings: buildInventorySettings() }),
    'GET /api/leads/settings': ok({ settings: buildLeadSettings() }),
    ...opts.overrides,
  };
}

export const settingsStory = (opts: Parameters<typeof settingsAnswers>[0] = {}) => mockApi(settingsAnswers(opts));
