import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { COMPANY } from '../../content/company';
import { PLANS } from '../../shared/plans';
import { QuoteCreatedSchema, QuoteSchema, type Quote } from '../../shared/schemas/marketing';
import { insertQuoteRequest } from '../db/queries/marketing';
import type { AppDeps } from '../deps';
import { defaultHook, errorResponses } from '../errors';
import type { EmailContent } from '../mail/templates';
import { FORM_RATE_LIMIT, rejectIfRateLimited } from '../middleware/rate-limit';

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
const planName = (id: string) => PLANS.find((p) => p.id === id)?.name ?? id;

const quoteNotificationEmail = (reference: string, q: Quote): EmailContent => {
  const lines = [
    `Reference: ${reference}`,
    `Name: ${q.name}`,
    `Email: ${q.email}`,
    `Phone: ${q.phone}`,
    `Dealership: ${q.dealership}`,
    `Rooftops: ${q.rooftops}`,
    `Vehicles sold per month: ${q.monthlyUnits}`,
    `Plan of interest: ${planName(q.plan)}`,
    '',
    q.message || '(no message)',
  ];
  const subject = `Quote request ${reference} — ${q.dealership}`;
  return {
    kind: 'quote-notification',
    subject,
    data: { reference, email: q.email },
    text: `${lines.join('\n')}\n`,
    html: `<p style="white-space:pre-wrap">${esc(lines.join('\n'))}</p>`,
  };
};

/**
 * Goes to an address nobody has verified: it carries nothing the sender wrote (name, dealership,
 * message), so the form cannot be used to send our email with someone else's words to a stranger.
 */
const quoteConfirmationEmail = (reference: string, q: Quote): EmailContent => {
  const subject = `Your Lotline quote request ${reference}`;
  const text = `Hello,\n\nThanks for your quote request. Your reference is ${reference}.\n\nA member of our sales team will reply within one business day with a quote for the ${planName(q.plan)} plan and, if you like, a time for a 30-minute walkthrough with your own inventory.\n\nQuestions in the meantime: ${COMPANY.emails.sales}\n`;
  return {
    kind: 'quote-confirmation',
    subject,
    data: { reference },
    text,
    html: text
      .split('\n\n')
      .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  };
};

const postQuote = createRoute({
  method: 'post',
  path: '/quotes',
  ...declareAccess(ACCESS.anyone),
  tags: ['Contact'],
  summary: 'Request a quote from sales; answers with the reference (Q-YYYY-NNNNNN)',
  description: `Limited to ${FORM_RATE_LIMIT} requests per 10 minutes per address. The \`website\` field must stay empty.`,
  request: { body: { required: true, content: { 'application/json': { schema: QuoteSchema.openapi('QuoteInput') } } } },
  responses: {
    201: {
      description: 'Stored',
      content: { 'application/json': { schema: QuoteCreatedSchema.openapi('QuoteCreated') } },
    },
    ...errorResponses(400, 429),
  },
});

export const quotesRoutes = ({ db, mail, env }: Pick<AppDeps, 'db' | 'mail' | 'env'>) => {
  let decoy = 0;
  return new OpenAPIHono({ defaultHook }).openapi(postQuote, async (c) => {
    const limited = await rejectIfRateLimited(c, {
      db,
      enabled: env.rateLimitEnabled,
      name: 'quote',
      message: 'You have sent several requests in a short time. Please try again in a few minutes.',
    });
    if (limited) return limited;
    const input = c.req.valid('json');
    if (input.website) {
      // A bot gets a plausible reference that belongs to nothing; nothing is stored or sent.
      decoy += 1;
      return c.json(
        { reference: `Q-${new Date().getUTCFullYear()}-${String(900000 + (decoy % 99999)).padStart(6, '0')}` },
        201,
      );
    }
    const reference = await insertQuoteRequest(db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      dealershipName: input.dealership,
      rooftops: input.rooftops,
      monthlyUnits: input.monthlyUnits,
      plan: input.plan,
      message: input.message || null,
    });
    await mail.send(COMPANY.salesInbox, quoteNotificationEmail(reference, input));
    await mail.send(input.email, quoteConfirmationEmail(reference, input));
    return c.json({ reference }, 201);
  });
};
