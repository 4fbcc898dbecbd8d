/**
 * SQL of Settings (issue 11): the dealership's profile and deal defaults, its team (roles, active or
 * not) and the audited writes of the other areas' settings. Every write runs in one transaction with
 * its audit entry (queries/audit.ts), so the log holds exactly the changes that happened.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DealerRole } from '../../../shared/constants';
import type { Db } from '../client';
import { leadSettings, members, organizations, users, type DealershipHours } from '../schema';
import { changedFields, recordAudit } from './audit';
import { updateLeadSettings, findLeadSettings, type LeadSettingsRow } from './leads';
import { findInventorySettings, updateInventorySettings } from './vehicles';

export type Actor = { id: string; name: string };

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction(async (tx) => work(tx as unknown as Db));

// ---------------------------------------------------------------------------------------------
// Profile

export const CLOSED_DAY = { opens: null, closes: null } as const;

const profileColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  logo: organizations.logo,
  about: organizations.about,
  phone: organizations.phone,
  website: organizations.website,
  addressLine1: organizations.addressLine1,
  addressLine2: organizations.addressLine2,
  city: organizations.city,
  region: organizations.region,
  postalCode: organizations.postalCode,
  country: organizations.country,
  hours: organizations.hours,
  defaultDocFeeCents: organizations.defaultDocFeeCents,
  defaultTaxRateThousandths: organizations.defaultTaxRateThousandths,
};

export const findDealership = async (db: Db, organizationId: string) => {
  const [row] = await db.select(profileColumns).from(organizations).where(eq(organizations.id, organizationId));
  return row;
};
export type DealershipRow = NonNullable<Awaited<ReturnType<typeof findDealership>>>;

export type DealershipChange = Partial<{
  name: string;
  about: string | null;
  phone: string;
  website: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  hours: DealershipHours;
  logo: string | null;
  defaultDocFeeCents: number;
  defaultTaxRateThousandths: number;
}>;

/** What the log says a change was: the profile, the deal defaults or the logo. */
const actionOf = (change: DealershipChange) =>
  'logo' in change
    ? 'dealership.logo'
    : 'defaultDocFeeCents' in change || 'defaultTaxRateThousandths' in change
      ? Object.keys(change).every((k) => k === 'defaultDocFeeCents' || k === 'defaultTaxRateThousandths')
        ? 'dealership.deal-defaults'
        : 'dealership.profile'
      : 'dealership.profile';

/** Applies `change` and logs what differed; returns the profile after it (and the row before). */
export const updateDealership = (db: Db, organizationId: string, actor: Actor, change: DealershipChange) =>
  inTransaction(db, async (tx) => {
    const [before] = await tx
      .select(profileColumns)
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!before) return undefined;
    if (Object.keys(change).length)
      await tx.update(organizations).set(change).where(eq(organizations.id, organizationId));
    const after = { ...before, ...change };
    const diff = changedFields(before as Record<string, unknown>, change as Record<string, unknown>);
    if (diff)
      await recordAudit(tx, {
        organizationId,
        actor,
        action: actionOf(change),
        target: after.name,
        ...diff,
      });
    return { before, after };
  });

// ---------------------------------------------------------------------------------------------
// Team

export const listTeam = (db: Db, organizationId: string) =>
  db
    .select({
      memberId: members.id,
      userId: members.userId,
      role: members.role,
      joinedAt: members.createdAt,
      deactivatedAt: members.deactivatedAt,
      name: users.name,
      email: users.email,
      image: users.image,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, organizationId))
    .orderBy(sql`${members.deactivatedAt} is not null`, asc(users.name), asc(members.id));
export type TeamRow = Awaited<ReturnType<typeof listTeam>>[number];

/** Active owners of the dealership: "the last owner" is counted on these. */
export const countActiveOwners = async (db: Db, organizationId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.role, 'owner'), isNull(members.deactivatedAt)));
  return row?.n ?? 0;
};

export type TeamProblem =
  | { status: 403; code: string; message: string; field: 'role' | 'active' }
  | { status: 404; code: string; message: string }
  | { status: 422; code: string; message: string; field: 'role' | 'active' };

export type TeamChange = { role: DealerRole } | { active: boolean } | { leave: true };

/**
 * The team rules of DOMAIN.md (owner: any role; manager: sales ↔ manager, never an owner nor
 * granting owner; nobody deactivates themselves but by leaving; the last active owner can neither
 * be demoted, deactivated nor leave). Pure, so the screen's hints and the API agree.
 */
export const teamProblem = (
  caller: { userId: string; role: DealerRole },
  target: { userId: string; role: DealerRole; active: boolean },
  change: TeamChange,
  activeOwners: number,
): Exclude<TeamProblem, { status: 404 }> | null => {
  const self = caller.userId === target.userId;
  const lastOwner = target.role === 'owner' && target.active && activeOwners <= 1;
  if ('leave' in change) {
    if (lastOwner)
      return {
        status: 422,
        code: 'LAST_OWNER',
        message: 'You are the only owner: make someone else an owner before you leave.',
        field: 'active',
      };
    return null;
  }
  const field = 'role' in change ? 'role' : 'active';
  if (caller.role === 'sales')
    return { status: 403, code: 'FORBIDDEN', message: 'Only owners and managers change the team.', field };
  if (caller.role === 'manager' && target.role === 'owner' && !self)
    return { status: 403, code: 'OWNER_ONLY', message: 'Only an owner can change an owner.', field };
  if ('role' in change) {
    if (caller.role === 'manager' && change.role === 'owner')
      return { status: 403, code: 'OWNER_ONLY', message: 'Only an owner can make someone an owner.', field };
    if (lastOwner && change.role !== 'owner')
      return {
        status: 422,
        code: 'LAST_OWNER',
        message: `${self ? 'You are' : 'They are'} the only owner: make someone else an owner first.`,
        field,
      };
    return null;
  }
  if (self)
    return {
      status: 422,
      code: 'CANNOT_DEACTIVATE_SELF',
      message: 'You cannot deactivate yourself. To stop working here, leave the dealership.',
      field,
    };
  if (!change.active && lastOwner)
    return {
      status: 422,
      code: 'LAST_OWNER',
      message: 'They are the only owner: make someone else an owner first.',
      field,
    };
  return null;
};

const memberById = async (tx: Db, organizationId: string, memberId: string) => {
  const [row] = await tx
    .select({
      memberId: members.id,
      userId: members.userId,
      role: members.role,
      deactivatedAt: members.deactivatedAt,
      name: users.name,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(members.id, memberId)));
  return row;
};

/**
 * Changes a member's role or active state (or the caller leaves) under the rules above, with the
 * dealership row locked so two owners demoting each other at once cannot leave it without one.
 * `seatCheck` runs inside the transaction before a reactivation (a returning member takes a seat).
 */
export const changeMember = (
  db: Db,
  organizationId: string,
  caller: Actor & { role: DealerRole },
  memberId: string,
  change: TeamChange,
  seatCheck: (tx: Db) => Promise<void>,
) =>
  inTransaction(db, async (tx): Promise<{ problem: TeamProblem } | { problem: null; changed: boolean }> => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    const target = await memberById(tx, organizationId, memberId);
    if (!target)
      return { problem: { status: 404, code: 'MEMBER_NOT_FOUND', message: 'No such member of your dealership.' } };
    const targetRole = target.role as DealerRole;
    const problem = teamProblem(
      { userId: caller.id, role: caller.role },
      { userId: target.userId, role: targetRole, active: !target.deactivatedAt },
      change,
      await countActiveOwners(tx, organizationId),
    );
    if (problem) return { problem };
    const now = new Date();
    if ('role' in change) {
      if (change.role === targetRole) return { problem: null, changed: false };
      await tx.update(members).set({ role: change.role }).where(eq(members.id, memberId));
      await recordAudit(tx, {
        organizationId,
        actor: caller,
        action: 'team.role',
        target: target.name,
        before: { role: targetRole },
        after: { role: change.role },
      });
      return { problem: null, changed: true };
    }
    const active = 'leave' in change ? false : change.active;
    if (active === !target.deactivatedAt) return { problem: null, changed: false };
    if (active) await seatCheck(tx);
    await tx
      .update(members)
      .set({ deactivatedAt: active ? null : now })
      .where(eq(members.id, memberId));
    await recordAudit(tx, {
      organizationId,
      actor: caller,
      action: 'leave' in change ? 'team.left' : active ? 'team.reactivated' : 'team.deactivated',
      target: target.name,
      before: { active: !active },
      after: { active },
    });
    return { problem: null, changed: true };
  });

// ---------------------------------------------------------------------------------------------
// The other areas' settings, audited

export const updateInventorySettingsAudited = (
  db: Db,
  organizationId: string,
  actor: Actor,
  values: Parameters<typeof updateInventorySettings>[2],
) =>
  inTransaction(db, async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    const before = await findInventorySettings(tx, organizationId);
    await updateInventorySettings(tx, organizationId, values);
    const after = await findInventorySettings(tx, organizationId);
    const pick = (s: typeof before) => ({
      stockPrefix: s?.stockPrefix,
      defaultPackCents: s?.defaultPackCents,
      salesSeeCost: s?.salesSeeCost,
    });
    const diff = changedFields(pick(before), pick(after));
    if (diff)
      await recordAudit(tx, { organizationId, actor, action: 'inventory.settings', target: 'Inventory', ...diff });
    return after;
  });

export const updateLeadSettingsAudited = (db: Db, organizationId: string, actor: Actor, next: LeadSettingsRow) =>
  inTransaction(db, async (tx) => {
    // The settings row is locked as round robin locks it (routeNewLead), in the same order: no deadlock.
    await tx.insert(leadSettings).values({ organizationId }).onConflictDoNothing();
    await tx
      .select({ id: leadSettings.organizationId })
      .from(leadSettings)
      .where(eq(leadSettings.organizationId, organizationId))
      .for('update');
    const before = await findLeadSettings(tx, organizationId);
    const after = await updateLeadSettings(tx, organizationId, next);
    const diff = changedFields({ ...before }, { ...after });
    if (diff)
      await recordAudit(tx, { organizationId, actor, action: 'lead.settings', target: 'Lead routing', ...diff });
    return after;
  });

/** Invitations sent and revoked, for the log (the invitation itself is better-auth's write). */
export const auditInvitation = (
  db: Db,
  organizationId: string,
  actor: Actor,
  action: 'invitation.created' | 'invitation.revoked',
  invitation: { email: string; role: string },
) =>
  recordAudit(db, {
    organizationId,
    actor,
    action,
    target: invitation.email,
    before: action === 'invitation.revoked' ? { invitation: 'pending', role: invitation.role } : null,
    after:
      action === 'invitation.created' ? { invitation: 'pending', role: invitation.role } : { invitation: 'revoked' },
  });
