import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { listOutboxEmails } from '../db/queries';
import type { AppDeps } from '../deps';
import { defaultHook, errorResponses } from '../errors';

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

const listOutbox = createRoute({
  method: 'get',
  path: '/outbox',
  tags: ['Development'],
  summary: 'Latest emails, newest first (not available when NODE_ENV=production)',
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
    ...errorResponses(400),
  },
});

export const outboxRoutes = ({ db }: AppDeps) =>
  new OpenAPIHono({ defaultHook }).openapi(listOutbox, async (c) => {
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
