/**
 * The signed-in person's own account (DOMAIN.md › Areas › Account), where better-auth has no
 * endpoint that fits: the avatar (uploaded, checked and resized like vehicle photos), the sessions
 * as a person reads them (device, last active, this device; no session tokens leave the server),
 * the export of their data, and deletion with its rule for a dealership's sole owner
 * (docs/decisions/2026-11-24-account-deletion.md). Names, username, email and password change
 * through better-auth's own endpoints behind /api/auth (auth-handler.ts).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { bodyLimit } from 'hono/body-limit';
import {
  AccountDeletedSchema as SharedDeletedSchema,
  AccountDeletionSchema as SharedDeletionSchema,
  AccountSessionsSchema as SharedSessionsSchema,
  AVATAR_MAX_BYTES,
  AvatarSchema as SharedAvatarSchema,
  DeleteAccountSchema,
  type AccountDeletion,
} from '../../shared/schemas/account';
import { describeUserAgent } from '../../shared/user-agent';
import { mapThrownAuthError } from '../auth/auth-errors';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { API_ACCESS, getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { AUTH_COOKIE_PREFIX } from '../auth/cookies';
import {
  deleteAccount,
  deleteOtherSessions,
  deleteUserSession,
  exportUserData,
  findOwnership,
  findUserImage,
  listUserSessions,
  setUserImage,
  type Ownership,
} from '../db/queries/account';
import { newId } from '../db/queries/ids';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { checkoutProvider } from '../billing/providers';
import { findStripeSubscription } from '../db/queries/billing';
import { processAvatar } from '../photos/avatar';
import { PhotoRejected } from '../photos/process';
import { storageFor, type Storage } from '../storage';
import { json, pathParam } from './openapi-parts';

const AccountSessionsSchema = z.object(SharedSessionsSchema.shape).openapi('AccountSessions');
const AccountDeletionSchema = z.object(SharedDeletionSchema.shape).openapi('AccountDeletion');
const AccountDeletedSchema = z.object(SharedDeletedSchema.shape).openapi('AccountDeleted');
const AvatarSchema = z.object(SharedAvatarSchema.shape).openapi('Avatar');
const AccountExportSchema = z
  .object({ format: z.literal('lotline-account-export/1'), exportedAt: z.string() })
  .catchall(z.unknown())
  .openapi('AccountExport', {
    description:
      'Profile, memberships, sessions, favorites, conversations as a shopper with their messages, messages sent as staff, notifications and preferences',
  });

const SessionParams = z.object({ id: pathParam('id') });
const AvatarFileParams = z.object({
  userId: pathParam('userId'),
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}\.webp$/)
    .openapi({ param: { name: 'file', in: 'path' } }),
});

const AvatarForm = z.object({
  file: z.instanceof(File, { message: 'Choose a JPEG, PNG or WebP picture' }).openapi({
    type: 'string',
    format: 'binary',
    description: 'One JPEG, PNG or WebP picture (type judged by content)',
  }),
});

const MB = 1024 * 1024;
const AVATAR_PREFIX = '/api/avatars/';
const avatarKey = (userId: string, file: string) => `avatars/${userId}/${file}`;
/** The storage key behind a user.image we set ourselves; undefined for anything else (an outside link). */
const ownAvatarKey = (userId: string, image: string | null) => {
  if (!image?.startsWith(`${AVATAR_PREFIX}${userId}/`)) return undefined;
  return avatarKey(userId, image.slice(`${AVATAR_PREFIX}${userId}/`.length));
};

const removeFiles = async (storage: Storage, keys: readonly string[]) => {
  const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) console.warn(`[account] ${failed} file(s) could not be removed from ${storage.kind}`);
};

/** What deletion would do: the first membership decides (a person belongs to one dealership). */
const deletionOutcome = (ownership: readonly Ownership[]): AccountDeletion => {
  const soleOwned = ownership.find((m) => m.role === 'owner' && m.otherOwners === 0);
  const m = soleOwned ?? ownership[0];
  return {
    outcome: soleOwned ? 'sole-owner' : m ? 'leaves-dealership' : 'free',
    dealership: m
      ? { id: m.organizationId, name: m.name, role: m.role, otherMembers: m.otherMembers, vehicles: m.vehicles }
      : null,
  };
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

export const accountRoutes = (deps: AppDeps) => {
  const signedIn = requireAccess(deps, API_ACCESS.signedIn);
  const storage = storageFor(deps.env);
  const uploadLimit = bodyLimit({
    maxSize: AVATAR_MAX_BYTES + 64 * 1024,
    onError: (c) =>
      apiError(c, 413, 'FILE_TOO_LARGE', `The picture is larger than ${AVATAR_MAX_BYTES / MB} MB.`, {
        fields: { file: `Use a picture of at most ${AVATAR_MAX_BYTES / MB} MB` },
      }),
  });

  const listSessions = createRoute({
    method: 'get',
    path: '/account/sessions',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: 'Your active sessions: device, where from, signed in and last active; which one is this device',
    middleware: signedIn,
    responses: {
      200: json(AccountSessionsSchema, 'Most recently active first'),
      ...errorResponses(401),
    },
  });

  const revokeSession = createRoute({
    method: 'delete',
    path: '/account/sessions/{id}',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: 'Sign out one of your sessions (that device is refused from its next request)',
    middleware: signedIn,
    request: { params: SessionParams },
    responses: {
      200: json(AccountSessionsSchema, 'The sessions that remain'),
      ...errorResponses(401, 404),
    },
  });

  const revokeOthers = createRoute({
    method: 'delete',
    path: '/account/sessions',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: 'Sign out every device but this one',
    middleware: signedIn,
    responses: {
      200: json(AccountSessionsSchema, 'This session alone'),
      ...errorResponses(401),
    },
  });

  const exportData = createRoute({
    method: 'get',
    path: '/account/export',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: 'Download everything stored about you, as JSON (a file: Content-Disposition attachment)',
    middleware: signedIn,
    responses: {
      200: json(AccountExportSchema, 'Your data'),
      ...errorResponses(401),
    },
  });

  const deletion = createRoute({
    method: 'get',
    path: '/account/deletion',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: 'What deleting your account would do (leave a dealership; as its sole owner, delete it too)',
    middleware: signedIn,
    responses: {
      200: json(AccountDeletionSchema, 'The outcome'),
      ...errorResponses(401),
    },
  });

  const remove = createRoute({
    method: 'post',
    path: '/account/delete',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary:
      "Delete your account (password required). A dealership's sole owner also types its name, which deletes the dealership with everything in it; otherwise 409",
    middleware: signedIn,
    request: { body: { required: true, content: { 'application/json': { schema: DeleteAccountSchema } } } },
    responses: {
      200: json(AccountDeletedSchema, 'Deleted and signed out'),
      ...errorResponses(400, 401, 409, 422, 503),
    },
  });

  const uploadAvatar = createRoute({
    method: 'post',
    path: '/account/avatar',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: `Set your profile picture (multipart: \`file\`; JPEG, PNG or WebP up to ${AVATAR_MAX_BYTES / MB} MB), kept as a square WebP`,
    middleware: [signedIn, uploadLimit] as const,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: AvatarForm } } } },
    responses: {
      200: json(AvatarSchema, "The picture's address (also the session's user.image)"),
      ...errorResponses(400, 401, 413, 415, 422),
    },
  });

  const removeAvatar = createRoute({
    method: 'delete',
    path: '/account/avatar',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: 'Remove your profile picture (your initials show instead)',
    middleware: signedIn,
    responses: {
      200: json(AvatarSchema, 'No picture'),
      ...errorResponses(401),
    },
  });

  const avatarFile = createRoute({
    method: 'get',
    path: '/avatars/{userId}/{file}',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Account'],
    summary: "A person's profile picture (WebP, square); anyone signed in",
    middleware: signedIn,
    request: { params: AvatarFileParams },
    responses: {
      200: {
        description: 'The picture (immutable: a new picture gets a new address)',
        content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errorResponses(401, 404),
    },
  });

  const sessionsOf = async (userId: string, currentId: string) =>
    (await listUserSessions(deps.db, userId)).map((s) => {
      const { device, kind } = describeUserAgent(s.userAgent);
      return {
        id: s.id,
        device,
        kind,
        ipAddress: s.ipAddress,
        signedInAt: s.createdAt.toISOString(),
        lastActiveAt: s.updatedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.id === currentId,
      };
    });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(listSessions, async (c) => {
      const viewer = getViewer(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ sessions: await sessionsOf(viewer.user.id, viewer.session.id) }, 200);
    })
    .openapi(revokeSession, async (c) => {
      const viewer = getViewer(c);
      const { id } = c.req.valid('param');
      // Another person's session id is "not found" too: nothing says it exists.
      if (!(await deleteUserSession(deps.db, viewer.user.id, id))) {
        return apiError(c, 404, 'NOT_FOUND', 'No such session (it may have ended already).', {
          fields: { id: 'Not found' },
        });
      }
      return c.json({ sessions: await sessionsOf(viewer.user.id, viewer.session.id) }, 200);
    })
    .openapi(revokeOthers, async (c) => {
      const viewer = getViewer(c);
      await deleteOtherSessions(deps.db, viewer.user.id, viewer.session.id);
      return c.json({ sessions: await sessionsOf(viewer.user.id, viewer.session.id) }, 200);
    })
    .openapi(exportData, async (c) => {
      const viewer = getViewer(c);
      const data = await exportUserData(deps.db, viewer.user.id);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="lotline-account-${day}.json"`);
      return c.json(
        { format: 'lotline-account-export/1' as const, exportedAt: new Date().toISOString(), ...data },
        200,
      );
    })
    .openapi(deletion, async (c) => {
      const viewer = getViewer(c);
      c.header('Cache-Control', 'no-store');
      return c.json(deletionOutcome(await findOwnership(deps.db, viewer.user.id)), 200);
    })
    .openapi(remove, async (c) => {
      const viewer = getViewer(c);
      const { password, confirmDealershipName } = c.req.valid('json');
      try {
        await deps.auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers });
      } catch (error) {
        const mapped = mapThrownAuthError(error);
        if (!mapped) throw error;
        return apiError(c, 400, 'INVALID_PASSWORD', 'That is not your current password.', {
          fields: { password: 'That is not your current password' },
        });
      }
      const outcome = deletionOutcome(await findOwnership(deps.db, viewer.user.id));
      let dealershipDeleted: string | null = null;
      let soleOwned: string | null = null;
      if (outcome.outcome === 'sole-owner' && outcome.dealership) {
        const { name, id } = outcome.dealership;
        if (!confirmDealershipName) {
          return apiError(
            c,
            409,
            'SOLE_OWNER',
            `You are the only owner of ${name}. Make another member an owner in Settings › Team first, or type the dealership's name to delete ${name} and everything in it with your account.`,
            { fields: { confirmDealershipName: `Type "${name}" to delete it with your account` } },
          );
        }
        if (!sameName(confirmDealershipName, name)) {
          return apiError(c, 422, 'NAME_MISMATCH', `The name you typed is not "${name}".`, {
            fields: { confirmDealershipName: `Type "${name}" exactly` },
          });
        }
        soleOwned = id;
        dealershipDeleted = name;
      }
      if (soleOwned) {
        // The dealership goes, so its subscription must stop charging first: if the provider cannot
        // be reached, nothing is deleted and the person can try again.
        const subscription = await findStripeSubscription(deps.db, soleOwned);
        if (subscription) {
          try {
            await checkoutProvider(deps.env).cancelSubscription(subscription);
          } catch {
            return apiError(
              c,
              503,
              'BILLING_UNAVAILABLE',
              `We could not cancel ${dealershipDeleted}'s subscription with the payment provider, so nothing was deleted. Try again in a few minutes.`,
            );
          }
        }
      }
      const avatar = ownAvatarKey(viewer.user.id, await findUserImage(deps.db, viewer.user.id));
      const dealershipFiles = await deleteAccount(deps.db, viewer.user.id, soleOwned);
      await removeFiles(storage, [...dealershipFiles, ...(avatar ? [avatar] : [])]);
      // The session row went with the person; the browser's cookies go too.
      for (const name of ['session_token', 'session_data', 'dont_remember']) {
        deleteCookie(c, `${AUTH_COOKIE_PREFIX}.${name}`, { path: '/' });
        deleteCookie(c, `__Secure-${AUTH_COOKIE_PREFIX}.${name}`, { path: '/', secure: true });
      }
      return c.json({ deleted: true as const, dealershipDeleted }, 200);
    })
    .openapi(uploadAvatar, async (c) => {
      const viewer = getViewer(c);
      const { file: upload } = c.req.valid('form');
      if (upload.size > AVATAR_MAX_BYTES) {
        return apiError(c, 413, 'FILE_TOO_LARGE', `The picture is larger than ${AVATAR_MAX_BYTES / MB} MB.`, {
          fields: { file: `Use a picture of at most ${AVATAR_MAX_BYTES / MB} MB` },
        });
      }
      let body: Uint8Array;
      try {
        body = await processAvatar(new Uint8Array(await upload.arrayBuffer()));
      } catch (error) {
        if (error instanceof PhotoRejected) {
          return apiError(c, error.status, error.code, error.message, { fields: { file: error.message } });
        }
        throw error;
      }
      const file = `${newId()}.webp`;
      await storage.put(avatarKey(viewer.user.id, file), body, 'image/webp');
      const previous = ownAvatarKey(viewer.user.id, await findUserImage(deps.db, viewer.user.id));
      const image = `${AVATAR_PREFIX}${viewer.user.id}/${file}`;
      await setUserImage(deps.db, viewer.user.id, image);
      if (previous) await removeFiles(storage, [previous]);
      return c.json({ image }, 200);
    })
    .openapi(removeAvatar, async (c) => {
      const viewer = getViewer(c);
      const previous = ownAvatarKey(viewer.user.id, await findUserImage(deps.db, viewer.user.id));
      await setUserImage(deps.db, viewer.user.id, null);
      if (previous) await removeFiles(storage, [previous]);
      return c.json({ image: null }, 200);
    })
    .openapi(avatarFile, async (c) => {
      const { userId, file } = c.req.valid('param');
      // Only the picture a person has now: a replaced one is gone, and an id cannot be guessed into a key.
      const current = ownAvatarKey(userId, await findUserImage(deps.db, userId));
      const key = avatarKey(userId, file);
      const stored = current === key ? await storage.get(key) : undefined;
      if (!stored) return apiError(c, 404, 'NOT_FOUND', 'No such picture.');
      return c.body(stored.body, 200, {
        'Cache-Control': 'private, max-age=31536000, immutable',
        'Content-Type': 'image/webp',
        'Content-Length': String(stored.size),
        'X-Content-Type-Options': 'nosniff',
      });
    });
};
