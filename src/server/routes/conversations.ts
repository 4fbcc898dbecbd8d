/**
 * Messages: conversations per (vehicle, shopper, dealership). A shopper's first message about a
 * listed vehicle opens the conversation, its lead (routed by the dealership's setting) and the
 * customer (matched by email) in one transaction; an Idempotency-Key makes a retried send answer
 * the first one instead of sending twice. Shoppers see only their own conversations; dealer staff
 * see their dealership's (sales: their leads' and unassigned ones); anyone else's id is a 404.
 * Bodies are plain text up to MESSAGE_BODY_MAX characters; each person may send MESSAGE_RATE_LIMIT
 * messages per minute (429 with Retry-After).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CONVERSATIONS_PAGE_SIZE,
  IDEMPOTENCY_HEADER,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_MS,
} from '../../shared/respond';
import {
  ConversationQuerySchema,
  ConversationSchema as SharedConversationSchema,
  ConversationsPageSchema as SharedConversationsPageSchema,
  idempotencyKeyField,
  MarkReadSchema,
  MessageSchema as SharedMessageSchema,
  ReadStateSchema as SharedReadStateSchema,
  SendMessageSchema,
  StartConversationSchema,
  ThreadPageSchema as SharedThreadPageSchema,
  ThreadQuerySchema,
  UnreadCountsSchema as SharedUnreadCountsSchema,
} from '../../shared/schemas/messages';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import {
  findConversation,
  findMessage,
  findMessageableVehicle,
  findReadState,
  lastSeq,
  listConversations,
  listMessages,
  markRead,
  sendReply,
  sendShopperMessage,
  unreadMessageTotal,
  type ConversationRow,
  type Viewpoint,
} from '../db/queries/conversations';
import { claimIdempotencyKey, completeIdempotencyKey, requestHash, type KeyRef } from '../db/queries/idempotency';
import { countUnreadNotifications } from '../db/queries/notifications';
import { hitRateLimit } from '../db/queries/rate-limits';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { toConversation, toConversationSummary, toMessage } from '../respond/answers';
import { publishMessage, publishRead, type ConversationRef } from '../respond/effects';
import { onMessageSent } from '../respond/notify';
import { IdParam, body, json } from './openapi-parts';

const MessageSchema = z.object(SharedMessageSchema.shape).openapi('Message');
const ConversationSchema = z.object(SharedConversationSchema.shape).openapi('Conversation');
const ConversationsPageSchema = z.object(SharedConversationsPageSchema.shape).openapi('ConversationsPage');
const ThreadPageSchema = z.object(SharedThreadPageSchema.shape).openapi('ThreadPage');
const ReadStateSchema = z.object(SharedReadStateSchema.shape).openapi('ReadState');
const UnreadCountsSchema = z.object(SharedUnreadCountsSchema.shape).openapi('UnreadCounts');
const SendResultSchema = z
  .object({ message: MessageSchema, conversation: ConversationSchema, created: z.boolean() })
  .openapi('SendResult');

const IdempotencyHeaders = z.object({
  'idempotency-key': idempotencyKeyField.optional().openapi({
    // The param's name must be the key (zod-to-openapi throws "Conflicting names for parameter"); header names are case-insensitive.
    param: { name: 'idempotency-key', in: 'header' },
    description:
      'A unique string per send (a UUID): a retry with the same key answers the first send, never sends twice',
  }),
});

const dealerViewpoint = (viewer: Viewer): Viewpoint | undefined =>
  viewer.membership
    ? {
        userId: viewer.user.id,
        side: 'dealer',
        organizationId: viewer.membership.organizationId,
        role: viewer.membership.role,
      }
    : undefined;
const shopperViewpoint = (viewer: Viewer): Viewpoint => ({ userId: viewer.user.id, side: 'shopper' });

/** The viewpoint for lists: dealer staff see the dealer side unless they ask for their own shopping. */
const listViewpoint = (viewer: Viewer, as: string | undefined) =>
  (as !== 'shopper' && dealerViewpoint(viewer)) || shopperViewpoint(viewer);

/** A conversation the viewer takes part in, from whichever side they are on; undefined is a 404. */
const openConversation = async (deps: AppDeps, viewer: Viewer, id: string) => {
  const dealer = dealerViewpoint(viewer);
  if (dealer) {
    const row = await findConversation(deps.db, dealer, id);
    if (row) return { row, viewpoint: dealer };
  }
  const shopper = shopperViewpoint(viewer);
  const row = await findConversation(deps.db, shopper, id);
  return row ? { row, viewpoint: shopper } : undefined;
};

const notFound = (c: Context) => apiError(c, 404, 'CONVERSATION_NOT_FOUND', 'This conversation is not yours to see.');

const refOf = (row: ConversationRow): ConversationRef => ({
  id: row.id,
  organizationId: row.organizationId,
  shopperId: row.shopperId,
  assigneeId: row.assigneeId,
});

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Runs `work`, again once if a concurrent first message won a unique index (it then continues that one). */
const retryOnConflict = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return work();
  }
};

export const conversationsRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, ACCESS.signedIn);
  const tags = ['Messages'];

  /** 429 once a person has sent MESSAGE_RATE_LIMIT messages in the window; undefined lets it through. */
  const rateLimited = async (c: Context, userId: string) => {
    if (!deps.env.rateLimitEnabled) return undefined;
    const now = Date.now();
    const hit = await hitRateLimit(deps.db, `message:${userId}`, MESSAGE_RATE_WINDOW_MS, now);
    if (hit.count <= MESSAGE_RATE_LIMIT) return undefined;
    const retryAfter = Math.max(1, Math.ceil((hit.windowStart + MESSAGE_RATE_WINDOW_MS - now) / 1000));
    c.header('Retry-After', String(retryAfter));
    return apiError(
      c,
      429,
      'RATE_LIMITED',
      `You are sending messages faster than ${MESSAGE_RATE_LIMIT} a minute. Wait ${retryAfter} seconds, then send again.`,
      { retryAfter },
    );
  };

  /** The send's answer as the sender sees it. */
  const sendAnswer = async (viewer: Viewer, conversationId: string, messageId: string, created: boolean) => {
    const opened = await openConversation(deps, viewer, conversationId);
    if (!opened) return undefined;
    const message = await findMessage(deps.db, messageId);
    if (message?.conversationId !== conversationId) return undefined;
    const dealerView = opened.viewpoint.side === 'dealer';
    return {
      message: toMessage(message),
      conversation: toConversation(opened.row, dealerView, await findReadState(deps.db, conversationId)),
      created,
    };
  };

  const keyRef = (c: Context, viewer: Viewer, scope: string, request: unknown): KeyRef | undefined => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    return key ? { userId: viewer.user.id, scope, key, hash: requestHash(request) } : undefined;
  };

  const idempotencyMismatch = (c: Context) =>
    apiError(c, 422, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for a different message.', {
      fields: { [IDEMPOTENCY_HEADER]: 'Use a new key for a new message' },
    });

  const start = createRoute({
    method: 'post',
    path: '/conversations',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary:
      "Message a dealer about a listed vehicle: the first message opens the conversation, the dealership's lead and its customer, atomically",
    middleware: guard,
    request: { headers: IdempotencyHeaders, ...body(StartConversationSchema) },
    responses: {
      200: json(SendResultSchema, 'Sent in the existing conversation (or a retried send answered again)'),
      201: json(SendResultSchema, 'Sent: a new conversation and lead'),
      ...errorResponses(400, 401, 404, 422, 429),
    },
  });

  const list = createRoute({
    method: 'get',
    path: '/conversations',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary:
      "Your conversations, newest first, with unread counts (dealer staff: the dealership's; as=shopper: your own as a shopper)",
    middleware: guard,
    request: { query: ConversationQuerySchema.extend({ as: z.enum(['dealer', 'shopper']).optional() }) },
    responses: { 200: json(ConversationsPageSchema, 'One page of conversations'), ...errorResponses(400, 401) },
  });

  const get = createRoute({
    method: 'get',
    path: '/conversations/{id}',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'A conversation with its vehicle card and read receipts',
    middleware: guard,
    request: { params: IdParam },
    responses: {
      200: json(z.object({ conversation: ConversationSchema }), 'The conversation'),
      ...errorResponses(401, 404),
    },
  });

  const thread = createRoute({
    method: 'get',
    path: '/conversations/{id}/messages',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'A page of the thread, newest page first; `before` pages back',
    middleware: guard,
    request: { params: IdParam, query: ThreadQuerySchema },
    responses: {
      200: json(ThreadPageSchema, 'Messages, oldest first within the page'),
      ...errorResponses(400, 401, 404),
    },
  });

  const send = createRoute({
    method: 'post',
    path: '/conversations/{id}/messages',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Send a message in a conversation you take part in',
    middleware: guard,
    request: { params: IdParam, headers: IdempotencyHeaders, ...body(SendMessageSchema) },
    responses: {
      200: json(SendResultSchema, 'A retried send, answered again'),
      201: json(SendResultSchema, 'Sent'),
      ...errorResponses(400, 401, 404, 422, 429),
    },
  });

  const read = createRoute({
    method: 'post',
    path: '/conversations/{id}/read',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Mark the conversation read (up to a message, default the newest)',
    middleware: guard,
    request: { params: IdParam, ...body(MarkReadSchema) },
    responses: {
      200: json(z.object({ readState: ReadStateSchema, unreadTotal: z.number().int() }), 'Read'),
      ...errorResponses(400, 401, 404),
    },
  });

  const unread = createRoute({
    method: 'get',
    path: '/unread',
    ...declareAccess(ACCESS.signedIn),
    tags,
    summary: 'Your unread messages and notifications (the sidebar badge and the bell)',
    middleware: guard,
    responses: { 200: json(UnreadCountsSchema, 'Counts'), ...errorResponses(401) },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(start, async (c) => {
      const viewer = getViewer(c);
      const input = c.req.valid('json');
      const vehicle = await findMessageableVehicle(deps.db, input.vehicleId);
      if (!vehicle)
        return apiError(c, 404, 'VEHICLE_NOT_FOUND', 'This vehicle is not on the marketplace any more.', {
          fields: { vehicleId: 'Not on the marketplace' },
        });
      if (viewer.membership?.organizationId === vehicle.organizationId)
        return apiError(
          c,
          422,
          'OWN_DEALERSHIP',
          'This vehicle is in your own inventory: you cannot message yourself about it.',
        );
      const limited = await rateLimited(c, viewer.user.id);
      if (limited) return limited;
      const ref = keyRef(c, viewer, 'conversation.start', input);
      const user = viewer.user as Viewer['user'] & { firstName?: string | null; lastName?: string | null };
      const shopper = {
        id: viewer.user.id,
        email: viewer.user.email,
        firstName: user.firstName || viewer.user.name || viewer.user.email,
        lastName: user.firstName ? (user.lastName ?? null) : null,
      };
      const outcome = await retryOnConflict(() =>
        deps.db.transaction(async (tx) => {
          if (ref) {
            const claim = await claimIdempotencyKey(tx, ref);
            if (claim.kind !== 'claimed') return claim;
          }
          const sent = await sendShopperMessage(tx, vehicle, shopper, input.body);
          if (ref) await completeIdempotencyKey(tx, ref, sent.created ? 201 : 200, sent);
          return { kind: 'sent' as const, ...sent };
        }),
      );
      if (outcome.kind === 'mismatch') return idempotencyMismatch(c);
      const sent =
        outcome.kind === 'replay'
          ? { ...(outcome.response as { conversationId: string; messageId: string; created: boolean }), replay: true }
          : { ...outcome, replay: false };
      const answer = await sendAnswer(viewer, sent.conversationId, sent.messageId, sent.created);
      if (!answer) return notFound(c);
      if (!sent.replay) {
        const conversation = await findConversation(deps.db, shopperViewpoint(viewer), sent.conversationId);
        if (conversation) {
          await publishMessage(deps, refOf(conversation), sent.messageId, {
            leadCreated: sent.created ? conversation.leadId : null,
          });
          await onMessageSent(deps, conversation, sent.messageId, 'shopper', sent.created);
        }
      }
      return c.json(answer, sent.created && !sent.replay ? 201 : 200);
    })
    .openapi(list, async (c) => {
      const viewer = getViewer(c);
      const query = c.req.valid('query');
      const viewpoint = listViewpoint(viewer, query.as);
      const page = await listConversations(deps.db, viewpoint, query);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: page.items.map((r) => toConversationSummary(r, viewpoint.side === 'dealer')),
          total: page.total,
          page: query.page,
          pageSize: CONVERSATIONS_PAGE_SIZE,
          unreadTotal: await unreadMessageTotal(deps.db, viewpoint),
        },
        200,
      );
    })
    .openapi(get, async (c) => {
      const viewer = getViewer(c);
      const opened = await openConversation(deps, viewer, c.req.valid('param').id);
      if (!opened) return notFound(c);
      c.header('Cache-Control', 'no-store');
      const readState = await findReadState(deps.db, opened.row.id);
      return c.json({ conversation: toConversation(opened.row, opened.viewpoint.side === 'dealer', readState) }, 200);
    })
    .openapi(thread, async (c) => {
      const viewer = getViewer(c);
      const opened = await openConversation(deps, viewer, c.req.valid('param').id);
      if (!opened) return notFound(c);
      const { before, limit } = c.req.valid('query');
      const page = await listMessages(deps.db, opened.row.id, before, limit);
      c.header('Cache-Control', 'no-store');
      return c.json(
        { items: page.items.map(toMessage), nextBefore: page.more ? (page.items[0]?.id ?? null) : null },
        200,
      );
    })
    .openapi(send, async (c) => {
      const viewer = getViewer(c);
      const opened = await openConversation(deps, viewer, c.req.valid('param').id);
      if (!opened) return notFound(c);
      const input = c.req.valid('json');
      const limited = await rateLimited(c, viewer.user.id);
      if (limited) return limited;
      const ref = keyRef(c, viewer, `conversation.send:${opened.row.id}`, input);
      const outcome = await deps.db.transaction(async (tx) => {
        if (ref) {
          const claim = await claimIdempotencyKey(tx, ref);
          if (claim.kind !== 'claimed') return claim;
        }
        const message = await sendReply(
          tx,
          opened.row,
          { id: viewer.user.id, side: opened.viewpoint.side },
          input.body,
        );
        const sent = { conversationId: opened.row.id, messageId: message.id, created: false };
        if (ref) await completeIdempotencyKey(tx, ref, 201, sent);
        return { kind: 'sent' as const, ...sent };
      });
      if (outcome.kind === 'mismatch') return idempotencyMismatch(c);
      const messageId =
        outcome.kind === 'replay' ? (outcome.response as { messageId: string }).messageId : outcome.messageId;
      const answer = await sendAnswer(viewer, opened.row.id, messageId, false);
      if (!answer) return notFound(c);
      if (outcome.kind === 'sent') {
        await publishMessage(deps, refOf(opened.row), messageId);
        await onMessageSent(deps, opened.row, messageId, opened.viewpoint.side, false);
      }
      return c.json(answer, outcome.kind === 'replay' ? 200 : 201);
    })
    .openapi(read, async (c) => {
      const viewer = getViewer(c);
      const opened = await openConversation(deps, viewer, c.req.valid('param').id);
      if (!opened) return notFound(c);
      const { upToMessageId } = c.req.valid('json');
      let upTo = await lastSeq(deps.db, opened.row.id);
      if (upToMessageId) {
        const message = await findMessage(deps.db, upToMessageId);
        if (message?.conversationId !== opened.row.id)
          return apiError(c, 400, 'VALIDATION_FAILED', 'That message is not in this conversation.', {
            fields: { upToMessageId: 'Not a message of this conversation' },
          });
        upTo = message!.seq;
      }
      const before = Number(opened.row.unread);
      await markRead(deps.db, opened.row.id, viewer.user.id, opened.viewpoint.side, upTo);
      const readState = await findReadState(deps.db, opened.row.id);
      const unreadTotal = await unreadMessageTotal(deps.db, opened.viewpoint);
      // Only a read that changed something is news for the other side's receipts.
      if (before > 0) {
        const side = opened.viewpoint.side;
        await publishRead(deps, refOf(opened.row), opened.viewpoint, {
          readAt: (side === 'shopper' ? readState.shopperReadAt : readState.dealerReadAt) ?? new Date().toISOString(),
          lastReadMessageId:
            side === 'shopper' ? readState.shopperLastReadMessageId : readState.dealerLastReadMessageId,
        });
      }
      return c.json({ readState, unreadTotal }, 200);
    })
    .openapi(unread, async (c) => {
      const viewer = getViewer(c);
      const dealer = dealerViewpoint(viewer);
      const shopper = shopperViewpoint(viewer);
      const messages =
        (dealer ? await unreadMessageTotal(deps.db, dealer) : 0) + (await unreadMessageTotal(deps.db, shopper));
      c.header('Cache-Control', 'no-store');
      return c.json({ messages, notifications: await countUnreadNotifications(deps.db, viewer.user.id) }, 200);
    });
};
