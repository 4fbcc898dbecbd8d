import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { loadViewer } from '../auth/authorize';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { listOutboxEmails } from '../db/queries/mail';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The outbox is a developer's and the test harness's window on local email, never a public one:
 * it answers a caller on this machine (socket address on loopback, not relayed by a proxy, since a
 * proxy on the same host makes everyone look local) or a signed-in platform admin; anyone else gets 403.
 */
const localOrAdminOnly =
  ({ auth, db }: AppDeps): MiddlewareHandler =>
  async (c, next) => {
    const remote = c.get('clientIp' as never) as string | undefined;
    const proxied = PROXY_HEADERS.some((h) => c.req.header(h) !== undefined);
    if (remote && LOOPBACK.test(remote) && !proxied) return next();
    const viewer = await loadViewer(auth, db, c.req.raw.headers);
    if (viewer?.roles.includes('admin')) return next();
    return apiError(
      c,
      403,
      'OUTBOX_LOCAL_ONLY',
      'The outbox answers only on the machine running the server, or to a platform admin.',
    );
  };

const OutboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    text: z.string(),
    html: z.string(),
    data: z.record(z.string(), z.string()).openapi({ description: 'code / url, so tests need not parse the body' }),
    status: z.enum(['stored', 'sent', 'failed']),
    createdAt: z.string(),
  })
  .openapi('OutboxEmail');

const listOutbox = (deps: AppDeps) =>
  createRoute({
    method: 'get',
    path: '/outbox',
    middleware: localOrAdminOnly(deps),
    ...declareAccess(ACCESS.localOrAdmin),
    tags: ['Development'],
    summary:
      'Latest emails, newest first. Only when the server runs with OUTBOX_API=1 (never in production), and only to loopback callers or a platform admin',
    request: {
      query: z.object({
        to: z.string().max(254).optional(),
        limit: z.coerce.number().int().min(1).max(100).default(20),
      }),
    },
    responses: {
      200: {
        description: 'Emails',
        content: { 'application/json': { schema: z.object({ emails: z.array(OutboxEmailSchema) }) } },
      },
      ...errorResponses(400, 403),
    },
  });

export const outboxRoutes = (deps: AppDeps) =>
  new OpenAPIHono({ defaultHook }).openapi(listOutbox(deps), async (c) => {
    const { db } = deps;
    const { to, limit } = c.req.valid('query');
    const rows = await listOutboxEmails(db, { to, limit });
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        emails: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          kind: r.kind,
          text: r.text,
          html: r.html,
          data: r.data,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      },
      200,
    );
  });
