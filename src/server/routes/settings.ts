/**
 * Settings › the dealership (issue 11; DOMAIN.md › Areas › Settings): its profile, hours, logo and
 * deal defaults; its team (roles within DOMAIN.md's rules, deactivate and reactivate, leave); and
 * the audit log of every change. Owners and managers of the caller's own dealership; leaving is for
 * any of its staff. Every write records an audit entry in its own transaction (queries/settings.ts).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import type { DealerRole } from '../../shared/constants';
import { DEALER_ROLES } from '../../shared/constants';
import {
  AuditPageSchema as SharedAuditPageSchema,
  AuditQuerySchema,
  DealershipSchema as SharedDealershipSchema,
  LOGO_MAX_BYTES,
  LogoSchema as SharedLogoSchema,
  TeamSchema as SharedTeamSchema,
  UpdateDealershipSchema,
  UpdateMemberSchema,
  WEEKDAYS,
  type Dealership,
  type TeamMember,
} from '../../shared/schemas/settings';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { API_ACCESS, getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import { announceLimit, isPlanLimitError, limitAnswer } from '../billing/limits';
import { listAudit } from '../db/queries/audit';
import { assertSeatRoom } from '../db/queries/billing';
import { newId } from '../db/queries/ids';
import {
  changeMember,
  countActiveOwners,
  findDealership,
  listTeam,
  teamProblem,
  updateDealership,
  type DealershipChange,
  type DealershipRow,
  type TeamChange,
  type TeamRow,
} from '../db/queries/settings';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { processAvatar } from '../photos/avatar';
import { PhotoRejected } from '../photos/process';
import { storageFor } from '../storage';
import { body, json, pathParam } from './openapi-parts';

const DealershipSchema = z.object(SharedDealershipSchema.shape).openapi('Dealership');
const TeamSchema = z.object(SharedTeamSchema.shape).openapi('Team');
const AuditPageSchema = z.object(SharedAuditPageSchema.shape).openapi('AuditPage');
const LogoSchema = z.object(SharedLogoSchema.shape).openapi('DealershipLogo');

const MemberParams = z.object({ memberId: pathParam('memberId') });
const LogoFileParams = z.object({
  organizationId: pathParam('organizationId'),
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}\.webp$/)
    .openapi({ param: { name: 'file', in: 'path' } }),
});
const LogoForm = z.object({
  file: z.instanceof(File, { message: 'Choose a JPEG, PNG or WebP image' }).openapi({
    type: 'string',
    format: 'binary',
    description: 'One JPEG, PNG or WebP image (type judged by content); kept as a square WebP',
  }),
});

const MB = 1024 * 1024;
const LOGO_PREFIX = '/api/dealership-logos/';
const logoKey = (organizationId: string, file: string) => `logos/${organizationId}/${file}`;
/** The storage key behind a logo we stored; undefined for anything else. */
const ownLogoKey = (organizationId: string, logo: string | null) =>
  logo?.startsWith(`${LOGO_PREFIX}${organizationId}/`)
    ? logoKey(organizationId, logo.slice(`${LOGO_PREFIX}${organizationId}/`.length))
    : undefined;

const closedWeek = () => WEEKDAYS.map(() => ({ opens: null, closes: null }));

export const toDealership = (row: DealershipRow): Dealership => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  logo: row.logo ?? null,
  about: row.about ?? '',
  phone: row.phone ?? '',
  website: row.website ?? '',
  addressLine1: row.addressLine1 ?? '',
  addressLine2: row.addressLine2 ?? '',
  city: row.city ?? '',
  region: row.region ?? '',
  postalCode: row.postalCode ?? '',
  country: row.country ?? 'US',
  hours: row.hours?.length === 7 ? row.hours : closedWeek(),
  defaultDocFeeCents: row.defaultDocFeeCents,
  defaultTaxRate: row.defaultTaxRateThousandths / 1000,
});

const roleOf = (viewer: Viewer) => viewer.membership!.role as DealerRole;
const organizationOf = (viewer: Viewer) => viewer.membership!.organizationId;
const actorOf = (viewer: Viewer) => ({ id: viewer.user.id, name: viewer.user.name, role: roleOf(viewer) });

/** One member as the caller sees them: what the caller may do to them now, and why not. */
const toMember = (row: TeamRow, viewer: Viewer, activeOwners: number): TeamMember => {
  const caller = { userId: viewer.user.id, role: roleOf(viewer) };
  const target = { userId: row.userId, role: row.role as DealerRole, active: !row.deactivatedAt };
  const assignableRoles = DEALER_ROLES.filter(
    (role) => role !== target.role && !teamProblem(caller, target, { role }, activeOwners),
  );
  const activeProblem = teamProblem(caller, target, { active: !target.active }, activeOwners);
  const roleProblem =
    assignableRoles.length === 0
      ? teamProblem(caller, target, { role: target.role === 'sales' ? 'manager' : 'sales' }, activeOwners)
      : null;
  return {
    memberId: row.memberId,
    userId: row.userId,
    name: row.name,
    email: row.email,
    image: row.image ?? null,
    role: target.role,
    deactivatedAt: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === viewer.user.id,
    assignableRoles: assignableRoles.length ? [target.role, ...assignableRoles] : [],
    canDeactivate: !activeProblem,
    lockedReason: roleProblem?.message ?? activeProblem?.message ?? null,
  };
};

/** The input as columns: empty optional text is stored as null; the tax rate in thousandths of a percent. */
const toChange = (input: z.infer<typeof UpdateDealershipSchema>): DealershipChange => {
  const change: DealershipChange = {};
  const { defaultTaxRate, about, website, addressLine2, ...rest } = input;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) Object.assign(change, { [key]: value });
  if (about !== undefined) change.about = about || null;
  if (website !== undefined) change.website = website || null;
  if (addressLine2 !== undefined) change.addressLine2 = addressLine2 || null;
  if (defaultTaxRate !== undefined) change.defaultTaxRateThousandths = Math.round(defaultTaxRate * 1000);
  return change;
};

const encodeCursor = (at: Date, id: string) => `${at.toISOString()}|${id}`;
const decodeCursor = (cursor: string) => {
  const [at, id] = cursor.split('|');
  const createdAt = new Date(at!);
  return Number.isNaN(createdAt.getTime()) || !id ? undefined : { createdAt, id };
};

export const settingsRoutes = (deps: AppDeps) => {
  const admins = requireAccess(deps, API_ACCESS.dealershipAdmin);
  const staff = requireAccess(deps, { kind: 'roles', roles: ['owner', 'manager', 'sales'] });
  const anyone = requireAccess(deps, { kind: 'anyone' });
  const storage = storageFor(deps.env);
  const uploadLimit = bodyLimit({
    maxSize: LOGO_MAX_BYTES + 64 * 1024,
    onError: (c) =>
      apiError(c, 413, 'FILE_TOO_LARGE', `The logo is larger than ${LOGO_MAX_BYTES / MB} MB.`, {
        fields: { file: `Use an image of at most ${LOGO_MAX_BYTES / MB} MB` },
      }),
  });

  const get = createRoute({
    method: 'get',
    path: '/dealership',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags: ['Settings'],
    summary: "Your dealership's profile, hours, logo and deal defaults (owner or manager)",
    middleware: admins,
    responses: { 200: json(z.object({ dealership: DealershipSchema }), 'The dealership'), ...errorResponses(401, 403) },
  });
  const patch = createRoute({
    method: 'patch',
    path: '/dealership',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags: ['Settings'],
    summary: 'Change the profile, hours or deal defaults (only the fields sent); the change is audited',
    middleware: admins,
    request: body(UpdateDealershipSchema),
    responses: {
      200: json(z.object({ dealership: DealershipSchema }), 'Saved'),
      ...errorResponses(400, 401, 403),
    },
  });
  const uploadLogo = createRoute({
    method: 'post',
    path: '/dealership/logo',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags: ['Settings'],
    summary: `Set the logo (multipart: \`file\`; JPEG, PNG or WebP up to ${LOGO_MAX_BYTES / MB} MB), kept as a square WebP`,
    middleware: [admins, uploadLimit] as const,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: LogoForm } } } },
    responses: {
      200: json(LogoSchema, "The logo's address"),
      ...errorResponses(400, 401, 403, 413, 415, 422),
    },
  });
  const removeLogo = createRoute({
    method: 'delete',
    path: '/dealership/logo',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags: ['Settings'],
    summary: 'Remove the logo (the initials show instead)',
    middleware: admins,
    responses: { 200: json(LogoSchema, 'No logo'), ...errorResponses(401, 403) },
  });
  const logoFile = createRoute({
    method: 'get',
    path: '/dealership-logos/{organizationId}/{file}',
    ...declareAccess(ACCESS.anyone),
    tags: ['Settings'],
    summary: "A dealership's logo (WebP, square); public, as on its dealer page",
    middleware: anyone,
    request: { params: LogoFileParams },
    responses: {
      200: {
        description: 'The logo (immutable: a new logo gets a new address)',
        content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errorResponses(404),
    },
  });
  const team = createRoute({
    method: 'get',
    path: '/dealership/team',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags: ['Settings'],
    summary: 'The team: every member (active first), with what you may change for each',
    middleware: admins,
    responses: { 200: json(TeamSchema, 'Members'), ...errorResponses(401, 403) },
  });
  const updateMember = createRoute({
    method: 'patch',
    path: '/dealership/team/{memberId}',
    // An owner may give any role; a manager only sales or manager, and never to an owner (checked per request).
    ...declareAccess({ ...ACCESS.dealershipManagers, grants: ['owner', 'manager', 'sales'] }),
    tags: ['Settings'],
    summary:
      "Change a member's role, or deactivate / reactivate them (owners: anything; managers: sales ↔ manager). The last active owner stays; nobody deactivates themselves",
    middleware: admins,
    request: { params: MemberParams, ...body(UpdateMemberSchema) },
    responses: {
      200: json(TeamSchema, 'The team after the change'),
      ...errorResponses(400, 401, 402, 403, 404, 409, 422),
    },
  });
  const leave = createRoute({
    method: 'post',
    path: '/dealership/team/leave',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Settings'],
    summary: 'Leave your dealership (your history stays; an owner may reactivate you). The last owner cannot',
    middleware: staff,
    responses: {
      200: json(z.object({ left: z.literal(true) }), 'You are no longer a member'),
      ...errorResponses(401, 403, 404, 422),
    },
  });
  const audit = createRoute({
    method: 'get',
    path: '/dealership/audit',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags: ['Settings'],
    summary: 'The audit log: every settings and team change (who, when, before and after), newest first, keyset-paged',
    middleware: admins,
    request: { query: AuditQuerySchema },
    responses: { 200: json(AuditPageSchema, 'One page'), ...errorResponses(400, 401, 403) },
  });

  const teamAnswer = async (viewer: Viewer) => {
    const organizationId = organizationOf(viewer);
    const [rows, owners] = await Promise.all([
      listTeam(deps.db, organizationId),
      countActiveOwners(deps.db, organizationId),
    ]);
    return { members: rows.map((r) => toMember(r, viewer, owners)) };
  };

  const saveLogo = async (viewer: Viewer, logo: string | null) => {
    const organizationId = organizationOf(viewer);
    const result = await updateDealership(deps.db, organizationId, actorOf(viewer), { logo });
    const previous = ownLogoKey(organizationId, result?.before.logo ?? null);
    if (previous && result?.before.logo !== logo) {
      // The row no longer names it: a failed delete leaves an orphan file, never a broken logo.
      await storage.delete(previous).catch(() => console.warn('[settings] an old logo could not be removed'));
    }
  };

  const memberProblem = (
    c: Context,
    problem: { status: 403 | 404 | 422; code: string; message: string } & { field?: string },
  ) =>
    apiError(
      c,
      problem.status,
      problem.code,
      problem.message,
      problem.field ? { fields: { [problem.field]: problem.message } } : undefined,
    );

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(get, async (c) => {
      const row = await findDealership(deps.db, organizationOf(getViewer(c)));
      c.header('Cache-Control', 'no-store');
      return c.json({ dealership: toDealership(row!) }, 200);
    })
    .openapi(patch, async (c) => {
      const viewer = getViewer(c);
      const result = await updateDealership(
        deps.db,
        organizationOf(viewer),
        actorOf(viewer),
        toChange(c.req.valid('json')),
      );
      return c.json({ dealership: toDealership(result!.after) }, 200);
    })
    .openapi(uploadLogo, async (c) => {
      const viewer = getViewer(c);
      const { file: upload } = c.req.valid('form');
      if (upload.size > LOGO_MAX_BYTES)
        return apiError(c, 413, 'FILE_TOO_LARGE', `The logo is larger than ${LOGO_MAX_BYTES / MB} MB.`, {
          fields: { file: `Use an image of at most ${LOGO_MAX_BYTES / MB} MB` },
        });
      let bytes: Uint8Array;
      try {
        // The profile picture's processing: content-checked, rotated, metadata dropped, square WebP.
        bytes = await processAvatar(new Uint8Array(await upload.arrayBuffer()));
      } catch (error) {
        if (error instanceof PhotoRejected)
          return apiError(c, error.status, error.code, error.message, { fields: { file: error.message } });
        throw error;
      }
      const organizationId = organizationOf(viewer);
      const file = `${newId()}.webp`;
      await storage.put(logoKey(organizationId, file), bytes, 'image/webp');
      const logo = `${LOGO_PREFIX}${organizationId}/${file}`;
      await saveLogo(viewer, logo);
      return c.json({ logo }, 200);
    })
    .openapi(removeLogo, async (c) => {
      await saveLogo(getViewer(c), null);
      return c.json({ logo: null }, 200);
    })
    .openapi(logoFile, async (c) => {
      const { organizationId, file } = c.req.valid('param');
      // Only the logo the dealership has now: a replaced one is gone, and an id cannot be guessed into a key.
      const row = await findDealership(deps.db, organizationId);
      const key = logoKey(organizationId, file);
      const stored = row && ownLogoKey(organizationId, row.logo) === key ? await storage.get(key) : undefined;
      if (!stored) return apiError(c, 404, 'NOT_FOUND', 'No such logo.');
      return c.body(stored.body, 200, {
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Type': 'image/webp',
        'Content-Length': String(stored.size),
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi(team, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await teamAnswer(getViewer(c)), 200);
    })
    .openapi(updateMember, async (c) => {
      const viewer = getViewer(c);
      const input = c.req.valid('json');
      const organizationId = organizationOf(viewer);
      const change: TeamChange = input.role !== undefined ? { role: input.role } : { active: input.active! };
      try {
        const result = await changeMember(
          deps.db,
          organizationId,
          actorOf(viewer),
          c.req.valid('param').memberId,
          change,
          (tx) => assertSeatRoom(tx, organizationId),
        );
        if (result.problem) return memberProblem(c, result.problem);
      } catch (error) {
        if (!isPlanLimitError(error)) throw error;
        await announceLimit(deps, organizationId, 'seats', error.problem);
        return limitAnswer(c, error.problem, 'active');
      }
      return c.json(await teamAnswer(viewer), 200);
    })
    .openapi(leave, async (c) => {
      const viewer = getViewer(c);
      const result = await changeMember(
        deps.db,
        organizationOf(viewer),
        actorOf(viewer),
        viewer.membership!.memberId,
        { leave: true },
        async () => undefined,
      );
      if (result.problem) return memberProblem(c, result.problem);
      return c.json({ left: true as const }, 200);
    })
    .openapi(audit, async (c) => {
      const viewer = getViewer(c);
      const { cursor, limit } = c.req.valid('query');
      const before = cursor ? decodeCursor(cursor) : undefined;
      if (cursor && !before)
        return apiError(c, 400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
          fields: { cursor: 'Use the nextCursor of the previous page' },
        });
      const rows = await listAudit(deps.db, organizationOf(viewer), {
        limit: limit + 1,
        ...(before ? { before } : {}),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          entries: page.map((r) => ({
            id: r.id,
            at: r.createdAt.toISOString(),
            actorName: r.actorName,
            action: r.action,
            target: r.target,
            before: r.before ?? null,
            after: r.after ?? null,
          })),
          nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
        },
        200,
      );
    });
};
