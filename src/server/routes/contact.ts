import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { COMPANY } from '../../content/company';
import { AcceptedSchema, CONTACT_TOPIC_LABELS, ContactSchema } from '../../shared/schemas/marketing';
import { insertContactMessage } from '../db/queries/marketing';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { contactConfirmationEmail, contactNotificationEmail } from '../mail/templates';

/**
 * A fixed-window limit per client address, in memory: one per app instance, so each test app
 * starts clean. Enough for one process; several processes would move it to the rate_limits table.
 */
export const createRateLimiter = (limit: number, windowMs: number) => {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return (key: string, now = Date.now()): { ok: true } | { ok: false; retryAfter: number } => {
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      hits.set(key, { count: 1, resetAt: now + windowMs });
      return { ok: true };
    }
    entry.count += 1;
    if (entry.count > limit) return { ok: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
    return { ok: true };
  };
};

/** main.ts puts the socket address on the context (see app.ts); without it (tests) the client-IP header counts. */
export const clientIp = (c: Context): string =>
  (c.get('clientIp' as never) as string | undefined) ?? c.req.header(CLIENT_IP_HEADER) ?? 'unknown';

/** The 429 answer when this client sent too many forms lately; undefined lets the request through. */
export const rejectIfRateLimited = (
  c: Context,
  limit: ReturnType<typeof createRateLimiter>,
  enabled: boolean,
  message: string,
) => {
  if (!enabled) return undefined;
  const verdict = limit(clientIp(c));
  if (verdict.ok) return undefined;
  c.header('Retry-After', String(verdict.retryAfter));
  return apiError(c, 429, 'RATE_LIMITED', message, { retryAfter: verdict.retryAfter });
};

export const FORM_RATE_LIMIT = 5;
export const FORM_RATE_WINDOW_MS = 10 * 60 * 1000;

const postContact = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: 'Send a message to the Lotline team (stored; the team is notified and the sender gets a confirmation)',
  description: `Limited to ${FORM_RATE_LIMIT} messages per 10 minutes per address. The \`website\` field must stay empty.`,
  request: {
    body: { required: true, content: { 'application/json': { schema: ContactSchema.openapi('ContactInput') } } },
  },
  responses: {
    202: { description: 'Received', content: { 'application/json': { schema: AcceptedSchema } } },
    ...errorResponses(400, 429),
  },
});

export const contactRoutes = ({ db, mail, env }: Pick<AppDeps, 'db' | 'mail' | 'env'>) => {
  const limit = createRateLimiter(FORM_RATE_LIMIT, FORM_RATE_WINDOW_MS);
  return new OpenAPIHono({ defaultHook }).openapi(postContact, async (c) => {
    const limited = rejectIfRateLimited(
      c,
      limit,
      env.rateLimitEnabled,
      'You have sent several messages in a short time. Please try again in a few minutes.',
    );
    if (limited) return limited;
    const input = c.req.valid('json');
    // A filled honeypot is a bot: answer exactly like a success, keep nothing, send nothing.
    if (input.website) return c.json({ ok: true as const }, 202);
    await insertContactMessage(db, {
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
    });
    const topic = CONTACT_TOPIC_LABELS[input.topic];
    await mail.send(
      COMPANY.teamInbox,
      contactNotificationEmail({ name: input.name, email: input.email, topic, message: input.message }),
    );
    await mail.send(input.email, contactConfirmationEmail({ name: input.name }));
    return c.json({ ok: true as const }, 202);
  });
};
