/**
 * Notifications: the signed-in person's list (read / unread, mark read, mark all read) and their
 * per-event preferences (in-app, email). The emailed unsubscribe link works without signing in:
 * its signed token names the person and the kind, and is the only credential those two routes take.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from '../../shared/respond';
import {
  MarkNotificationsReadSchema,
  NotificationPreferencesSchema as SharedPreferencesSchema,
  NotificationQuerySchema,
  NotificationSchema as SharedNotificationSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema as SharedUnsubscribeResultSchema,
  UpdateNotificationPreferencesSchema,
} from '../../shared/schemas/notifications';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { findUserById } from '../db/queries/auth';
import {
  countUnreadNotifications,
  findPreferences,
  listNotifications,
  markNotificationsRead,
  savePreference,
} from '../db/queries/notifications';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { readUnsubscribeToken, toNotification } from '../respond/notify';
import { body, json } from './openapi-parts';

const NotificationSchema = z.object(SharedNotificationSchema.shape).openapi('Notification');
const NotificationsPageSchema = z
  .object({
    items: z.array(NotificationSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unreadCount: z.number().int(),
  })
  .openapi('NotificationsPage');
const PreferencesSchema = z.object(SharedPreferencesSchema.shape).openapi('NotificationPreferences');
const UnsubscribeResultSchema = z.object(SharedUnsubscribeResultSchema.shape).openapi('UnsubscribeResult');

export const notificationsRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, ACCESS.signedIn);
  const tags = ['Notifications'];

  const list = createRoute({
    method: 'get',
    path: '/notifications',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Your notifications, newest first, with the unread count',
    middleware: guard,
    request: { query: NotificationQuerySchema },
    responses: { 200: json(NotificationsPageSchema, 'One page'), ...errorResponses(400, 401) },
  });
  const read = createRoute({
    method: 'post',
    path: '/notifications/read',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Mark notifications read (these ids, or all)',
    middleware: guard,
    request: body(MarkNotificationsReadSchema),
    responses: { 200: json(z.object({ unreadCount: z.number().int() }), 'Read'), ...errorResponses(400, 401) },
  });
  const getPreferences = createRoute({
    method: 'get',
    path: '/notifications/preferences',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Which events reach you in the app and by email',
    middleware: guard,
    responses: { 200: json(PreferencesSchema, 'Preferences'), ...errorResponses(401) },
  });
  const patchPreferences = createRoute({
    method: 'patch',
    path: '/notifications/preferences',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Change some of your notification preferences',
    middleware: guard,
    request: body(UpdateNotificationPreferencesSchema),
    responses: { 200: json(PreferencesSchema, 'Saved'), ...errorResponses(400, 401) },
  });
  const previewUnsubscribe = createRoute({
    method: 'get',
    path: '/notifications/unsubscribe',
    ...declareAccess(ACCESS.anyone),
    tags,
    summary: 'What an emailed unsubscribe link turns off (changes nothing; the token is the credential)',
    request: { query: UnsubscribeQuerySchema },
    responses: { 200: json(UnsubscribeResultSchema, 'The link is valid'), ...errorResponses(400, 404) },
  });
  const unsubscribe = createRoute({
    method: 'post',
    path: '/notifications/unsubscribe',
    ...declareAccess(ACCESS.anyone),
    tags,
    summary: 'Stop the emails of one kind, from the emailed link, without signing in',
    request: body(UnsubscribeQuerySchema),
    responses: { 200: json(UnsubscribeResultSchema, 'Done'), ...errorResponses(400, 404) },
  });

  /** The person and kind a token names, when it is ours and the person still exists. */
  const resolve = async (token: string) => {
    const parsed = readUnsubscribeToken(deps.env.authSecret, token);
    if (!parsed) return undefined;
    const user = await findUserById(deps.db, parsed.userId);
    return user ? { ...parsed, email: user.email } : undefined;
  };
  const sentence = (kind: (typeof NOTIFICATION_KINDS)[number]) =>
    `You will no longer get emails about: ${NOTIFICATION_KIND_LABELS[kind].toLowerCase()}. You can turn them back on from the Notifications page.`;

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(list, async (c) => {
      const userId = getViewer(c).user.id;
      const query = c.req.valid('query');
      const page = await listNotifications(deps.db, userId, query.filter, query.page);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: page.items.map(toNotification),
          total: page.total,
          page: query.page,
          pageSize: NOTIFICATIONS_PAGE_SIZE,
          unreadCount: await countUnreadNotifications(deps.db, userId),
        },
        200,
      );
    })
    .openapi(read, async (c) => {
      const userId = getViewer(c).user.id;
      const input = c.req.valid('json');
      await markNotificationsRead(deps.db, userId, input.all ? 'all' : (input.ids ?? []));
      const unreadCount = await countUnreadNotifications(deps.db, userId);
      await deps.live.publish([{ userId, type: 'notifications.read', data: { unreadCount } }]);
      return c.json({ unreadCount }, 200);
    })
    .openapi(getPreferences, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ preferences: await findPreferences(deps.db, getViewer(c).user.id) }, 200);
    })
    .openapi(patchPreferences, async (c) => {
      const userId = getViewer(c).user.id;
      const current = await findPreferences(deps.db, userId);
      const { preferences } = c.req.valid('json');
      for (const kind of NOTIFICATION_KINDS) {
        const change = preferences[kind];
        if (change) await savePreference(deps.db, userId, kind, { ...current[kind], ...change });
      }
      return c.json({ preferences: await findPreferences(deps.db, userId) }, 200);
    })
    .openapi(previewUnsubscribe, async (c) => {
      const found = await resolve(c.req.valid('query').token);
      if (!found) return apiError(c, 404, 'LINK_NOT_VALID', 'This unsubscribe link is not valid.');
      return c.json({ kind: found.kind, email: found.email, message: sentence(found.kind) }, 200);
    })
    .openapi(unsubscribe, async (c) => {
      const found = await resolve(c.req.valid('json').token);
      if (!found) return apiError(c, 404, 'LINK_NOT_VALID', 'This unsubscribe link is not valid.');
      const current = (await findPreferences(deps.db, found.userId))[found.kind];
      await savePreference(deps.db, found.userId, found.kind, { ...current, email: false });
      return c.json({ kind: found.kind, email: found.email, message: sentence(found.kind) }, 200);
    });
};
