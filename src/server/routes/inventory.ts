/**
 * Inventory: the dealership's vehicles (list, search, create, edit, status, listing, bulk, delete
 * with undo, price history, activity, settings). Dealer staff only; every query is scoped to the
 * caller's dealership, so another dealership's id is a 404. Cost, pack, added costs and gross are
 * null for sales staff unless the owner allows them (organizations.sales_see_cost), and writing
 * them is a 403 naming the field.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { routeById } from '../../../registry/routes';
import type { Context } from 'hono';
import {
  BulkActionSchema,
  BulkResultSchema as SharedBulkResultSchema,
  ChangeStatusSchema,
  CreateVehicleSchema,
  InventoryPageSchema as SharedInventoryPageSchema,
  InventoryQuerySchema,
  InventorySettingsSchema as SharedInventorySettingsSchema,
  PriceChangeSchema as SharedPriceChangeSchema,
  RestoreVehiclesSchema,
  SetListedSchema,
  UpdateInventorySettingsSchema,
  UpdateVehicleSchema,
  VehicleEventSchema as SharedVehicleEventSchema,
  VehicleSchema as SharedVehicleSchema,
  VEHICLE_EVENT_KINDS,
  type UpdateVehicleInput,
  type Vehicle,
  type VehicleEvent,
  type VehicleSummary,
} from '../../shared/schemas/vehicles';
import { toClassic } from '../../shared/schemas/to-classic';
import { LEAD_SOURCE_LABELS } from '../../shared/respond';
import {
  canMoveStatus,
  DELETE_UNDO_SECONDS,
  frontGrossCents,
  INVENTORY_PAGE_SIZE,
  isListable,
  photoUrl,
  PRICE_MAX_CENTS,
  STATUS_TRANSITIONS,
  VEHICLE_STATUS_LABELS,
  type VehicleStatus,
} from '../../shared/vehicles';
import type { LimitProblem } from '../../shared/plans';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import { updateInventorySettingsAudited } from '../db/queries/settings';
import {
  findInventorySettings,
  findVehicle,
  findVehicleByVin,
  findVehiclesForBulk,
  insertVehicle,
  listInventory,
  listPriceChanges,
  listVehicleEvents,
  purgeDeletedVehicles,
  restoreVehicles,
  softDeleteVehicles,
  updateVehicle,
  type VehicleChange,
  type VehicleEventInput,
  type VehicleRow,
  type VehicleSummaryRow,
} from '../db/queries/vehicles';
import { listVehicleActivity, openLeadsOfVehicle, type VehicleActivityRow } from '../db/queries/vehicle-activity';
import { announceLimit, isPlanLimitError, listingLimitAnswer } from '../billing/limits';
import type { AppDeps } from '../deps';
import { publishLeadUpdated } from '../respond/effects';
import { onPriceChange } from '../respond/notify';
import { storageFor } from '../storage';
import { apiError, defaultHook, errorResponses } from '../errors';
import { IdParam, body, json } from './openapi-parts';

// Fresh objects from @hono/zod-openapi's z, so the document names them.
export const VehicleSchema = z.object(SharedVehicleSchema.shape).openapi('Vehicle');
export const InventoryPageSchema = z.object(SharedInventoryPageSchema.shape).openapi('InventoryPage');
const PriceChangeSchema = z.object(SharedPriceChangeSchema.shape).openapi('PriceChange');
const VehicleEventSchema = z.object(SharedVehicleEventSchema.shape).openapi('VehicleEvent');
const InventorySettingsSchema = z.object(SharedInventorySettingsSchema.shape).openapi('InventorySettings');
const BulkResultSchema = z.object(SharedBulkResultSchema.shape).openapi('BulkResult');

// ---------------------------------------------------------------------------------------------
// Answers

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const FIELD_LABELS: Readonly<Record<string, string>> = {
  vin: 'VIN',
  year: 'year',
  make: 'make',
  model: 'model',
  trim: 'trim',
  body: 'body type',
  fuel: 'fuel',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  engine: 'engine',
  doors: 'doors',
  exteriorColor: 'exterior color',
  interiorColor: 'interior color',
  mileage: 'mileage',
  condition: 'condition',
  costCents: 'cost',
  packCents: 'pack',
  addedCosts: 'added costs',
  inStockDate: 'in-stock date',
  description: 'description',
  priceCents: 'asking price',
  status: 'status',
  listed: 'listing',
};

const statusLabel = (status: unknown) =>
  typeof status === 'string' && status in VEHICLE_STATUS_LABELS
    ? VEHICLE_STATUS_LABELS[status as VehicleStatus]
    : String(status);

const listJoin = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The activity sentence of an event, written from its facts. Events written elsewhere (import,
 * photos) may carry their own `summary`.
 */
export const vehicleEventSummary = (kind: string, data: Record<string, unknown>): string => {
  if (typeof data.summary === 'string' && data.summary) return data.summary;
  switch (kind) {
    case 'created':
      return typeof data.stockNumber === 'string' ? `Added to inventory as ${data.stockNumber}` : 'Added to inventory';
    case 'imported': {
      if (data.action === 'updated') {
        const fields = Array.isArray(data.fields) ? data.fields.map((f) => FIELD_LABELS[String(f)] ?? String(f)) : [];
        return fields.length ? `Updated by CSV import: ${listJoin(fields)}` : 'Updated by CSV import';
      }
      return typeof data.stockNumber === 'string'
        ? `Added by CSV import as ${data.stockNumber}`
        : 'Added by CSV import';
    }
    case 'edited': {
      const fields = Array.isArray(data.fields) ? data.fields.map((f) => FIELD_LABELS[String(f)] ?? String(f)) : [];
      return fields.length ? `Changed ${listJoin(fields)}` : 'Edited';
    }
    case 'status': {
      const base = `Status changed from ${statusLabel(data.from)} to ${statusLabel(data.to)}`;
      return data.unlisted ? `${base} (taken off the marketplace)` : base;
    }
    case 'price': {
      const from = typeof data.from === 'number' ? data.from : null;
      const to = typeof data.to === 'number' ? data.to : null;
      if (from === null && to !== null) return `Price set to ${money(to)}`;
      if (from !== null && to === null) return `Price removed (was ${money(from)})`;
      if (from !== null && to !== null)
        return `Price ${to < from ? 'dropped' : 'raised'} from ${money(from)} to ${money(to)}`;
      return 'Price changed';
    }
    case 'listed':
      return 'Listed on the marketplace';
    case 'unlisted':
      return 'Taken off the marketplace';
    case 'photos':
      if (data.action === 'added') return 'Added a photo';
      if (data.action === 'removed') return 'Removed a photo';
      if (data.action === 'reordered')
        return data.coverPhotoId ? 'Reordered photos and chose the cover' : 'Reordered photos';
      return 'Photos changed';
    case 'deleted':
      return 'Deleted';
    case 'restored':
      return 'Restored after a delete';
    default:
      return kind;
  }
};

/** The activity sentence of a lead, message or favorite about the vehicle. */
const respondActivitySummary = (row: VehicleActivityRow): string => {
  const who = row.customerName || null;
  switch (row.kind) {
    case 'lead':
      return `New lead from ${who ?? 'a customer'}${row.source ? ` (${LEAD_SOURCE_LABELS[row.source]})` : ''}`;
    case 'message':
      return row.side === 'dealer' ? `Reply to ${who ?? 'the shopper'}` : `Message from ${who ?? 'a shopper'}`;
    case 'favorite':
      return 'Saved as a favorite by a shopper';
  }
};

const isEventKind = (kind: string): kind is VehicleEvent['kind'] =>
  (VEHICLE_EVENT_KINDS as readonly string[]).includes(kind);

const toSummary = (row: VehicleSummaryRow): VehicleSummary => ({
  id: row.id,
  stockNumber: row.stockNumber,
  vin: row.vin,
  year: row.year,
  make: row.make,
  model: row.model,
  trim: row.trim,
  exteriorColor: row.exteriorColor,
  mileage: row.mileage,
  condition: row.condition,
  status: row.status,
  listed: row.listed,
  priceCents: row.priceCents,
  daysInStock: Math.max(0, Number(row.daysInStock)),
  photoCount: Number(row.photoCount),
  coverUrl: row.coverId ? photoUrl(row.coverId, 'w320') : null,
  updatedAt: row.updatedAt.toISOString(),
});

const toVehicle = (row: VehicleRow, costVisible: boolean): Vehicle => {
  const coverId = row.coverId;
  return {
    ...toSummary(row),
    body: row.body,
    fuel: row.fuel,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    engine: row.engine,
    doors: row.doors,
    interiorColor: row.interiorColor,
    description: row.description,
    inStockDate: row.inStockDate,
    statusChangedAt: row.statusChangedAt.toISOString(),
    listedAt: row.listedAt?.toISOString() ?? null,
    soldAt: row.soldAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    costVisible,
    costCents: costVisible ? row.costCents : null,
    packCents: costVisible ? row.packCents : null,
    addedCosts: costVisible ? row.addedCosts : null,
    frontGrossCents: costVisible ? frontGrossCents(row) : null,
    photos: row.photos.map((p) => ({
      id: p.id,
      position: p.position,
      alt: p.alt,
      isCover: p.id === coverId,
      width: p.width,
      height: p.height,
      urls: {
        w320: photoUrl(p.id, 'w320'),
        w800: photoUrl(p.id, 'w800'),
        w1600: photoUrl(p.id, 'w1600'),
        original: photoUrl(p.id, 'original'),
      },
    })),
    nextStatuses: [...STATUS_TRANSITIONS[row.status]],
  };
};

// ---------------------------------------------------------------------------------------------
// Rules

const COST_FIELDS = ['costCents', 'packCents', 'addedCosts'] as const;

const organizationOf = (viewer: Viewer) => viewer.membership!.organizationId;

/** Owners and managers always see cost; sales only when the owner allows it. */
const canSeeCost = async (deps: AppDeps, viewer: Viewer) => {
  if (viewer.membership?.role !== 'sales') return true;
  return (await findInventorySettings(deps.db, organizationOf(viewer)))?.salesSeeCost ?? false;
};

const costFieldsRefused = (c: Context, input: Record<string, unknown>) => {
  const named = COST_FIELDS.filter((f) => input[f] !== undefined);
  if (!named.length) return undefined;
  return apiError(c, 403, 'COST_HIDDEN', 'Your dealership does not let sales staff see or change cost and pack.', {
    fields: Object.fromEntries(named.map((f) => [f, 'Only owners and managers can set this'])),
  });
};

const notFound = (c: Context) => apiError(c, 404, 'VEHICLE_NOT_FOUND', 'This vehicle is not in your inventory.');

const vinTaken = (c: Context, stockNumber: string) =>
  apiError(c, 409, 'VIN_TAKEN', `This VIN is already in your inventory as ${stockNumber}.`, {
    fields: { vin: `Already in your inventory as ${stockNumber}` },
  });

const undoCutoff = () => new Date(Date.now() - DELETE_UNDO_SECONDS * 1000);

const listingProblem = (status: VehicleStatus, priceCents: number | null): string | undefined => {
  if (!isListable(status))
    return `A vehicle that is ${VEHICLE_STATUS_LABELS[status].toLowerCase()} can't be listed: make it available first`;
  if (priceCents === null) return 'Set an asking price before listing';
  return undefined;
};

const transitionMessage = (from: VehicleStatus, to: VehicleStatus) => {
  const next = STATUS_TRANSITIONS[from].map((s) => VEHICLE_STATUS_LABELS[s]);
  if (from === to) return `It is already ${VEHICLE_STATUS_LABELS[from].toLowerCase()}`;
  return next.length
    ? `From ${VEHICLE_STATUS_LABELS[from]} it can go to ${listJoin(next)}`
    : `${VEHICLE_STATUS_LABELS[from]} is final`;
};

/** The status change as a row update and its events (leaving a listable status unlists). */
const statusChange = (
  current: { status: VehicleStatus; listed: boolean },
  to: VehicleStatus,
): { set: VehicleChange; events: VehicleEventInput[] } => {
  const now = new Date();
  const unlist = current.listed && !isListable(to);
  return {
    set: {
      status: to,
      statusChangedAt: now,
      ...(to === 'sold' ? { soldAt: now } : {}),
      ...(unlist ? { listed: false } : {}),
    },
    events: [{ kind: 'status', data: { from: current.status, to, ...(unlist ? { unlisted: true } : {}) } }],
  };
};

/** Whole dollars, never negative. */
const bulkPrice = (cents: number, mode: 'amount' | 'percent', value: number) => {
  const raw = mode === 'amount' ? cents + value : cents * (1 + value / 100);
  return Math.max(0, Math.round(raw / 100) * 100);
};

/** What a PATCH changes: the columns, the names of changed fields (the 'edited' event) and the price. */
const diffUpdate = (row: VehicleRow, input: UpdateVehicleInput) => {
  const set: VehicleChange = {};
  const fields: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const current = (row as unknown as Record<string, unknown>)[key];
    const same =
      key === 'addedCosts' ? JSON.stringify(current ?? []) === JSON.stringify(value) : (current ?? null) === value;
    if (same) continue;
    (set as Record<string, unknown>)[key] = value;
    if (key !== 'priceCents') fields.push(key);
  }
  return { set, fields };
};

// ---------------------------------------------------------------------------------------------
// Routes

export const inventoryRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, 'inventory');
  /** Vehicles past their undo window go for good, and their photo files with them (after the rows). */
  const purge = async (organizationId: string, before: Date) => {
    const files = await purgeDeletedVehicles(deps.db, organizationId, before);
    const storage = storageFor(deps.env);
    for (const key of files) {
      // A file left behind costs disk space, not correctness: never fail the request for it.
      await storage.delete(key).catch((error: unknown) => console.warn('[photos] could not remove', key, error));
    }
  };
  const tags = ['Inventory'];

  const list = createRoute({
    method: 'get',
    path: '/inventory',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: "Search, filter, sort and page your dealership's vehicles, with counts per status",
    middleware: guard,
    request: { query: toClassic(InventoryQuerySchema) },
    responses: { 200: json(InventoryPageSchema, 'One page of vehicles'), ...errorResponses(400, 401, 403) },
  });

  const create = createRoute({
    method: 'post',
    path: '/inventory',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Add a vehicle (VIN first); it gets the next stock number',
    middleware: guard,
    request: body(CreateVehicleSchema),
    responses: {
      201: json(z.object({ vehicle: VehicleSchema }), 'Added'),
      ...errorResponses(400, 401, 402, 403, 409, 422),
    },
  });

  const getSettings = createRoute({
    method: 'get',
    path: '/inventory/settings',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Stock-number prefix, default pack and whether sales see cost',
    middleware: guard,
    responses: {
      200: json(z.object({ settings: InventorySettingsSchema }), 'Settings'),
      ...errorResponses(401, 403),
    },
  });

  const patchSettings = createRoute({
    method: 'patch',
    path: '/inventory/settings',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'Change the prefix or default pack (owner, manager) or cost visibility for sales (owner)',
    middleware: requireAccess(deps, ACCESS.dealershipAdmin),
    request: body(UpdateInventorySettingsSchema),
    responses: {
      200: json(z.object({ settings: InventorySettingsSchema }), 'Saved'),
      ...errorResponses(400, 401, 403),
    },
  });

  const get = createRoute({
    method: 'get',
    path: '/inventory/{id}',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'A vehicle with its specs, pricing and photos',
    middleware: guard,
    request: { params: IdParam },
    responses: { 200: json(z.object({ vehicle: VehicleSchema }), 'The vehicle'), ...errorResponses(401, 403, 404) },
  });

  const patch = createRoute({
    method: 'patch',
    path: '/inventory/{id}',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: "Edit a vehicle's fields; a price change is recorded in its history",
    middleware: guard,
    request: { params: IdParam, ...body(UpdateVehicleSchema) },
    responses: {
      200: json(z.object({ vehicle: VehicleSchema }), 'Saved'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  });

  const setStatus = createRoute({
    method: 'post',
    path: '/inventory/{id}/status',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Move a vehicle along its lifecycle',
    middleware: guard,
    request: { params: IdParam, ...body(ChangeStatusSchema) },
    responses: {
      200: json(z.object({ vehicle: VehicleSchema }), 'Moved'),
      ...errorResponses(400, 401, 403, 404, 422),
    },
  });

  const setListed = createRoute({
    method: 'post',
    path: '/inventory/{id}/listed',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'List a vehicle on the marketplace, or take it off',
    middleware: guard,
    request: { params: IdParam, ...body(SetListedSchema) },
    responses: {
      200: json(z.object({ vehicle: VehicleSchema }), 'Saved'),
      ...errorResponses(400, 401, 402, 403, 404, 422),
    },
  });

  const bulk = createRoute({
    method: 'post',
    path: '/inventory/bulk',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Change status, listing or price of many vehicles, or delete them',
    middleware: guard,
    request: body(BulkActionSchema),
    responses: { 200: json(BulkResultSchema, 'What changed and what was skipped'), ...errorResponses(400, 401, 403) },
  });

  const remove = createRoute({
    method: 'delete',
    path: '/inventory/{id}',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: `Delete a vehicle (restorable for ${DELETE_UNDO_SECONDS} seconds)`,
    middleware: guard,
    request: { params: IdParam },
    responses: {
      200: json(z.object({ deleted: z.number().int(), undoSeconds: z.number().int() }), 'Deleted'),
      ...errorResponses(401, 403, 404),
    },
  });

  const restore = createRoute({
    method: 'post',
    path: '/inventory/restore',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: 'Undo a delete within its window',
    middleware: guard,
    request: body(RestoreVehiclesSchema),
    responses: {
      200: json(z.object({ restored: z.number().int() }), 'Restored'),
      ...errorResponses(400, 401, 403, 404, 410),
    },
  });

  const priceHistory = createRoute({
    method: 'get',
    path: '/inventory/{id}/price-history',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: "A vehicle's price changes, oldest first",
    middleware: guard,
    request: { params: IdParam },
    responses: {
      200: json(z.object({ changes: z.array(PriceChangeSchema) }), 'Price history'),
      ...errorResponses(401, 403, 404),
    },
  });

  const events = createRoute({
    method: 'get',
    path: '/inventory/{id}/events',
    ...declareAccess(ACCESS.dealerStaff),
    tags,
    summary: "A vehicle's activity, newest first: its own changes, and the leads, messages and favorites about it",
    middleware: guard,
    request: { params: IdParam },
    responses: {
      200: json(z.object({ events: z.array(VehicleEventSchema) }), 'Activity'),
      ...errorResponses(401, 403, 404),
    },
  });

  /**
   * A price change is on the timeline of every open lead about the vehicle (written with it): the
   * people who see those leads are told live, so an open timeline shows it by itself. A drop on a
   * vehicle shoppers can see tells each shopper who saved it (price drop on a favorite).
   */
  const announcePriceChange = async (
    organizationId: string,
    vehicleId: string,
    from: number | null,
    to: number | null,
  ) => {
    for (const lead of await openLeadsOfVehicle(deps.db, organizationId, vehicleId))
      await publishLeadUpdated(deps, organizationId, lead.id, [lead.assigneeId]);
    await onPriceChange(deps, vehicleId, from, to);
  };

  /** The vehicle as this viewer may see it (after a write: re-read so the answer is what is stored). */
  const answer = async (viewer: Viewer, id: string) => {
    const row = await findVehicle(deps.db, organizationOf(viewer), id);
    return row ? toVehicle(row, await canSeeCost(deps, viewer)) : undefined;
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(list, async (c) => {
      const viewer = getViewer(c);
      const query = c.req.valid('query');
      const page = await listInventory(deps.db, organizationOf(viewer), query);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: page.items.map(toSummary),
          total: page.total,
          page: query.page,
          pageSize: INVENTORY_PAGE_SIZE,
          statusCounts: page.statusCounts,
        },
        200,
      );
    })
    .openapi(create, async (c) => {
      const viewer = getViewer(c);
      const input = c.req.valid('json');
      const organizationId = organizationOf(viewer);
      if (!(await canSeeCost(deps, viewer))) {
        const refused = costFieldsRefused(c, input);
        if (refused) return refused;
      }
      const status = input.status ?? 'incoming';
      const priceCents = input.priceCents ?? null;
      if (input.listed) {
        const problem = listingProblem(status, priceCents);
        if (problem) return apiError(c, 422, 'NOT_LISTABLE', problem, { fields: { listed: problem } });
      }
      await purge(organizationId, undoCutoff());
      const existing = await findVehicleByVin(deps.db, organizationId, input.vin);
      if (existing && !existing.deletedAt) return vinTaken(c, existing.stockNumber);
      const settings = await findInventorySettings(deps.db, organizationId);
      const { listed, ...fields } = input;
      let created: { id: string };
      try {
        created = await insertVehicle(deps.db, organizationId, viewer.user.id, {
          ...fields,
          status,
          priceCents,
          packCents: input.packCents ?? settings?.defaultPackCents ?? 0,
          listed: listed ?? false,
        });
      } catch (error) {
        if (isPlanLimitError(error)) {
          await announceLimit(deps, organizationId, 'listings', error.problem);
          return listingLimitAnswer(c, error.problem, 'listed');
        }
        // Two adds of one VIN at once: the unique index decides, the loser hears why.
        const again = await findVehicleByVin(deps.db, organizationId, input.vin);
        if (again && !again.deletedAt) return vinTaken(c, again.stockNumber);
        throw error;
      }
      if (listed) await announceLimit(deps, organizationId, 'listings');
      return c.json({ vehicle: (await answer(viewer, created.id))! }, 201);
    })
    .openapi(getSettings, async (c) => {
      const viewer = getViewer(c);
      const settings = (await findInventorySettings(deps.db, organizationOf(viewer)))!;
      // Pack is part of the cost: sales see it only when the owner allows them cost.
      const costVisible = viewer.membership?.role !== 'sales' || settings.salesSeeCost;
      c.header('Cache-Control', 'no-store');
      return c.json(
        { settings: { ...settings, defaultPackCents: costVisible ? settings.defaultPackCents : null } },
        200,
      );
    })
    .openapi(patchSettings, async (c) => {
      const viewer = getViewer(c);
      const input = c.req.valid('json');
      if (input.salesSeeCost !== undefined && viewer.membership?.role !== 'owner') {
        return apiError(c, 403, 'OWNER_ONLY', 'Only the owner decides whether sales staff see cost.', {
          fields: { salesSeeCost: 'Only the owner can change this' },
        });
      }
      const settings = await updateInventorySettingsAudited(deps.db, organizationOf(viewer), viewer.user, input);
      return c.json({ settings: settings! }, 200);
    })
    .openapi(get, async (c) => {
      const vehicle = await answer(getViewer(c), c.req.valid('param').id);
      if (!vehicle) return notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ vehicle }, 200);
    })
    .openapi(patch, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(viewer);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await findVehicle(deps.db, organizationId, id);
      if (!row) return notFound(c);
      const costVisible = await canSeeCost(deps, viewer);
      if (!costVisible) {
        const refused = costFieldsRefused(c, input);
        if (refused) return refused;
      }
      const { set, fields } = diffUpdate(row, input);
      if ('priceCents' in set && set.priceCents === null && row.listed) {
        const message = 'A listed vehicle needs an asking price: take it off the marketplace first';
        return apiError(c, 422, 'PRICE_REQUIRED', message, { fields: { priceCents: message } });
      }
      if (set.vin !== undefined) {
        await purge(organizationId, undoCutoff());
        const other = await findVehicleByVin(deps.db, organizationId, set.vin);
        if (other && other.id !== id) {
          if (!other.deletedAt) return vinTaken(c, other.stockNumber);
          // A deleted vehicle still in its undo window holds the VIN: this edit supersedes it.
          await purge(organizationId, new Date());
        }
      }
      const events: VehicleEventInput[] = [];
      if (fields.length) events.push({ kind: 'edited', data: { fields } });
      if ('priceCents' in set) events.push({ kind: 'price', data: { from: row.priceCents, to: set.priceCents } });
      if (events.length) {
        try {
          await updateVehicle(deps.db, organizationId, id, viewer.user.id, {
            set,
            oldPriceCents: row.priceCents,
            events,
          });
          if ('priceCents' in set && set.priceCents !== row.priceCents)
            await announcePriceChange(organizationId, id, row.priceCents, set.priceCents ?? null);
        } catch (error) {
          const other = set.vin ? await findVehicleByVin(deps.db, organizationId, set.vin) : undefined;
          if (other && other.id !== id) return vinTaken(c, other.stockNumber);
          throw error;
        }
      }
      const vehicle = await answer(viewer, id);
      return vehicle ? c.json({ vehicle }, 200) : notFound(c);
    })
    .openapi(setStatus, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(viewer);
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const row = await findVehicle(deps.db, organizationId, id);
      if (!row) return notFound(c);
      if (!canMoveStatus(row.status, status)) {
        const message = transitionMessage(row.status, status);
        return apiError(c, 422, 'STATUS_NOT_ALLOWED', message, { fields: { status: message } });
      }
      await updateVehicle(deps.db, organizationId, id, viewer.user.id, statusChange(row, status));
      const vehicle = await answer(viewer, id);
      return vehicle ? c.json({ vehicle }, 200) : notFound(c);
    })
    .openapi(setListed, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(viewer);
      const { id } = c.req.valid('param');
      const { listed } = c.req.valid('json');
      const row = await findVehicle(deps.db, organizationId, id);
      if (!row) return notFound(c);
      if (listed) {
        const problem = listingProblem(row.status, row.priceCents);
        if (problem) return apiError(c, 422, 'NOT_LISTABLE', problem, { fields: { listed: problem } });
      }
      if (row.listed !== listed) {
        try {
          await updateVehicle(deps.db, organizationId, id, viewer.user.id, {
            set: { listed, ...(listed ? { listedAt: new Date() } : {}) },
            events: [{ kind: listed ? 'listed' : 'unlisted' }],
          });
        } catch (error) {
          if (!isPlanLimitError(error)) throw error;
          await announceLimit(deps, organizationId, 'listings', error.problem);
          return listingLimitAnswer(c, error.problem, 'listed');
        }
        if (listed) await announceLimit(deps, organizationId, 'listings');
      }
      const vehicle = await answer(viewer, id);
      return vehicle ? c.json({ vehicle }, 200) : notFound(c);
    })
    .openapi(bulk, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(viewer);
      const { ids, action } = c.req.valid('json');
      const unique = [...new Set(ids)];
      const rows = await findVehiclesForBulk(deps.db, organizationId, unique);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const skipped: { id: string; stockNumber: string | null; reason: string }[] = [];
      for (const id of unique)
        if (!byId.has(id)) skipped.push({ id, stockNumber: null, reason: 'Not in your inventory' });

      if (action.kind === 'delete') {
        await purge(organizationId, undoCutoff());
        const deleted = await softDeleteVehicles(deps.db, organizationId, [...byId.keys()], viewer.user.id);
        return c.json({ updated: deleted.length, skipped }, 200);
      }

      let updated = 0;
      let refused: LimitProblem | undefined;
      for (const row of rows) {
        const skip = (reason: string) => skipped.push({ id: row.id, stockNumber: row.stockNumber, reason });
        let change: { set: VehicleChange; events: VehicleEventInput[]; oldPriceCents?: number | null } | undefined;
        if (action.kind === 'status') {
          if (row.status === action.status) continue;
          if (!canMoveStatus(row.status, action.status)) {
            skip(transitionMessage(row.status, action.status));
            continue;
          }
          change = statusChange(row, action.status);
        } else if (action.kind === 'listed') {
          if (row.listed === action.listed) continue;
          const problem = action.listed ? listingProblem(row.status, row.priceCents) : undefined;
          if (problem) {
            skip(problem);
            continue;
          }
          change = {
            set: { listed: action.listed, ...(action.listed ? { listedAt: new Date() } : {}) },
            events: [{ kind: action.listed ? 'listed' : 'unlisted' }],
          };
        } else {
          if (row.priceCents === null) {
            skip('No asking price to change');
            continue;
          }
          const next = bulkPrice(row.priceCents, action.mode, action.value);
          if (next > PRICE_MAX_CENTS) {
            skip('The new price would be too high');
            continue;
          }
          if (next === row.priceCents) continue;
          if (next === 0 && row.listed) {
            skip('A listed vehicle needs a price above zero');
            continue;
          }
          change = {
            set: { priceCents: next },
            oldPriceCents: row.priceCents,
            events: [{ kind: 'price', data: { from: row.priceCents, to: next } }],
          };
        }
        if (refused && change.set.listed === true) {
          skip(refused.message);
          continue;
        }
        let done: boolean;
        try {
          done = await updateVehicle(deps.db, organizationId, row.id, viewer.user.id, change);
        } catch (error) {
          if (!isPlanLimitError(error)) throw error;
          // The plan is full: this one and every later listing in the batch are skipped with why.
          refused = error.problem;
          skip(refused.message);
          continue;
        }
        if (done) {
          updated += 1;
          if (action.kind === 'price')
            await announcePriceChange(organizationId, row.id, row.priceCents, change.set.priceCents ?? null);
        }
      }
      if (action.kind === 'listed' && action.listed && (updated > 0 || refused))
        await announceLimit(deps, organizationId, 'listings', refused);
      // Skipped for the plan: the answer says where to upgrade, as a refusal does.
      return c.json(
        {
          updated,
          skipped,
          ...(refused && refused.code !== 'DEALER_SUSPENDED' ? { upgradeUrl: routeById.billing.path } : {}),
        },
        200,
      );
    })
    .openapi(remove, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(viewer);
      await purge(organizationId, undoCutoff());
      const deleted = await softDeleteVehicles(deps.db, organizationId, [c.req.valid('param').id], viewer.user.id);
      if (!deleted.length) return notFound(c);
      return c.json({ deleted: deleted.length, undoSeconds: DELETE_UNDO_SECONDS }, 200);
    })
    .openapi(restore, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(viewer);
      const { ids } = c.req.valid('json');
      const result = await restoreVehicles(deps.db, organizationId, ids, undoCutoff(), viewer.user.id);
      if (result.found === 0) return apiError(c, 404, 'NOTHING_TO_RESTORE', 'There is no deleted vehicle to restore.');
      if (result.restored === 0)
        return apiError(
          c,
          410,
          'TOO_LATE',
          `Too late to undo: a delete can be undone for ${DELETE_UNDO_SECONDS} seconds.`,
        );
      await purge(organizationId, undoCutoff());
      return c.json({ restored: result.restored }, 200);
    })
    .openapi(priceHistory, async (c) => {
      const viewer = getViewer(c);
      const { id } = c.req.valid('param');
      if (!(await findVehicle(deps.db, organizationOf(viewer), id))) return notFound(c);
      const rows = await listPriceChanges(deps.db, id);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          changes: rows.map((r) => ({
            id: r.id,
            oldPriceCents: r.oldPriceCents,
            newPriceCents: r.newPriceCents,
            changedAt: r.changedAt.toISOString(),
            changedBy: r.changedBy,
          })),
        },
        200,
      );
    })
    .openapi(events, async (c) => {
      const viewer = getViewer(c);
      const { id } = c.req.valid('param');
      if (!(await findVehicle(deps.db, organizationOf(viewer), id))) return notFound(c);
      const rows = await listVehicleEvents(deps.db, id);
      const respond = await listVehicleActivity(
        deps.db,
        { organizationId: organizationOf(viewer), userId: viewer.user.id, role: viewer.membership!.role },
        id,
      );
      const own: VehicleEvent[] = rows
        .filter((r) => isEventKind(r.kind))
        .map((r) => ({
          id: r.id,
          kind: r.kind as VehicleEvent['kind'],
          summary: vehicleEventSummary(r.kind, r.data),
          at: r.at.toISOString(),
          actor: r.actor,
        }));
      const about: VehicleEvent[] = respond.map((r) => ({
        id: r.id,
        kind: r.kind,
        summary: respondActivitySummary(r),
        at: r.at.toISOString(),
        actor: r.actor,
        leadId: r.leadId,
      }));
      c.header('Cache-Control', 'no-store');
      return c.json(
        { events: [...own, ...about].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? 1 : -1)) },
        200,
      );
    });
};
