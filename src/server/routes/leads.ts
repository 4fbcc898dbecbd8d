/**
 * Leads: list and filters, "mine" and "all" by role (sales: their own and unassigned), hand-added
 * leads (walk-in, phone, other), the status flow with a reason for lost and junk, assignment,
 * follow-ups, notes, calls logged, bulk assign/status, the response timer against the
 * dealership's thresholds, and the timeline each of these writes by itself. Dealer staff only;
 * every query names the caller's dealership, so another's lead (or, for sales, a colleague's) is a 404.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  canMoveLead,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_TRANSITIONS,
  leadLink,
  LEADS_PAGE_SIZE,
  type LeadStatus,
} from '../../shared/respond';
import {
  AddNoteSchema,
  AssigneeOptionsSchema as SharedAssigneeOptionsSchema,
  AssignLeadSchema,
  ChangeLeadStatusSchema,
  CreateLeadSchema,
  FollowUpSchema,
  LeadBulkResultSchema as SharedLeadBulkResultSchema,
  LeadBulkSchema,
  LeadEventSchema as SharedLeadEventSchema,
  LeadQuerySchema,
  LeadSchema as SharedLeadSchema,
  LeadSettingsSchema as SharedLeadSettingsSchema,
  LeadsPageSchema as SharedLeadsPageSchema,
  LogCallSchema,
  TimelinePageSchema as SharedTimelinePageSchema,
  TimelineQuerySchema,
  UpdateLeadSettingsSchema,
  type Lead,
} from '../../shared/schemas/leads';
import { toClassic } from '../../shared/schemas/to-classic';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import { updateLeadSettingsAudited } from '../db/queries/settings';
import { customerExists, customerForContact } from '../db/queries/customers';
import {
  findLead,
  findLeadSettings,
  findLeadsForBulk,
  insertLead,
  insertLeadEvents,
  isMemberOf,
  listAssignees,
  listLeadEvents,
  listLeads,
  recordDealerResponse,
  routeNewLead,
  updateLead,
  userName,
  type LeadChange,
  type LeadEventInput,
  type LeadRow,
  type LeadScope,
} from '../db/queries/leads';
import { findVehicle } from '../db/queries/vehicles';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { toLeadSummary } from '../respond/answers';
import { publishLeadUpdated } from '../respond/effects';
import { notify } from '../respond/notify';
import { toLeadEvent, toTimelinePage } from '../respond/timeline';
import { IdParam, body, json } from './openapi-parts';

const LeadSchema = z.object(SharedLeadSchema.shape).openapi('Lead');
const LeadsPageSchema = z.object(SharedLeadsPageSchema.shape).openapi('LeadsPage');
const LeadEventSchema = z.object(SharedLeadEventSchema.shape).openapi('LeadEvent');
const TimelinePageSchema = z.object(SharedTimelinePageSchema.shape).openapi('LeadTimelinePage');
const LeadSettingsSchema = z.object(SharedLeadSettingsSchema.shape).openapi('LeadSettings');
const AssigneeOptionsSchema = z.object(SharedAssigneeOptionsSchema.shape).openapi('AssigneeOptions');
const LeadBulkResultSchema = z.object(SharedLeadBulkResultSchema.shape).openapi('LeadBulkResult');

const scopeOf = (viewer: Viewer): LeadScope => ({
  organizationId: viewer.membership!.organizationId,
  userId: viewer.user.id,
  role: viewer.membership!.role,
});

/** Sales work their own leads and unassigned ones; owners and managers every lead. */
const canWork = (scope: LeadScope, assigneeId: string | null) =>
  scope.role !== 'sales' || assigneeId === null || assigneeId === scope.userId;

const notFound = (c: Context) => apiError(c, 404, 'LEAD_NOT_FOUND', 'This lead is not in your leads.');

const transitionMessage = (from: LeadStatus, to: LeadStatus) => {
  if (from === to) return `It is already ${LEAD_STATUS_LABELS[from].toLowerCase()}`;
  const next = LEAD_STATUS_TRANSITIONS[from].map((s) => LEAD_STATUS_LABELS[s]);
  return next.length
    ? `From ${LEAD_STATUS_LABELS[from]} it can go to ${next.join(', ')}`
    : `${LEAD_STATUS_LABELS[from]} is final`;
};

export const leadsRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, 'leads');
  const tags = ['Leads'];

  /** The lead if the caller may see it (sales: not a colleague's). */
  const load = async (scope: LeadScope, id: string) => {
    const row = await findLead(deps.db, scope.organizationId, id);
    return row && canWork(scope, row.assigneeId) ? row : undefined;
  };

  const answer = async (scope: LeadScope, row: LeadRow): Promise<Lead> => {
    const settings = await findLeadSettings(deps.db, scope.organizationId);
    return {
      ...toLeadSummary(row, settings),
      nextStatuses: [...LEAD_STATUS_TRANSITIONS[row.status]],
      createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
      canEdit: canWork(scope, row.assigneeId),
    };
  };

  const reload = async (scope: LeadScope, id: string) => {
    const row = await findLead(deps.db, scope.organizationId, id);
    return row ? answer(scope, row) : undefined;
  };

  /** The assignee change as row + timeline entry, and the "assigned to you" notification after. */
  const assignment = async (scope: LeadScope, from: string | null, to: string | null) => ({
    change: { assigneeId: to } satisfies LeadChange,
    event: {
      kind: 'assigned' as const,
      data: { from, to, toName: to ? await userName(deps.db, to) : null },
      actorId: scope.userId,
    },
  });

  const notifyAssigned = async (scope: LeadScope, leadId: string, to: string | null) => {
    if (!to || to === scope.userId) return;
    const row = await findLead(deps.db, scope.organizationId, leadId);
    if (!row) return;
    const who = [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ');
    const what = row.vehicleId ? ` about the ${row.vehicleYear} ${row.vehicleMake} ${row.vehicleModel}` : '';
    await notify(deps, {
      userId: to,
      organizationId: scope.organizationId,
      kind: 'lead_assigned',
      title: `Lead assigned to you: ${who}`,
      body: `${who}${what}. Status: ${LEAD_STATUS_LABELS[row.status]}.`,
      link: leadLink(leadId),
      data: { leadId },
    });
  };

  const assignProblem = async (scope: LeadScope, current: string | null, to: string | null) => {
    if (to && !(await isMemberOf(deps.db, scope.organizationId, to))) return 'Not a member of your dealership';
    if (scope.role === 'sales' && to !== null && to !== scope.userId)
      return 'Sales can take a lead for themselves; ask a manager to hand it to someone else';
    if (scope.role === 'sales' && current !== null && current !== scope.userId) return 'This lead is a colleague’s';
    return undefined;
  };

  const statusChange = (
    scope: LeadScope,
    from: LeadStatus,
    input: { status: LeadStatus; reason?: string | undefined; reasonNote?: string | undefined },
  ) => {
    const closing = input.status === 'lost' || input.status === 'junk';
    return {
      change: {
        status: input.status,
        reason: closing ? (input.reason ?? null) : null,
        reasonNote: closing ? (input.reasonNote ?? null) : null,
      } satisfies LeadChange,
      event: {
        kind: 'status' as const,
        data: {
          from,
          to: input.status,
          ...(closing ? { reason: input.reason, reasonNote: input.reasonNote ?? null } : {}),
        },
        actorId: scope.userId,
      },
    };
  };

  const withLead = (summary: string) =>
    createRoute({
      method: 'get',
      path: '/leads/{id}',
      ...declareAccess(ACCESS.dealerStaff),
      tags,
      summary,
      middleware: guard,
      request: { params: IdParam },
      responses: { 200: json(z.object({ lead: LeadSchema }), 'The lead'), ...errorResponses(401, 403, 404) },
    });

  const action = <S extends z.ZodType>(path: string, summary: string, schema: S) =>
    createRoute({
      method: 'post',
      path: `/leads/{id}/${path}`,
      ...declareAccess(ACCESS.dealerStaff),
      tags,
      summary,
      middleware: guard,
      request: { params: IdParam, ...body(schema) },
      responses: {
        200: json(z.object({ lead: LeadSchema }), 'The lead, changed'),
        ...errorResponses(400, 401, 403, 404, 422),
      },
    });

  const list = createRoute({
    method: 'get',
    path: '/leads',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Search, filter and page leads (mine / all by role), with counts per status and overdue',
    middleware: guard,
    request: { query: toClassic(LeadQuerySchema) },
    responses: { 200: json(LeadsPageSchema, 'One page of leads'), ...errorResponses(400, 401, 403) },
  });
  const create = createRoute({
    method: 'post',
    path: '/leads',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Add a lead by hand (walk-in, phone, other), with or without a vehicle',
    middleware: guard,
    request: body(CreateLeadSchema),
    responses: { 201: json(z.object({ lead: LeadSchema }), 'Added'), ...errorResponses(400, 401, 403, 404, 422) },
  });
  const assignees = createRoute({
    method: 'get',
    path: '/leads/assignees',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'The dealership’s members a lead can be assigned to',
    middleware: guard,
    responses: { 200: json(AssigneeOptionsSchema, 'Members'), ...errorResponses(401, 403) },
  });
  const getSettings = createRoute({
    method: 'get',
    path: '/leads/settings',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Lead routing and the response-time thresholds',
    middleware: guard,
    responses: { 200: json(z.object({ settings: LeadSettingsSchema }), 'Settings'), ...errorResponses(401, 403) },
  });
  const patchSettings = createRoute({
    method: 'patch',
    path: '/leads/settings',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'Change lead routing or the overdue / critical thresholds (owner, manager)',
    middleware: requireAccess(deps, ACCESS.dealershipAdmin),
    request: body(UpdateLeadSettingsSchema),
    responses: { 200: json(z.object({ settings: LeadSettingsSchema }), 'Saved'), ...errorResponses(400, 401, 403) },
  });
  const bulk = createRoute({
    method: 'post',
    path: '/leads/bulk',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Assign or change the status of many leads',
    middleware: guard,
    request: body(LeadBulkSchema),
    responses: {
      200: json(LeadBulkResultSchema, 'What changed and what was skipped'),
      ...errorResponses(400, 401, 403),
    },
  });
  const get = withLead('A lead with its customer, vehicle, assignee and response timer');
  const timeline = createRoute({
    method: 'get',
    path: '/leads/{id}/timeline',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'The lead’s timeline, newest first: messages, status, assignment, notes, calls, price changes',
    middleware: guard,
    request: { params: IdParam, query: TimelineQuerySchema },
    responses: { 200: json(TimelinePageSchema, 'Timeline'), ...errorResponses(400, 401, 403, 404) },
  });
  const setStatus = action(
    'status',
    'Move the lead along its flow (lost and junk need a reason)',
    ChangeLeadStatusSchema,
  );
  const assign = action(
    'assign',
    'Assign the lead (null: unassign); sales may take an unassigned lead',
    AssignLeadSchema,
  );
  const followUp = action('follow-up', 'Set or clear the next follow-up', FollowUpSchema);
  const note = createRoute({
    method: 'post',
    path: '/leads/{id}/notes',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Add a note to the timeline',
    middleware: guard,
    request: { params: IdParam, ...body(AddNoteSchema) },
    responses: { 201: json(z.object({ event: LeadEventSchema }), 'Added'), ...errorResponses(400, 401, 403, 404) },
  });
  const call = createRoute({
    method: 'post',
    path: '/leads/{id}/calls',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Log a call (an outbound call counts as the first response)',
    middleware: guard,
    request: { params: IdParam, ...body(LogCallSchema) },
    responses: { 201: json(z.object({ event: LeadEventSchema }), 'Logged'), ...errorResponses(400, 401, 403, 404) },
  });

  const eventAnswer = async (scope: LeadScope, leadId: string, eventId: string) => {
    const page = await listLeadEvents(deps.db, scope.organizationId, { leadId }, undefined, 50);
    return toLeadEvent(page.items.find((e) => e.id === eventId)!);
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(list, async (c) => {
      const scope = scopeOf(getViewer(c));
      const query = c.req.valid('query');
      const settings = await findLeadSettings(deps.db, scope.organizationId);
      const now = new Date();
      const page = await listLeads(deps.db, scope, query, settings, now);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: page.items.map((r) => toLeadSummary(r, settings, now.getTime())),
          total: page.total,
          page: query.page,
          pageSize: LEADS_PAGE_SIZE,
          statusCounts: page.statusCounts,
          overdueCount: page.overdueCount,
          settings,
        },
        200,
      );
    })
    .openapi(create, async (c) => {
      const scope = scopeOf(getViewer(c));
      const input = c.req.valid('json');
      if (input.vehicleId && !(await findVehicle(deps.db, scope.organizationId, input.vehicleId)))
        return apiError(c, 404, 'VEHICLE_NOT_FOUND', 'This vehicle is not in your inventory.', {
          fields: { vehicleId: 'Not in your inventory' },
        });
      if (input.customerId && !(await customerExists(deps.db, scope.organizationId, input.customerId)))
        return apiError(c, 404, 'CUSTOMER_NOT_FOUND', 'This customer is not one of yours.', {
          fields: { customerId: 'Not one of your customers' },
        });
      if (input.assigneeId !== undefined) {
        const problem = await assignProblem(scope, null, input.assigneeId);
        if (problem) return apiError(c, 422, 'ASSIGNEE_NOT_ALLOWED', problem, { fields: { assigneeId: problem } });
      }
      const leadId = await deps.db.transaction(async (tx) => {
        const customerId = input.customerId ?? (await customerForContact(tx, scope.organizationId, input.contact!));
        const assigneeId =
          input.assigneeId !== undefined ? input.assigneeId : await routeNewLead(tx, scope.organizationId);
        const id = await insertLead(tx, {
          organizationId: scope.organizationId,
          customerId,
          vehicleId: input.vehicleId ?? null,
          source: input.source,
          assigneeId,
          createdBy: scope.userId,
        });
        const events: LeadEventInput[] = [{ kind: 'created', data: { source: input.source }, actorId: scope.userId }];
        if (assigneeId)
          events.push({
            kind: 'assigned',
            data: {
              from: null,
              to: assigneeId,
              toName: await userName(tx, assigneeId),
              routing: input.assigneeId === undefined,
            },
            actorId: scope.userId,
          });
        if (input.note) events.push({ kind: 'note', data: { body: input.note }, actorId: scope.userId });
        await insertLeadEvents(tx, scope.organizationId, id, events);
        return { id, assigneeId };
      });
      await notifyAssigned(scope, leadId.id, leadId.assigneeId);
      await publishLeadUpdated(deps, scope.organizationId, leadId.id, [leadId.assigneeId]);
      return c.json({ lead: (await reload(scope, leadId.id))! }, 201);
    })
    .openapi(assignees, async (c) => {
      const scope = scopeOf(getViewer(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ members: await listAssignees(deps.db, scope.organizationId) }, 200);
    })
    .openapi(getSettings, async (c) => {
      const scope = scopeOf(getViewer(c));
      return c.json({ settings: await findLeadSettings(deps.db, scope.organizationId) }, 200);
    })
    .openapi(patchSettings, async (c) => {
      const scope = scopeOf(getViewer(c));
      const input = c.req.valid('json');
      const current = await findLeadSettings(deps.db, scope.organizationId);
      const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
      if (next.criticalMinutes <= next.overdueMinutes)
        return apiError(c, 400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
          fields: { criticalMinutes: 'Critical comes after overdue' },
        });
      const viewer = getViewer(c);
      return c.json(
        { settings: await updateLeadSettingsAudited(deps.db, scope.organizationId, viewer.user, next) },
        200,
      );
    })
    .openapi(bulk, async (c) => {
      const scope = scopeOf(getViewer(c));
      const { ids, action: act } = c.req.valid('json');
      const unique = [...new Set(ids)];
      const rows = await findLeadsForBulk(deps.db, scope.organizationId, unique);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const skipped: { id: string; reason: string }[] = [];
      let updated = 0;
      if (act.kind === 'status' && (act.status === 'lost' || act.status === 'junk') && !act.reason)
        return apiError(c, 400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
          fields: { 'action.reason': `Say why these leads are ${act.status}` },
        });
      for (const id of unique) {
        const row = byId.get(id);
        if (!row || !canWork(scope, row.assigneeId)) {
          skipped.push({ id, reason: 'Not in your leads' });
          continue;
        }
        if (act.kind === 'assign') {
          if (row.assigneeId === act.assigneeId) continue;
          const problem = await assignProblem(scope, row.assigneeId, act.assigneeId);
          if (problem) {
            skipped.push({ id, reason: problem });
            continue;
          }
          const { change, event } = await assignment(scope, row.assigneeId, act.assigneeId);
          if (await updateLead(deps.db, scope.organizationId, id, change, [event])) {
            updated += 1;
            await notifyAssigned(scope, id, act.assigneeId);
            await publishLeadUpdated(deps, scope.organizationId, id, [row.assigneeId, act.assigneeId]);
          }
        } else {
          if (row.status === act.status) continue;
          if (!canMoveLead(row.status, act.status)) {
            skipped.push({ id, reason: transitionMessage(row.status, act.status) });
            continue;
          }
          const { change, event } = statusChange(scope, row.status, act);
          if (await updateLead(deps.db, scope.organizationId, id, change, [event])) {
            updated += 1;
            await publishLeadUpdated(deps, scope.organizationId, id, [row.assigneeId]);
          }
        }
      }
      return c.json({ updated, skipped }, 200);
    })
    .openapi(get, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await load(scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ lead: await answer(scope, row) }, 200);
    })
    .openapi(timeline, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await load(scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const { before, limit } = c.req.valid('query');
      const page = await listLeadEvents(deps.db, scope.organizationId, { leadId: row.id }, before, limit);
      c.header('Cache-Control', 'no-store');
      return c.json(toTimelinePage(page), 200);
    })
    .openapi(setStatus, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await load(scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const input = c.req.valid('json');
      if (!canMoveLead(row.status, input.status)) {
        const message = transitionMessage(row.status, input.status);
        return apiError(c, 422, 'STATUS_NOT_ALLOWED', message, { fields: { status: message } });
      }
      const { change, event } = statusChange(scope, row.status, input);
      await updateLead(deps.db, scope.organizationId, row.id, change, [event]);
      await publishLeadUpdated(deps, scope.organizationId, row.id, [row.assigneeId]);
      return c.json({ lead: (await reload(scope, row.id))! }, 200);
    })
    .openapi(assign, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await load(scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const { assigneeId } = c.req.valid('json');
      if (assigneeId !== row.assigneeId) {
        const problem = await assignProblem(scope, row.assigneeId, assigneeId);
        if (problem) return apiError(c, 422, 'ASSIGNEE_NOT_ALLOWED', problem, { fields: { assigneeId: problem } });
        const { change, event } = await assignment(scope, row.assigneeId, assigneeId);
        await updateLead(deps.db, scope.organizationId, row.id, change, [event]);
        await notifyAssigned(scope, row.id, assigneeId);
        await publishLeadUpdated(deps, scope.organizationId, row.id, [row.assigneeId, assigneeId]);
      }
      return c.json({ lead: (await reload(scope, row.id))! }, 200);
    })
    .openapi(followUp, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await load(scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const { nextFollowUpAt } = c.req.valid('json');
      const at = nextFollowUpAt ? new Date(nextFollowUpAt) : null;
      await updateLead(deps.db, scope.organizationId, row.id, { nextFollowUpAt: at }, [
        { kind: 'follow_up', data: { at: at?.toISOString() ?? null }, actorId: scope.userId },
      ]);
      await publishLeadUpdated(deps, scope.organizationId, row.id, [row.assigneeId]);
      return c.json({ lead: (await reload(scope, row.id))! }, 200);
    })
    .openapi(note, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await load(scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const { body: text } = c.req.valid('json');
      const [event] = await deps.db.transaction(async (tx) =>
        insertLeadEvents(tx, scope.organizationId, row.id, [
          { kind: 'note', data: { body: text }, actorId: scope.userId },
        ]),
      );
      await publishLeadUpdated(deps, scope.organizationId, row.id, [row.assigneeId]);
      return c.json({ event: await eventAnswer(scope, row.id, event!.id) }, 201);
    })
    .openapi(call, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await load(scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const input = c.req.valid('json');
      const eventId = await deps.db.transaction(async (tx) => {
        const [event] = await insertLeadEvents(tx, scope.organizationId, row.id, [
          { kind: 'call', data: { ...input }, actorId: scope.userId },
        ]);
        // Reaching the customer by phone is a reply; a voicemail or no answer is not.
        if (input.direction === 'outbound' && input.outcome === 'connected') {
          await recordDealerResponse(tx, scope.organizationId, row.id, scope.userId);
        }
        return event!.id;
      });
      await publishLeadUpdated(deps, scope.organizationId, row.id, [row.assigneeId]);
      return c.json({ event: await eventAnswer(scope, row.id, eventId) }, 201);
    });
};
