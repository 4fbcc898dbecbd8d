import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { pingDatabase } from '../db/queries';
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
  // Checks that arrive while a ping is on its way share its answer: a burst of probes (or a load
  // balancer per instance) costs the database one query, not one each in the embedded database's
  // single queue. Every answer still comes from a ping that started after the request arrived or
  // is under way.
  let inFlight: Promise<void> | undefined;
  const ping = () =>
    (inFlight ??= pingDatabase(db).finally(() => {
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
