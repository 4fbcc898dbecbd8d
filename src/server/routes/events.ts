/**
 * GET /api/events: the signed-in person's live events as server-sent events. Each event carries
 * its id (the live-event log's serial id); a reconnecting browser sends Last-Event-ID and gets
 * what it missed, from any instance (the log is in the database). Comments every
 * LIVE_HEARTBEAT_MS keep proxies from closing an idle stream and let the server notice a gone
 * client. The hub (src/server/db/live-hub.ts) delivers events published by this or another instance.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '../../shared/respond';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { latestLiveEventId, liveEventsAfter, type LiveEventRow } from '../db/queries/live-events';
import type { AppDeps } from '../deps';
import { defaultHook, errorResponses } from '../errors';

const EventsQuery = z.object({
  /** For clients that cannot set headers (EventSource sets Last-Event-ID itself on reconnect). */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

const toSse = (row: LiveEventRow) => ({
  id: String(row.id),
  event: row.type,
  data: JSON.stringify({ ...row.data, at: row.createdAt.toISOString() }),
});

export const eventsRoutes = (deps: AppDeps) => {
  const route = createRoute({
    method: 'get',
    path: '/events',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Live'],
    summary:
      'Your live events (server-sent events): messages, read receipts, unread counts, lead changes, notifications. Resume with Last-Event-ID',
    middleware: requireAccess(deps, ACCESS.signedIn),
    request: {
      query: EventsQuery,
      headers: z.object({
        'last-event-id': z
          .string()
          .max(20)
          .optional()
          // Named as its key (zod-to-openapi refuses another name); header names are case-insensitive.
          .openapi({ param: { name: 'last-event-id', in: 'header' } }),
      }),
    },
    responses: {
      200: {
        description: 'An endless text/event-stream',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      ...errorResponses(400, 401),
    },
  });

  return new OpenAPIHono<ViewerEnv>({ defaultHook }).openapi(route, async (c) => {
    const viewer = getViewer(c);
    const header = Number(c.req.header('Last-Event-ID'));
    const query = c.req.valid('query').lastEventId;
    const resumeFrom = Number.isSafeInteger(header) && header > 0 ? header : query;
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // Subscribe first, replay second, so nothing published in between is lost; the ids dedupe.
      let sentUpTo = resumeFrom ?? (await latestLiveEventId(deps.db));
      const queue: LiveEventRow[] = [];
      let replaying = true;
      let wake: (() => void) | undefined;
      const write = async (row: LiveEventRow) => {
        if (row.id <= sentUpTo) return;
        sentUpTo = row.id;
        await stream.writeSSE(toSse(row));
      };
      const unsubscribe = await deps.live.subscribe(viewer.user.id, (row) => {
        queue.push(row);
        if (!replaying) wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        await stream.write(`retry: ${LIVE_RETRY_MS}\n\n`);
        if (resumeFrom !== undefined) {
          for (const row of await liveEventsAfter(deps.db, viewer.user.id, resumeFrom)) await write(row);
        }
        replaying = false;
        while (!stream.aborted && !stream.closed) {
          while (queue.length) await write(queue.shift()!);
          let beat = false;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              beat = true;
              resolve();
            }, LIVE_HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          if (beat && !stream.aborted) await stream.write(': ping\n\n');
        }
      } finally {
        unsubscribe();
      }
    }) as never;
  });
};
