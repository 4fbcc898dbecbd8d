/**
 * Dealership invitations. Creating one goes through better-auth's organization plugin (its
 * permission checks and invitation email); accepting one is our glue: an invitee has no account
 * yet, so we create it with the first password, mark the email verified (the link proved it),
 * add the membership and sign them in through better-auth.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { INVITE_TTL_SECONDS } from '../../shared/constants';
import {
  AcceptInvitationSchema,
  CreateInvitationSchema,
  InvitationSchema as SharedInvitationSchema,
  type Invitation,
} from '../../shared/schemas/invitations';
import { mapThrownAuthError } from '../auth/auth-errors';
import { inviteUrl } from '../auth/auth';
import { API_ACCESS, getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { findUserByEmail, markProfileComplete } from '../db/queries/auth';
import {
  addMember,
  extendInvitation,
  findInvitation,
  listPendingInvitations,
  setInvitationStatus,
} from '../db/queries/dealerships';
import { announceLimit, isPlanLimitError, limitAnswer } from '../billing/limits';
import { assertSeatRoom } from '../db/queries/billing';
import { auditInvitation } from '../db/queries/settings';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { json } from './openapi-parts';
import { invitationEmail } from '../mail/templates';
import { SessionSchema, toSessionPayload } from './session';
import { loadViewer } from '../auth/authorize';

// A fresh object from @hono/zod-openapi's z: a schema built before that module loaded has no .openapi().
export const InvitationSchema = z.object(SharedInvitationSchema.shape).openapi('Invitation');
export type InvitationPayload = Invitation;

const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const toInvitation = (row: {
  id: string;
  email: string;
  role: string | null;
  status: string;
  expiresAt: Date;
  createdAt: Date;
  inviterName?: string | null;
}) => ({
  id: row.id,
  email: row.email,
  role: row.role ?? 'sales',
  status: row.status === 'pending' && row.expiresAt < new Date() ? 'expired' : row.status,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  inviterName: row.inviterName ?? null,
});

export const invitationsRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, API_ACCESS.dealershipAdmin);

  const create = createRoute({
    method: 'post',
    path: '/invitations',
    ...declareAccess(ACCESS.inviteStaff),
    tags: ['Invitations'],
    summary: 'Invite someone to your dealership by email (owner or manager)',
    middleware: guard,
    request: { body: { required: true, content: { 'application/json': { schema: CreateInvitationSchema } } } },
    responses: {
      201: json(z.object({ invitation: InvitationSchema }), 'Invitation sent'),
      ...errorResponses(400, 401, 402, 403, 409),
    },
  });

  const list = createRoute({
    method: 'get',
    path: '/invitations',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags: ['Invitations'],
    summary: 'Pending invitations of your dealership',
    middleware: guard,
    responses: {
      200: json(z.object({ invitations: z.array(InvitationSchema) }), 'Pending invitations'),
      ...errorResponses(401, 403),
    },
  });

  const resend = createRoute({
    method: 'post',
    path: '/invitations/{id}/resend',
    ...declareAccess(ACCESS.dealershipManagers),
    tags: ['Invitations'],
    summary: 'Send the invitation email again and restart its 7 days',
    middleware: guard,
    request: { params: IdParam },
    responses: {
      200: json(z.object({ invitation: InvitationSchema }), 'Sent again'),
      ...errorResponses(401, 403, 404, 409),
    },
  });

  const revoke = createRoute({
    method: 'delete',
    path: '/invitations/{id}',
    ...declareAccess(ACCESS.dealershipManagers),
    tags: ['Invitations'],
    summary: 'Revoke a pending invitation',
    middleware: guard,
    request: { params: IdParam },
    responses: {
      200: json(z.object({ invitation: InvitationSchema }), 'Revoked'),
      ...errorResponses(401, 403, 404, 409),
    },
  });

  const accept = createRoute({
    method: 'post',
    path: '/invitations/accept',
    ...declareAccess(ACCESS.anyone),
    tags: ['Invitations'],
    summary: 'Accept an invitation by setting your first password; signs you in',
    request: { body: { required: true, content: { 'application/json': { schema: AcceptInvitationSchema } } } },
    responses: {
      200: json(SessionSchema, 'Signed in as the new member (session cookie set)'),
      ...errorResponses(400, 404, 409, 410, 429),
    },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(create, async (c) => {
      const viewer = getViewer(c);
      const { email, role } = c.req.valid('json');
      const organizationId = viewer.membership!.organizationId;
      if ((await findUserByEmail(deps.db, email)) && viewer.user.email === email) {
        return apiError(c, 409, 'ALREADY_A_MEMBER', 'You are already a member of this dealership.', {
          fields: { email: 'That is you' },
        });
      }
      try {
        await assertSeatRoom(deps.db, organizationId, email);
      } catch (error) {
        if (!isPlanLimitError(error)) throw error;
        await announceLimit(deps, organizationId, 'seats', error.problem);
        return limitAnswer(c, error.problem, 'email');
      }
      try {
        const created = await deps.auth.api.createInvitation({
          headers: c.req.raw.headers,
          body: { email, role, organizationId },
        });
        const row = await findInvitation(deps.db, created.id);
        // better-auth wrote the invitation in its own transaction: the log entry follows it at once.
        await auditInvitation(deps.db, organizationId, viewer.user, 'invitation.created', { email, role });
        await announceLimit(deps, organizationId, 'seats');
        return c.json({ invitation: toInvitation({ ...row!, inviterName: viewer.user.name }) }, 201);
      } catch (error) {
        const mapped = mapThrownAuthError(error);
        if (mapped) {
          const fields = mapped.status === 409 ? { email: mapped.body.error.message } : mapped.body.error.fields;
          return c.json({ error: { ...mapped.body.error, ...(fields ? { fields } : {}) } }, mapped.status as 409);
        }
        throw error;
      }
    })
    .openapi(list, async (c) => {
      const viewer = getViewer(c);
      const rows = await listPendingInvitations(deps.db, viewer.membership!.organizationId);
      c.header('Cache-Control', 'no-store');
      return c.json({ invitations: rows.map(toInvitation) }, 200);
    })
    .openapi(resend, async (c) => {
      const viewer = getViewer(c);
      const row = await findInvitation(deps.db, c.req.valid('param').id);
      if (!row || row.organizationId !== viewer.membership!.organizationId) {
        return apiError(c, 404, 'INVITATION_NOT_FOUND', 'This invitation does not exist.');
      }
      if (row.status !== 'pending')
        return apiError(c, 409, 'INVITATION_NOT_PENDING', `This invitation is ${row.status}.`);
      const expiresAt = new Date(Date.now() + INVITE_TTL_SECONDS * 1000);
      await extendInvitation(deps.db, row.id, expiresAt);
      await deps.mail.send(
        row.email,
        invitationEmail({
          url: inviteUrl(deps.env.publicUrl, row.id),
          dealershipName: row.dealershipName,
          inviterName: viewer.user.name,
          role: row.role ?? 'sales',
          days: INVITE_TTL_SECONDS / 86400,
        }),
      );
      return c.json({ invitation: toInvitation({ ...row, expiresAt, inviterName: viewer.user.name }) }, 200);
    })
    .openapi(revoke, async (c) => {
      const viewer = getViewer(c);
      const row = await findInvitation(deps.db, c.req.valid('param').id);
      if (!row || row.organizationId !== viewer.membership!.organizationId) {
        return apiError(c, 404, 'INVITATION_NOT_FOUND', 'This invitation does not exist.');
      }
      if (row.status !== 'pending')
        return apiError(c, 409, 'INVITATION_NOT_PENDING', `This invitation is ${row.status}.`);
      await deps.db.transaction(async (tx) => {
        await setInvitationStatus(tx as unknown as typeof deps.db, row.id, 'canceled');
        await auditInvitation(tx as unknown as typeof deps.db, row.organizationId, viewer.user, 'invitation.revoked', {
          email: row.email,
          role: row.role ?? 'sales',
        });
      });
      return c.json({ invitation: toInvitation({ ...row, status: 'canceled' }) }, 200);
    })
    .openapi(accept, async (c) => {
      const input = c.req.valid('json');
      const row = await findInvitation(deps.db, input.token);
      if (!row)
        return apiError(c, 404, 'INVITATION_NOT_FOUND', 'This invitation link is not valid.', {
          fields: { token: 'Not valid' },
        });
      if (row.status !== 'pending') {
        return apiError(c, 410, 'INVITATION_USED', 'This invitation was already used or revoked. Ask for a new one.');
      }
      if (row.expiresAt < new Date()) {
        return apiError(c, 410, 'INVITATION_EXPIRED', 'This invitation has expired. Ask for a new one.');
      }
      const email = row.email.toLowerCase();
      if (await findUserByEmail(deps.db, email)) {
        return apiError(
          c,
          409,
          'ACCOUNT_EXISTS',
          'An account with this email already exists. Sign in to join the dealership.',
        );
      }
      const ctx = await deps.auth.$context;
      const local = email.split('@')[0] ?? email;
      const firstName = input.firstName ?? local;
      const lastName = input.lastName ?? '';
      const user = await ctx.internalAdapter.createUser(
        {
          email,
          name: `${firstName} ${lastName}`.trim(),
          emailVerified: true,
          firstName,
          lastName: lastName || null,
        },
        { method: 'email-password' },
      );
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await ctx.password.hash(input.password),
      });
      await markProfileComplete(deps.db, user.id, 'staff');
      await addMember(deps.db, row.organizationId, user.id, row.role ?? 'sales');
      await setInvitationStatus(deps.db, row.id, 'accepted');

      // Sign in through better-auth so the session and cookie are its own.
      const signIn = await deps.auth.api.signInEmail({
        body: { email, password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      const cookies = signIn.headers.getSetCookie();
      const cookieHeader = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
      const viewer = await loadViewer(deps.auth, deps.db, new Headers({ cookie: cookieHeader }));
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
      return c.json(toSessionPayload(viewer), 200);
    });
};
