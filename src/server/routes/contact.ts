import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { COMPANY } from '../../content/company';
import { AcceptedSchema, CONTACT_TOPIC_LABELS, ContactSchema } from '../../shared/schemas/marketing';
import { insertContactMessage } from '../db/queries/marketing';
import type { AppDeps } from '../deps';
import { defaultHook, errorResponses } from '../errors';
import { contactConfirmationEmail, contactNotificationEmail } from '../mail/templates';
import { FORM_RATE_LIMIT, rejectIfRateLimited } from '../middleware/rate-limit';

const postContact = createRoute({
  method: 'post',
  path: '/contact',
  ...declareAccess(ACCESS.anyone),
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
  return new OpenAPIHono({ defaultHook }).openapi(postContact, async (c) => {
    const limited = await rejectIfRateLimited(c, {
      db,
      enabled: env.rateLimitEnabled,
      name: 'contact',
      message: 'You have sent several messages in a short time. Please try again in a few minutes.',
    });
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
    await mail.send(input.email, contactConfirmationEmail());
    return c.json({ ok: true as const }, 202);
  });
};
