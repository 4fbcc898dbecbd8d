/**
 * Deals (DOMAIN.md › Areas › Deals): the pipeline board and the list (filters, sort, page, totals
 * computed here), a deal made from a lead (its customer and vehicle come along) or by hand, the
 * sheet and its figures, stage moves with their effects (Sold sells the vehicle and converts the
 * lead; Unwound puts the vehicle back), and the history. Dealer staff only; sales see and change
 * their own deals and no cost or gross unless the owner allows it. Every write names the version
 * it read: a stale one is a 409 that says what happened, never a silent overwrite.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  canMoveDeal,
  computeDeal,
  DEAL_LOST_REASON_LABELS,
  DEAL_STAGE_LABELS,
  DEAL_STAGE_TRANSITIONS,
  DEAL_STAGES,
  DEALS_BOARD_PER_STAGE,
  DEALS_PAGE_SIZE,
  dealLink,
  isOpenDeal,
  taxPercentToThousandths,
  taxThousandthsToPercent,
  type DealLostReason,
  type DealStage,
} from '../../shared/deals';
import {
  CreateDealSchema,
  DealBoardSchema as SharedDealBoardSchema,
  DealHistorySchema as SharedDealHistorySchema,
  DealOptionsSchema as SharedDealOptionsSchema,
  DealQuerySchema,
  DealSchema as SharedDealSchema,
  DealsPageSchema as SharedDealsPageSchema,
  MoveDealSchema,
  UpdateDealSchema,
  type Deal,
  type DealSummary,
  type DealTotals,
} from '../../shared/schemas/deals';
import { toClassic } from '../../shared/schemas/to-classic';
import { VEHICLE_STATUS_LABELS } from '../../shared/vehicles';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import { customerExists, customerForContact } from '../db/queries/customers';
import {
  boardDeals,
  findDeal,
  findDealSettings,
  findOpenDealOfLead,
  findSoldDealOfVehicle,
  findVehicleCosts,
  insertDeal,
  insertDealEvents,
  listDealEvents,
  listDeals,
  updateDealAtVersion,
  type DealChange,
  type DealRow,
  type DealScope,
  type DealSummaryRow,
} from '../db/queries/deals';
import { findLead, insertLead, insertLeadEvents, isMemberOf, listAssignees, userName } from '../db/queries/leads';
import { findVehicle } from '../db/queries/vehicles';
import type { AppDeps } from '../deps';
import { markVehicleSold, recordDealOnLead, returnVehicleToStock, SELLABLE_VEHICLE_STATUSES } from '../deals/rules';
import { apiError, defaultHook, errorResponses } from '../errors';
import { personName, vehicleCard } from '../respond/answers';
import { notify } from '../respond/notify';
import { IdParam, body, json } from './openapi-parts';

const DealSchema = z.object(SharedDealSchema.shape).openapi('Deal');
const DealsPageSchema = z.object(SharedDealsPageSchema.shape).openapi('DealsPage');
const DealBoardSchema = z.object(SharedDealBoardSchema.shape).openapi('DealBoard');
const DealHistorySchema = z.object(SharedDealHistorySchema.shape).openapi('DealHistory');
const DealOptionsSchema = z.object(SharedDealOptionsSchema.shape).openapi('DealOptions');

/** Sold, lost and unwound deals stay on the board this long after they got there. */
const BOARD_CLOSED_DAYS = 30;

const scopeOf = (viewer: Viewer): DealScope => ({
  organizationId: viewer.membership!.organizationId,
  userId: viewer.user.id,
  role: viewer.membership!.role,
});

const iso = (d: Date) => d.toISOString();
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 ? 2 : 0,
  }).format(cents / 100);

const notFound = (c: Context) => apiError(c, 404, 'DEAL_NOT_FOUND', 'This deal is not in your deals.');

/** The later of two people editing one deal: told who won and what to do, never overwritten silently. */
const conflict = (c: Context, current: DealRow | undefined) =>
  apiError(
    c,
    409,
    'DEAL_CONFLICT',
    current
      ? `Someone else changed this deal while you had it open (it is now in ${DEAL_STAGE_LABELS[current.stage]}). Your change was not saved: look at theirs, then try again.`
      : 'Someone else changed this deal while you had it open. Your change was not saved: reload and try again.',
  );

const transitionMessage = (from: DealStage, to: DealStage) => {
  if (from === to) return `It is already in ${DEAL_STAGE_LABELS[from]}`;
  const next = DEAL_STAGE_TRANSITIONS[from].map((s) => DEAL_STAGE_LABELS[s]);
  return next.length
    ? `From ${DEAL_STAGE_LABELS[from]} a deal can go to ${next.join(', ')}`
    : `${DEAL_STAGE_LABELS[from]} is final: start a new deal`;
};

const emptyTotals = (): DealTotals => ({ count: 0, priceCents: 0, totalCents: 0, frontGrossCents: 0 });

/** Sheet fields whose change the history names, with their labels. */
const SHEET_LABELS: Record<string, string> = {
  saleType: 'sale type',
  priceCents: 'price',
  downPaymentCents: 'down payment',
  tradeVin: 'trade-in VIN',
  tradeDescription: 'trade-in',
  tradeAllowanceCents: 'trade-in allowance',
  tradePayoffCents: 'trade-in payoff',
  docFeeCents: 'doc fee',
  taxRateThousandths: 'tax rate',
  vehicleId: 'vehicle',
};

const historySummary = (kind: string, data: Record<string, unknown>) => {
  switch (kind) {
    case 'created':
      return data.leadId ? 'Deal opened from a lead' : 'Deal opened by hand';
    case 'stage': {
      const from = DEAL_STAGE_LABELS[data.from as DealStage] ?? String(data.from);
      const to = DEAL_STAGE_LABELS[data.to as DealStage] ?? String(data.to);
      const reason = data.lostReason ? `: ${DEAL_LOST_REASON_LABELS[data.lostReason as DealLostReason]}` : '';
      return `Moved from ${from} to ${to}${reason}`;
    }
    case 'sheet': {
      const fields = Array.isArray(data.fields) ? (data.fields as string[]).map((f) => SHEET_LABELS[f] ?? f) : [];
      return fields.length ? `Sheet changed: ${fields.join(', ')}` : 'Sheet changed';
    }
    case 'salesperson':
      return data.toName ? `Salesperson: ${String(data.toName)}` : 'Salesperson removed';
    default:
      return kind;
  }
};

export const dealsRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, 'deals');
  const tags = ['Deals'];

  /** Owners and managers see gross; sales only when the owner allows them cost. */
  const canSeeGross = async (scope: DealScope) =>
    scope.role !== 'sales' || (await findDealSettings(deps.db, scope.organizationId)).salesSeeCost;

  const canEdit = (scope: DealScope, salespersonId: string | null) =>
    scope.role !== 'sales' || salespersonId === scope.userId;

  const summary = (scope: DealScope, row: DealSummaryRow, gross: boolean): DealSummary => ({
    id: row.id,
    stage: row.stage,
    saleType: row.saleType,
    customer: { id: row.customerId, name: personName(row.customerFirstName, row.customerLastName) },
    vehicle: vehicleCard(row),
    salesperson: row.salespersonId ? { id: row.salespersonId, name: row.salespersonName ?? '' } : null,
    leadId: row.leadId,
    priceCents: row.priceCents,
    totalCents: row.totalCents,
    frontGrossCents: gross ? row.frontGrossCents : null,
    lostReason: (row.lostReason as DealLostReason | null) ?? null,
    soldAt: row.soldAt ? iso(row.soldAt) : null,
    stageChangedAt: iso(row.stageChangedAt),
    updatedAt: iso(row.updatedAt),
    createdAt: iso(row.createdAt),
    version: row.version,
    canEdit: canEdit(scope, row.salespersonId),
  });

  const answer = async (scope: DealScope, row: DealRow): Promise<Deal> => {
    const gross = await canSeeGross(scope);
    // An open deal's gross follows the vehicle's current cost; a closed one keeps what it was.
    const costs = row.vehicleId ? await findVehicleCosts(deps.db, scope.organizationId, row.vehicleId) : undefined;
    const figures = computeDeal(row, isOpenDeal(row.stage) ? (costs ?? null) : null);
    const frontGrossCents = isOpenDeal(row.stage) ? figures.frontGrossCents : row.frontGrossCents;
    return {
      ...summary(scope, row, gross),
      frontGrossCents: gross ? frontGrossCents : null,
      downPaymentCents: row.downPaymentCents,
      tradeVin: row.tradeVin,
      tradeDescription: row.tradeDescription,
      tradeAllowanceCents: row.tradeAllowanceCents,
      tradePayoffCents: row.tradePayoffCents,
      docFeeCents: row.docFeeCents,
      taxRate: taxThousandthsToPercent(row.taxRateThousandths),
      lostNote: row.lostNote,
      figures: { ...figures, frontGrossCents: gross ? frontGrossCents : null },
      costs: gross && costs ? costs : null,
      nextStages: [...DEAL_STAGE_TRANSITIONS[row.stage]],
      createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    };
  };

  const reload = async (scope: DealScope, id: string) => {
    const row = await findDeal(deps.db, scope, id);
    return row ? answer(scope, row) : undefined;
  };

  /** Problems with the salesperson named: a member, and sales only ever name themselves. */
  const salespersonProblem = async (scope: DealScope, to: string | null) => {
    if (scope.role === 'sales' && to !== scope.userId)
      return 'Sales work their own deals; ask a manager to hand a deal to someone else';
    if (to && !(await isMemberOf(deps.db, scope.organizationId, to))) return 'Not a member of your dealership';
    return undefined;
  };

  /** The vehicle of a deal: this dealership's, and still for sale for a deal that is not sold yet. */
  const vehicleProblem = async (c: Context, scope: DealScope, vehicleId: string) => {
    const vehicle = await findVehicle(deps.db, scope.organizationId, vehicleId);
    if (!vehicle)
      return {
        ok: false as const,
        error: apiError(c, 404, 'VEHICLE_NOT_FOUND', 'This vehicle is not in your inventory.', {
          fields: { vehicleId: 'Not in your inventory' },
        }),
      };
    if (
      !SELLABLE_VEHICLE_STATUSES.includes(vehicle.status) &&
      vehicle.status !== 'incoming' &&
      vehicle.status !== 'recon'
    ) {
      const message = `This vehicle is ${VEHICLE_STATUS_LABELS[vehicle.status].toLowerCase()}: pick one in stock`;
      return {
        ok: false as const,
        error: apiError(c, 422, 'VEHICLE_NOT_FOR_SALE', message, { fields: { vehicleId: message } }),
      };
    }
    return { ok: true as const, vehicle };
  };

  /** The stored figures of a sheet (tax, total, gross from the vehicle's current cost). */
  const figuresOf = async (
    scope: DealScope,
    vehicleId: string | null,
    sheet: Parameters<typeof computeDeal>[0],
  ): Promise<Pick<DealChange, 'taxCents' | 'totalCents' | 'frontGrossCents'>> => {
    const costs = vehicleId ? await findVehicleCosts(deps.db, scope.organizationId, vehicleId) : undefined;
    const f = computeDeal(sheet, costs ?? null);
    return { taxCents: f.taxCents, totalCents: f.totalCents, frontGrossCents: f.frontGrossCents };
  };

  const board = createRoute({
    method: 'get',
    path: '/deals/board',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'The pipeline: each stage’s most recent deals with its count and sums',
    middleware: guard,
    responses: { 200: json(DealBoardSchema, 'The board'), ...errorResponses(401, 403) },
  });
  const list = createRoute({
    method: 'get',
    path: '/deals',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Search, filter, sort and page deals, with totals of every match and counts per stage',
    middleware: guard,
    request: { query: toClassic(DealQuerySchema) },
    responses: { 200: json(DealsPageSchema, 'One page of deals'), ...errorResponses(400, 401, 403) },
  });
  const options = createRoute({
    method: 'get',
    path: '/deals/options',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'A new sheet’s defaults (doc fee, tax rate), the salespeople, and whether the caller sees gross',
    middleware: guard,
    responses: { 200: json(DealOptionsSchema, 'Options'), ...errorResponses(401, 403) },
  });
  const create = createRoute({
    method: 'post',
    path: '/deals',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Open a deal from a lead (its customer and vehicle) or by hand (a lead is opened with it)',
    middleware: guard,
    request: body(CreateDealSchema),
    responses: {
      201: json(z.object({ deal: DealSchema }), 'Opened'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  });
  const get = createRoute({
    method: 'get',
    path: '/deals/{id}',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'A deal with its sheet and figures (gross only for those who may see it)',
    middleware: guard,
    request: { params: IdParam },
    responses: { 200: json(z.object({ deal: DealSchema }), 'The deal'), ...errorResponses(401, 403, 404) },
  });
  const patch = createRoute({
    method: 'patch',
    path: '/deals/{id}',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Change the sheet of an open deal, naming the version read (409 when someone saved first)',
    middleware: guard,
    request: { params: IdParam, ...body(UpdateDealSchema) },
    responses: {
      200: json(z.object({ deal: DealSchema }), 'Saved'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  });
  const move = createRoute({
    method: 'post',
    path: '/deals/{id}/stage',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Move a deal to another stage, naming the version read (Sold sells the vehicle; Unwound returns it)',
    middleware: guard,
    request: { params: IdParam, ...body(MoveDealSchema) },
    responses: {
      200: json(z.object({ deal: DealSchema }), 'Moved'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  });
  const history = createRoute({
    method: 'get',
    path: '/deals/{id}/history',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'The deal’s history, newest first: every stage change, sheet change and hand-over',
    middleware: guard,
    request: { params: IdParam },
    responses: { 200: json(DealHistorySchema, 'History'), ...errorResponses(401, 403, 404) },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(board, async (c) => {
      const scope = scopeOf(getViewer(c));
      const gross = await canSeeGross(scope);
      const since = new Date(Date.now() - BOARD_CLOSED_DAYS * 86_400_000);
      const { items, totals } = await boardDeals(deps.db, scope, DEALS_BOARD_PER_STAGE, since);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          columns: DEAL_STAGES.map((stage) => {
            const t = totals.get(stage) ?? emptyTotals();
            return {
              stage,
              items: items.filter((r) => r.stage === stage).map((r) => summary(scope, r, gross)),
              count: t.count,
              totals: { ...t, frontGrossCents: gross ? t.frontGrossCents : null },
            };
          }),
          closedDays: BOARD_CLOSED_DAYS,
          canSeeGross: gross,
        },
        200,
      );
    })
    .openapi(list, async (c) => {
      const scope = scopeOf(getViewer(c));
      const gross = await canSeeGross(scope);
      const query = c.req.valid('query');
      // Sorting by a hidden figure would reveal it: those who may not see gross get the default order.
      const page = await listDeals(deps.db, scope, {
        ...query,
        sort: !gross && query.sort === 'gross' ? 'updated' : query.sort,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: page.items.map((r) => summary(scope, r, gross)),
          total: page.totals.count,
          page: query.page,
          pageSize: DEALS_PAGE_SIZE,
          stageCounts: page.stageCounts,
          totals: { ...page.totals, frontGrossCents: gross ? page.totals.frontGrossCents : null },
          canSeeGross: gross,
        },
        200,
      );
    })
    .openapi(options, async (c) => {
      const scope = scopeOf(getViewer(c));
      const settings = await findDealSettings(deps.db, scope.organizationId);
      const members = await listAssignees(deps.db, scope.organizationId);
      return c.json(
        {
          docFeeCents: settings.docFeeCents,
          taxRate: taxThousandthsToPercent(settings.taxRateThousandths),
          salespeople: scope.role === 'sales' ? members.filter((m) => m.id === scope.userId) : members,
          canSeeGross: scope.role !== 'sales' || settings.salesSeeCost,
        },
        200,
      );
    })
    .openapi(create, async (c) => {
      const scope = scopeOf(getViewer(c));
      const input = c.req.valid('json');
      const settings = await findDealSettings(deps.db, scope.organizationId);

      // From a lead: its customer and vehicle, unless the sheet names another vehicle.
      const lead = input.leadId ? await findLead(deps.db, scope.organizationId, input.leadId) : undefined;
      if (input.leadId) {
        if (!lead || (scope.role === 'sales' && lead.assigneeId !== null && lead.assigneeId !== scope.userId))
          return apiError(c, 404, 'LEAD_NOT_FOUND', 'This lead is not in your leads.', {
            fields: { leadId: 'Not in your leads' },
          });
        if (lead.status === 'lost' || lead.status === 'junk') {
          const message = 'This lead is closed: reopen it before opening a deal';
          return apiError(c, 422, 'LEAD_CLOSED', message, { fields: { leadId: message } });
        }
        const existing = await findOpenDealOfLead(deps.db, scope.organizationId, lead.id);
        if (existing)
          return apiError(c, 409, 'DEAL_EXISTS', 'This lead already has a deal: open it from the board.', {
            fields: { leadId: 'Already has a deal' },
          });
      }
      const vehicleId = input.vehicleId ?? lead?.vehicleId ?? undefined;
      if (!vehicleId)
        return apiError(c, 400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
          fields: { vehicleId: 'Pick the vehicle of the deal' },
        });
      const checked = await vehicleProblem(c, scope, vehicleId);
      if (!checked.ok) return checked.error;
      const vehicle = checked.vehicle;
      if (!lead && input.customerId && !(await customerExists(deps.db, scope.organizationId, input.customerId)))
        return apiError(c, 404, 'CUSTOMER_NOT_FOUND', 'This customer is not one of yours.', {
          fields: { customerId: 'Not one of your customers' },
        });

      const salespersonId =
        input.salespersonId !== undefined
          ? input.salespersonId
          : scope.role === 'sales'
            ? scope.userId
            : (lead?.assigneeId ?? scope.userId);
      const problem = await salespersonProblem(scope, salespersonId);
      if (problem) return apiError(c, 422, 'SALESPERSON_NOT_ALLOWED', problem, { fields: { salespersonId: problem } });

      const sheet = {
        priceCents: input.priceCents !== undefined ? input.priceCents : vehicle.priceCents,
        downPaymentCents: input.downPaymentCents ?? 0,
        tradeAllowanceCents: input.tradeAllowanceCents ?? 0,
        tradePayoffCents: input.tradePayoffCents ?? 0,
        docFeeCents: input.docFeeCents ?? settings.docFeeCents,
        taxRateThousandths:
          input.taxRate !== undefined ? taxPercentToThousandths(input.taxRate) : settings.taxRateThousandths,
      };
      const figures = await figuresOf(scope, vehicle.id, sheet);
      const dealId = await deps.db.transaction(async (tx) => {
        let leadId = lead?.id ?? null;
        let customerId = lead?.customerId;
        if (!lead) {
          // By hand: the customer gets a lead too, so the sale is on their timeline and in the funnel.
          customerId = input.customerId ?? (await customerForContact(tx, scope.organizationId, input.contact!));
          const source = input.source ?? 'walk_in';
          leadId = await insertLead(tx, {
            organizationId: scope.organizationId,
            customerId,
            vehicleId: vehicle.id,
            source,
            assigneeId: salespersonId,
            createdBy: scope.userId,
          });
          await insertLeadEvents(tx, scope.organizationId, leadId, [
            { kind: 'created', data: { source, dealOpened: true }, actorId: scope.userId },
          ]);
        }
        const id = await insertDeal(tx, scope.organizationId, {
          customerId: customerId!,
          vehicleId: vehicle.id,
          leadId,
          salespersonId,
          saleType: input.saleType ?? 'cash',
          tradeVin: input.tradeVin ?? null,
          tradeDescription: input.tradeDescription ?? null,
          ...sheet,
          ...figures,
          createdBy: scope.userId,
        });
        await insertDealEvents(tx, scope.organizationId, id, [
          { kind: 'created', data: { leadId: lead?.id ?? null, stage: 'negotiation' }, actorId: scope.userId },
        ]);
        await recordDealOnLead(tx, scope.organizationId, scope.userId, leadId, { id, from: null, to: 'negotiation' });
        return id;
      });
      return c.json({ deal: (await reload(scope, dealId))! }, 201);
    })
    .openapi(get, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await findDeal(deps.db, scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ deal: await answer(scope, row) }, 200);
    })
    .openapi(patch, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await findDeal(deps.db, scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const input = c.req.valid('json');
      if (input.version !== row.version) return conflict(c, row);
      if (!isOpenDeal(row.stage)) {
        const message = `A deal in ${DEAL_STAGE_LABELS[row.stage]} is closed: its sheet no longer changes`;
        return apiError(c, 422, 'DEAL_CLOSED', message, { fields: { stage: message } });
      }
      if (input.salespersonId !== undefined && input.salespersonId !== row.salespersonId) {
        const problem = await salespersonProblem(scope, input.salespersonId);
        if (problem)
          return apiError(c, 422, 'SALESPERSON_NOT_ALLOWED', problem, { fields: { salespersonId: problem } });
      }
      let vehicleId = row.vehicleId;
      if (input.vehicleId !== undefined && input.vehicleId !== row.vehicleId) {
        const checked = await vehicleProblem(c, scope, input.vehicleId);
        if (!checked.ok) return checked.error;
        vehicleId = checked.vehicle.id;
      }
      const set: DealChange = {};
      const fields: string[] = [];
      const take = <K extends keyof DealChange>(key: K, value: DealChange[K] | undefined, current: unknown) => {
        if (value === undefined || value === current) return;
        set[key] = value;
        fields.push(key);
      };
      take('saleType', input.saleType, row.saleType);
      take('priceCents', input.priceCents, row.priceCents);
      take('downPaymentCents', input.downPaymentCents, row.downPaymentCents);
      take('tradeVin', input.tradeVin, row.tradeVin);
      take('tradeDescription', input.tradeDescription, row.tradeDescription);
      take('tradeAllowanceCents', input.tradeAllowanceCents, row.tradeAllowanceCents);
      take('tradePayoffCents', input.tradePayoffCents, row.tradePayoffCents);
      take('docFeeCents', input.docFeeCents, row.docFeeCents);
      take(
        'taxRateThousandths',
        input.taxRate !== undefined ? taxPercentToThousandths(input.taxRate) : undefined,
        row.taxRateThousandths,
      );
      take('vehicleId', vehicleId, row.vehicleId);
      const salespersonChanged = input.salespersonId !== undefined && input.salespersonId !== row.salespersonId;
      if (salespersonChanged) set.salespersonId = input.salespersonId;
      if (!fields.length && !salespersonChanged) return c.json({ deal: await answer(scope, row) }, 200);

      const merged = { ...row, ...set };
      Object.assign(set, await figuresOf(scope, merged.vehicleId ?? null, merged as Parameters<typeof computeDeal>[0]));
      const saved = await deps.db.transaction(async (tx) => {
        if (!(await updateDealAtVersion(tx, scope.organizationId, row.id, input.version, set))) return false;
        const events = [];
        if (fields.length) events.push({ kind: 'sheet' as const, data: { fields }, actorId: scope.userId });
        if (salespersonChanged)
          events.push({
            kind: 'salesperson' as const,
            data: {
              from: row.salespersonId,
              to: input.salespersonId,
              toName: input.salespersonId ? await userName(tx, input.salespersonId) : null,
            },
            actorId: scope.userId,
          });
        await insertDealEvents(tx, scope.organizationId, row.id, events);
        return true;
      });
      if (!saved) return conflict(c, await findDeal(deps.db, scope, row.id));
      return c.json({ deal: (await reload(scope, row.id))! }, 200);
    })
    .openapi(move, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await findDeal(deps.db, scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const input = c.req.valid('json');
      if (input.version !== row.version) return conflict(c, row);
      if (!canEdit(scope, row.salespersonId)) return notFound(c);
      if (input.stage === row.stage) return c.json({ deal: await answer(scope, row) }, 200);
      if (!canMoveDeal(row.stage, input.stage)) {
        const message = transitionMessage(row.stage, input.stage);
        return apiError(c, 422, 'STAGE_NOT_ALLOWED', message, { fields: { stage: message } });
      }
      const vehicle = row.vehicleId ? await findVehicle(deps.db, scope.organizationId, row.vehicleId) : undefined;
      if (input.stage === 'sold') {
        if (!vehicle) {
          const message = 'A deal is sold with a vehicle: pick one on the sheet first';
          return apiError(c, 422, 'VEHICLE_MISSING', message, { fields: { vehicleId: message } });
        }
        if (row.priceCents === null) {
          const message = 'Set the price on the sheet before marking it sold';
          return apiError(c, 422, 'PRICE_MISSING', message, { fields: { priceCents: message } });
        }
        const soldElsewhere = await findSoldDealOfVehicle(deps.db, scope.organizationId, vehicle.id, row.id);
        if (soldElsewhere || !SELLABLE_VEHICLE_STATUSES.includes(vehicle.status)) {
          const message = `The ${vehicle.year} ${vehicle.make} ${vehicle.model} is ${VEHICLE_STATUS_LABELS[vehicle.status].toLowerCase()}${soldElsewhere ? ' on another deal' : ''}: it can't be sold again`;
          return apiError(c, 422, 'VEHICLE_NOT_FOR_SALE', message, { fields: { vehicleId: message } });
        }
      }
      const now = new Date();
      const set: DealChange = {
        stage: input.stage,
        stageChangedAt: now,
        lostReason: input.stage === 'lost' ? (input.lostReason ?? null) : null,
        lostNote: input.stage === 'lost' ? (input.lostNote ?? null) : null,
      };
      // Sold: the gross is fixed from the vehicle's cost at this moment.
      if (input.stage === 'sold') {
        set.soldAt = now;
        Object.assign(set, await figuresOf(scope, row.vehicleId, row));
      }
      const moved = await deps.db.transaction(async (tx) => {
        if (!(await updateDealAtVersion(tx, scope.organizationId, row.id, input.version, set))) return false;
        await insertDealEvents(tx, scope.organizationId, row.id, [
          {
            kind: 'stage',
            data: {
              from: row.stage,
              to: input.stage,
              ...(input.stage === 'lost' ? { lostReason: input.lostReason, lostNote: input.lostNote ?? null } : {}),
              ...(input.stage === 'sold' ? { totalCents: row.totalCents, price: money(row.priceCents ?? 0) } : {}),
            },
            actorId: scope.userId,
          },
        ]);
        if (input.stage === 'sold' && vehicle)
          await markVehicleSold(tx, scope.organizationId, scope.userId, vehicle, row.id);
        if (input.stage === 'unwound' && vehicle)
          await returnVehicleToStock(tx, scope.organizationId, scope.userId, vehicle, row.id);
        await recordDealOnLead(tx, scope.organizationId, scope.userId, row.leadId, {
          id: row.id,
          from: row.stage,
          to: input.stage,
        });
        return true;
      });
      if (!moved) return conflict(c, await findDeal(deps.db, scope, row.id));
      // The salesperson hears when someone else moves their deal (DOMAIN.md › Areas › Notifications).
      if (row.salespersonId && row.salespersonId !== scope.userId) {
        const who = personName(row.customerFirstName, row.customerLastName);
        const what = row.vehicleId ? ` (${row.vehicleYear} ${row.vehicleMake} ${row.vehicleModel})` : '';
        await notify(deps, {
          userId: row.salespersonId,
          organizationId: scope.organizationId,
          kind: 'deal_stage',
          title: `Deal moved to ${DEAL_STAGE_LABELS[input.stage]}: ${who}`,
          body: `${who}${what} went from ${DEAL_STAGE_LABELS[row.stage]} to ${DEAL_STAGE_LABELS[input.stage]}.`,
          link: dealLink(row.id),
          data: { dealId: row.id },
        });
      }
      return c.json({ deal: (await reload(scope, row.id))! }, 200);
    })
    .openapi(history, async (c) => {
      const scope = scopeOf(getViewer(c));
      const row = await findDeal(deps.db, scope, c.req.valid('param').id);
      if (!row) return notFound(c);
      const events = await listDealEvents(deps.db, scope.organizationId, row.id);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: events.map((e) => ({
            id: e.id,
            kind: e.kind,
            summary: historySummary(e.kind, e.data),
            data: e.data,
            actor: e.actorId ? { id: e.actorId, name: e.actorName ?? '' } : null,
            at: iso(e.at),
          })),
        },
        200,
      );
    });
};
