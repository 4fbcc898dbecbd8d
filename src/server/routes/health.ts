import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { pingDatabase } from '../db/queries/health';
import type { AppDeps } from '../deps';
import { defaultHook } from '../errors';

const HealthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) })
  .openapi('Health');

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  ...declareAccess(ACCESS.anyone),
  tags: ['System'],
  summary: 'Liveness and database check',
  responses: {
    200: { description: 'Up, database answering', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'Database not answering', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export const healthRoutes = ({ db }: AppDeps) => {
  // Checks that arrive in the same event-loop turn, or while a ping is under way, share one ping:
  // a burst of probes costs the embedded database's single queue one query per turn, not one each.
  // The ping starts after every request that shares it has arrived, so each answer is current.
  let inFlight: Promise<void> | undefined;
  const ping = () =>
    (inFlight ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => pingDatabase(db))
      .finally(() => {
        inFlight = undefined;
      }));
  return new OpenAPIHono({ defaultHook }).openapi(getHealth, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await ping();
      return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'degraded' as const, database: 'down' as const }, 503);
    }
  });
};
