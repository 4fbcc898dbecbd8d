/**
 * SQL of leads: routing (round robin over sales members, or unassigned), the lead row, its
 * timeline, and the lists. Every query names the dealership: a lead of another one is not found.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LeadEventKind, LeadRouting, LeadSource, LeadStatus } from '../../../shared/respond';
import { DEFAULT_CRITICAL_MINUTES, DEFAULT_OVERDUE_MINUTES, LEADS_PAGE_SIZE } from '../../../shared/respond';
import type { LeadQuery } from '../../../shared/schemas/leads';
import type { Db } from '../client';
import {
  conversations,
  customerEmails,
  customerPhones,
  customers,
  leadEvents,
  leads,
  leadSettings,
  members,
  users,
  vehiclePhotos,
  vehicles,
} from '../schema';
import { newId } from './ids';

export interface LeadSettingsRow {
  routing: LeadRouting;
  overdueMinutes: number;
  criticalMinutes: number;
}

export const DEFAULT_LEAD_SETTINGS: LeadSettingsRow = {
  routing: 'round_robin',
  overdueMinutes: DEFAULT_OVERDUE_MINUTES,
  criticalMinutes: DEFAULT_CRITICAL_MINUTES,
};

export const findLeadSettings = async (db: Db, organizationId: string): Promise<LeadSettingsRow> => {
  const [row] = await db
    .select({
      routing: leadSettings.routing,
      overdueMinutes: leadSettings.overdueMinutes,
      criticalMinutes: leadSettings.criticalMinutes,
    })
    .from(leadSettings)
    .where(eq(leadSettings.organizationId, organizationId));
  return row ?? DEFAULT_LEAD_SETTINGS;
};

export const updateLeadSettings = async (db: Db, organizationId: string, set: Partial<LeadSettingsRow>) => {
  const current = await findLeadSettings(db, organizationId);
  const next = { ...current, ...set };
  await db
    .insert(leadSettings)
    .values({ organizationId, ...next })
    .onConflictDoUpdate({ target: leadSettings.organizationId, set: next });
  return next;
};

/**
 * The assignee of a new lead by the dealership's routing, inside the caller's transaction. The
 * settings row is locked, so two leads arriving together go to two different people.
 */
export const routeNewLead = async (tx: Db, organizationId: string): Promise<string | null> => {
  await tx.insert(leadSettings).values({ organizationId }).onConflictDoNothing();
  const [settings] = await tx
    .select({ routing: leadSettings.routing, last: leadSettings.lastAssignedUserId })
    .from(leadSettings)
    .where(eq(leadSettings.organizationId, organizationId))
    .for('update');
  if (!settings || settings.routing !== 'round_robin') return null;
  const sales = await tx
    .select({ userId: members.userId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.role, 'sales'),
        isNull(members.deactivatedAt),
        sql`${users.banned} is not true`,
      ),
    )
    .orderBy(asc(members.createdAt), asc(members.id));
  if (!sales.length) return null;
  const at = sales.findIndex((s) => s.userId === settings.last);
  const next = sales[(at + 1) % sales.length]!.userId;
  await tx
    .update(leadSettings)
    .set({ lastAssignedUserId: next })
    .where(eq(leadSettings.organizationId, organizationId));
  return next;
};

export interface LeadEventInput {
  kind: LeadEventKind;
  data?: Record<string, unknown>;
  actorId?: string | null;
  at?: Date;
}

export const insertLeadEvents = async (tx: Db, organizationId: string, leadId: string, events: LeadEventInput[]) => {
  if (!events.length) return [];
  const now = new Date();
  return tx
    .insert(leadEvents)
    .values(
      events.map((e) => ({
        id: newId(),
        organizationId,
        leadId,
        kind: e.kind,
        data: e.data ?? {},
        actorId: e.actorId ?? null,
        at: e.at ?? now,
      })),
    )
    .returning({ id: leadEvents.id });
};

export const insertLead = async (
  tx: Db,
  input: {
    organizationId: string;
    customerId: string;
    vehicleId: string | null;
    source: LeadSource;
    assigneeId: string | null;
    createdBy: string | null;
  },
) => {
  const id = newId();
  await tx.insert(leads).values({ id, ...input, status: 'new' });
  return id;
};

/** Is this user a member of the dealership (an assignee must be)? */
export const isMemberOf = async (db: Db, organizationId: string, userId: string) => {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, userId), isNull(members.deactivatedAt)));
  return Boolean(row);
};

export const listAssignees = (db: Db, organizationId: string) =>
  db
    .select({ id: users.id, name: users.name, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), isNull(members.deactivatedAt)))
    .orderBy(asc(users.name));

// ---------------------------------------------------------------------------------------------
// Reads

const coverPhoto = sql<string | null>`(select p.id from ${vehiclePhotos} p where p.vehicle_id = ${vehicles.id}
  order by (p.id = ${vehicles.coverPhotoId}) desc, p.position asc limit 1)`;
const primaryEmail = sql<string | null>`(select e.email from ${customerEmails} e where e.customer_id = ${customers.id}
  order by e.is_primary desc, e.created_at asc limit 1)`;
const primaryPhone = sql<string | null>`(select p.phone from ${customerPhones} p where p.customer_id = ${customers.id}
  order by p.is_primary desc, p.created_at asc limit 1)`;

const leadColumns = {
  id: leads.id,
  organizationId: leads.organizationId,
  status: leads.status,
  source: leads.source,
  reason: leads.reason,
  reasonNote: leads.reasonNote,
  nextFollowUpAt: leads.nextFollowUpAt,
  firstResponseAt: leads.firstResponseAt,
  lastActivityAt: leads.lastActivityAt,
  createdAt: leads.createdAt,
  assigneeId: leads.assigneeId,
  assigneeName: sql<string | null>`(select u.name from ${users} u where u.id = ${leads.assigneeId})`,
  createdById: leads.createdBy,
  createdByName: sql<string | null>`(select u.name from ${users} u where u.id = ${leads.createdBy})`,
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  customerEmail: primaryEmail,
  customerPhone: primaryPhone,
  conversationId: sql<
    string | null
  >`(select c.id from ${conversations} c where c.lead_id = ${leads.id} order by c.created_at limit 1)`,
  vehicleId: vehicles.id,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  vehicleTrim: vehicles.trim,
  vehicleStock: vehicles.stockNumber,
  vehiclePrice: vehicles.priceCents,
  vehicleStatus: vehicles.status,
  vehicleListed: vehicles.listed,
  vehicleCoverId: coverPhoto,
};

export type LeadRow = Awaited<ReturnType<typeof findLead>> & {};

export const findLead = async (db: Db, organizationId: string, id: string) => {
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .where(and(eq(leads.organizationId, organizationId), eq(leads.id, id)));
  return row;
};

/** Who may see which leads: sales see their own and unassigned ones (DOMAIN.md › Who uses it). */
export interface LeadScope {
  organizationId: string;
  userId: string;
  role: string;
}

export const leadVisibility = (scope: LeadScope, view: 'mine' | 'all'): SQL | undefined => {
  const mine = eq(leads.assigneeId, scope.userId);
  if (scope.role === 'sales') return view === 'mine' ? mine : or(mine, isNull(leads.assigneeId));
  return view === 'mine' ? mine : undefined;
};

/** "Waiting for a first reply past `minutes`": the overdue filter and the sweep. */
const awaitingReplySince = (minutes: number, now: Date) =>
  and(
    isNull(leads.firstResponseAt),
    sql`${leads.status} not in ('converted', 'lost', 'junk')`,
    lt(leads.createdAt, new Date(now.getTime() - minutes * 60_000)),
  );

const leadFilters = (scope: LeadScope, query: LeadQuery, settings: LeadSettingsRow, now: Date, withStatus = true) => {
  const where: (SQL | undefined)[] = [
    eq(leads.organizationId, scope.organizationId),
    leadVisibility(scope, query.view),
  ];
  if (withStatus && query.status) where.push(eq(leads.status, query.status));
  if (query.open === 'true') where.push(sql`${leads.status} not in ('converted', 'lost', 'junk')`);
  if (query.source) where.push(eq(leads.source, query.source));
  if (query.assignee === 'unassigned') where.push(isNull(leads.assigneeId));
  else if (query.assignee) where.push(eq(leads.assigneeId, query.assignee));
  if (query.vehicleId) where.push(eq(leads.vehicleId, query.vehicleId));
  if (query.customerId) where.push(eq(leads.customerId, query.customerId));
  if (query.overdue === 'true') where.push(awaitingReplySince(settings.overdueMinutes, now));
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    where.push(
      or(
        sql`lower(${customers.firstName} || ' ' || coalesce(${customers.lastName}, '')) like ${like}`,
        sql`exists (select 1 from ${customerEmails} e where e.customer_id = ${customers.id} and e.email like ${like})`,
        digits.length >= 3
          ? sql`exists (select 1 from ${customerPhones} p where p.customer_id = ${customers.id} and p.digits like ${`%${digits}%`})`
          : undefined,
        sql`lower(coalesce(${vehicles.make}, '') || ' ' || coalesce(${vehicles.model}, '') || ' ' || coalesce(${vehicles.stockNumber}, '')) like ${like}`,
      ),
    );
  }
  return and(...where);
};

const LEAD_ORDER = {
  newest: [desc(leads.createdAt), desc(leads.id)],
  oldest: [asc(leads.createdAt), asc(leads.id)],
  activity: [desc(leads.lastActivityAt), desc(leads.id)],
  follow_up: [sql`${leads.nextFollowUpAt} asc nulls last`, desc(leads.id)],
} as const;

export const listLeads = async (db: Db, scope: LeadScope, query: LeadQuery, settings: LeadSettingsRow, now: Date) => {
  const base = () =>
    db
      .select(leadColumns)
      .from(leads)
      .innerJoin(customers, eq(customers.id, leads.customerId))
      .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId));
  const where = leadFilters(scope, query, settings, now);
  const items = await base()
    .where(where)
    .orderBy(...LEAD_ORDER[query.sort])
    .limit(LEADS_PAGE_SIZE)
    .offset((query.page - 1) * LEADS_PAGE_SIZE);
  const counted = db
    .select({ status: leads.status, n: sql<number>`count(*)::int` })
    .from(leads)
    .innerJoin(customers, eq(customers.id, leads.customerId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId));
  const statusRows = await counted.where(leadFilters(scope, query, settings, now, false)).groupBy(leads.status);
  const [overdue] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        eq(leads.organizationId, scope.organizationId),
        leadVisibility(scope, query.view),
        awaitingReplySince(settings.overdueMinutes, now),
      ),
    );
  const statusCounts = Object.fromEntries(statusRows.map((r) => [r.status, Number(r.n)])) as Record<LeadStatus, number>;
  const total = query.status ? (statusCounts[query.status] ?? 0) : statusRows.reduce((sum, r) => sum + Number(r.n), 0);
  return { items, total, statusCounts, overdueCount: Number(overdue?.n ?? 0) };
};

export const findLeadsForBulk = (db: Db, organizationId: string, ids: string[]) =>
  db
    .select({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId })
    .from(leads)
    .where(and(eq(leads.organizationId, organizationId), inArray(leads.id, ids)));

export const listLeadEvents = async (
  db: Db,
  organizationId: string,
  where: { leadId?: string; customerId?: string },
  before: string | undefined,
  limit: number,
) => {
  const conditions: (SQL | undefined)[] = [eq(leadEvents.organizationId, organizationId)];
  if (where.leadId) conditions.push(eq(leadEvents.leadId, where.leadId));
  if (where.customerId)
    conditions.push(
      inArray(
        leadEvents.leadId,
        db
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.organizationId, organizationId), eq(leads.customerId, where.customerId))),
      ),
    );
  if (before) {
    const [cursor] = await db.select({ at: leadEvents.at }).from(leadEvents).where(eq(leadEvents.id, before));
    if (cursor)
      conditions.push(or(lt(leadEvents.at, cursor.at), and(eq(leadEvents.at, cursor.at), lt(leadEvents.id, before))));
  }
  const rows = await db
    .select({
      id: leadEvents.id,
      leadId: leadEvents.leadId,
      kind: leadEvents.kind,
      data: leadEvents.data,
      at: leadEvents.at,
      actorId: leadEvents.actorId,
      actorName: users.name,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .where(and(...conditions))
    .orderBy(desc(leadEvents.at), desc(leadEvents.id))
    .limit(limit + 1);
  return { items: rows.slice(0, limit), more: rows.length > limit };
};

export interface LeadChange {
  status?: LeadStatus;
  reason?: string | null;
  reasonNote?: string | null;
  assigneeId?: string | null;
  nextFollowUpAt?: Date | null;
  firstResponseAt?: Date;
  firstResponseBy?: string;
}

/** Changes a lead and writes its timeline in one transaction. */
export const updateLead = async (
  db: Db,
  organizationId: string,
  id: string,
  change: LeadChange,
  events: LeadEventInput[],
) =>
  db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(leads)
      .set({
        ...change,
        ...(change.status ? { statusChangedAt: now } : {}),
        lastActivityAt: now,
      })
      .where(and(eq(leads.organizationId, organizationId), eq(leads.id, id)))
      .returning({ id: leads.id, customerId: leads.customerId });
    if (!updated.length) return false;
    await insertLeadEvents(tx, organizationId, id, events);
    await tx.update(customers).set({ lastActivityAt: now }).where(eq(customers.id, updated[0]!.customerId));
    return true;
  });

/**
 * A reply by the dealership (a message or a call): stops the response timer once, and moves a new
 * lead to contacted, both on the timeline. Inside the caller's transaction.
 */
export const recordDealerResponse = async (tx: Db, organizationId: string, leadId: string, userId: string) => {
  const now = new Date();
  const [lead] = await tx
    .update(leads)
    .set({ firstResponseAt: now, firstResponseBy: userId })
    .where(and(eq(leads.organizationId, organizationId), eq(leads.id, leadId), isNull(leads.firstResponseAt)))
    .returning({ status: leads.status, createdAt: leads.createdAt });
  if (!lead) return;
  if (lead.status === 'new') {
    await tx.update(leads).set({ status: 'contacted', statusChangedAt: now }).where(eq(leads.id, leadId));
    await insertLeadEvents(tx, organizationId, leadId, [
      { kind: 'status', data: { from: 'new', to: 'contacted', automatic: true }, actorId: userId, at: now },
    ]);
  }
};

/** Timeline entries for a vehicle's price change on every open lead about it (vehicles code calls this). */
export const recordVehiclePriceChange = async (
  tx: Db,
  vehicleId: string,
  from: number | null,
  to: number | null,
  actorId: string | null,
) => {
  const open = await tx
    .select({ id: leads.id, organizationId: leads.organizationId })
    .from(leads)
    .where(and(eq(leads.vehicleId, vehicleId), sql`${leads.status} not in ('converted', 'lost', 'junk')`));
  for (const lead of open)
    await insertLeadEvents(tx, lead.organizationId, lead.id, [{ kind: 'price_change', data: { from, to }, actorId }]);
};

export const userName = async (db: Db, userId: string) => {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
};

/**
 * Claims the open leads that passed their dealership's overdue threshold without a first reply and
 * were not announced yet: marks them announced and returns them, in one statement, so two server
 * instances sweeping together never announce a lead twice (SKIP LOCKED).
 */
export const claimOverdueLeads = async (db: Db, now: Date, limit = 200) => {
  const result = await db.execute(sql`
    with due as (
      select l.id from ${leads} l
      left join ${leadSettings} s on s.organization_id = l.organization_id
      where l.first_response_at is null
        and l.overdue_notified_at is null
        and l.status not in ('converted', 'lost', 'junk')
        and l.created_at < ${now.toISOString()}::timestamptz
          - make_interval(mins => coalesce(s.overdue_minutes, ${DEFAULT_OVERDUE_MINUTES}))
      order by l.created_at
      limit ${limit}
      for update of l skip locked
    )
    update ${leads} set overdue_notified_at = ${now.toISOString()}::timestamptz
    from due where ${leads.id} = due.id
    returning ${leads.id} as id, ${leads.organizationId} as organization_id, ${leads.assigneeId} as assignee_id,
      ${leads.createdAt} as created_at`);
  return (
    result as unknown as {
      rows: { id: string; organization_id: string; assignee_id: string | null; created_at: string | Date }[];
    }
  ).rows.map((r) => ({
    id: r.id,
    organizationId: r.organization_id,
    assigneeId: r.assignee_id,
    createdAt: new Date(r.created_at),
  }));
};
