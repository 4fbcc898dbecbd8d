/**
 * Billing (issue 11 › Billing; DOMAIN.md › Areas › Billing, › Decisions › Plans and prices,
 * › Checkout): the plan in force with usage meters, what each plan change would mean, invoices with
 * a printable page, and checkout through the payment provider — the built-in test checkout (no card
 * is charged) or Stripe Checkout and its signed webhook. Owners change billing; managers read it.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  BillingSchema as SharedBillingSchema,
  CheckoutSchema as SharedCheckoutSchema,
  StartCheckoutSchema,
  type Billing,
  type Checkout,
} from '../../shared/schemas/billing';
import { formatUsd, limitOf, planById, planIsOpen, PLAN_IDS, type PlanId } from '../../shared/plans';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { changeBlocker, changeKind, priceOf } from '../billing/plan-changes';
import { checkoutProvider, verifyStripeSignature } from '../billing/providers';
import {
  completeCheckout,
  findBillingState,
  findCheckout,
  findInvoice,
  findPlanUsage,
  insertCheckout,
  listInvoices,
  setCheckoutProvider,
  setPlanStatusBySubscription,
  type CheckoutRow,
  type InvoiceRow,
} from '../db/queries/billing';
import { newId } from '../db/queries/ids';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { plansPayload } from './plans';
import { IdParam, body, json } from './openapi-parts';

const BillingSchema = z.object(SharedBillingSchema.shape).openapi('Billing');
const CheckoutSchema = z.object(SharedCheckoutSchema.shape).openapi('Checkout');
const CheckoutAnswer = z.object({ checkout: CheckoutSchema });

const toInvoice = (row: InvoiceRow) => ({
  id: row.id,
  number: row.number,
  planId: row.planId,
  interval: row.interval,
  amountCents: row.amountCents,
  status: row.status,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  issuedAt: row.issuedAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

const toCheckout = (row: CheckoutRow): Checkout => ({
  id: row.id,
  planId: row.planId,
  interval: row.interval,
  amountCents: row.amountCents,
  status: row.status,
  mode: row.mode,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const day = (d: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(d);

/** A self-contained printable invoice (no scripts; the page's CSP allows its inline style by hash-free `style` attributes only). */
const invoiceHtml = (invoice: InvoiceRow, dealership: { name: string }) => {
  const plan = planById(invoice.planId);
  const rows: [string, string][] = [
    ['Invoice', invoice.number],
    ['Billed to', dealership.name],
    ['Issued', day(invoice.issuedAt)],
    ['Period', `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`],
    ['Status', invoice.status === 'paid' && invoice.paidAt ? `Paid on ${day(invoice.paidAt)}` : invoice.status],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(invoice.number)} · Lotline</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; color: #1a1a1a; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.5rem; margin-bottom: 0.25rem">Lotline</h1>
<p style="margin-top: 0; color: #4a4a4a">Invoice ${escapeHtml(invoice.number)}</p>
<table style="border-collapse: collapse; width: 100%; margin: 1.5rem 0">
${rows.map(([k, v]) => `<tr><th scope="row" style="text-align: left; padding: 0.25rem 1rem 0.25rem 0; font-weight: 600">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<table style="border-collapse: collapse; width: 100%">
<thead><tr><th scope="col" style="text-align: left; border-bottom: 2px solid #1a1a1a; padding: 0.5rem 0">Description</th><th scope="col" style="text-align: right; border-bottom: 2px solid #1a1a1a; padding: 0.5rem 0">Amount</th></tr></thead>
<tbody><tr><td style="padding: 0.5rem 0">${escapeHtml(plan.name)} plan, billed ${invoice.interval === 'year' ? 'annually' : 'monthly'}</td><td style="text-align: right">${formatUsd(invoice.amountCents)}</td></tr></tbody>
<tfoot><tr><th scope="row" style="text-align: left; border-top: 1px solid #1a1a1a; padding: 0.5rem 0">Total (USD)</th><td style="text-align: right; border-top: 1px solid #1a1a1a; font-weight: 700">${formatUsd(invoice.amountCents)}</td></tr></tfoot>
</table>
</body></html>`;
};

export const billingRoutes = (deps: AppDeps) => {
  const read = requireAccess(deps, ACCESS.dealershipAdmin);
  const manage = requireAccess(deps, ACCESS.dealershipOwner);
  const provider = checkoutProvider(deps.env);
  const tags = ['Billing'];

  const get = createRoute({
    method: 'get',
    path: '/billing',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'Your plan, usage against its limits, what each plan change would mean, and invoices',
    middleware: read,
    responses: { 200: json(BillingSchema, 'Billing'), ...errorResponses(401, 403) },
  });
  const start = createRoute({
    method: 'post',
    path: '/billing/checkout',
    ...declareAccess(ACCESS.dealershipOwner),
    tags,
    summary: 'Start a checkout for a plan and interval (owners only); answers where to pay',
    middleware: manage,
    request: body(StartCheckoutSchema),
    responses: {
      201: json(CheckoutAnswer, 'Started: go to `checkout.url`'),
      ...errorResponses(400, 401, 403, 409, 422, 503),
    },
  });
  const getCheckout = createRoute({
    method: 'get',
    path: '/billing/checkout/{id}',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'One checkout of your dealership (the success page reads it)',
    middleware: read,
    request: { params: IdParam },
    responses: { 200: json(CheckoutAnswer, 'The checkout'), ...errorResponses(401, 403, 404) },
  });
  const complete = createRoute({
    method: 'post',
    path: '/billing/checkout/{id}/complete',
    ...declareAccess(ACCESS.dealershipOwner),
    tags,
    summary: 'Pay a checkout in the built-in test checkout (test mode only; no card is charged)',
    middleware: manage,
    request: { params: IdParam },
    responses: { 200: json(CheckoutAnswer, 'Paid: the plan is in force'), ...errorResponses(401, 403, 404, 409, 422) },
  });
  const printInvoice = createRoute({
    method: 'get',
    path: '/billing/invoices/{id}/print',
    ...declareAccess(ACCESS.dealershipAdmin),
    tags,
    summary: 'A printable page of one invoice (HTML)',
    middleware: read,
    request: { params: IdParam },
    responses: {
      200: { description: 'The invoice as a page', content: { 'text/html': { schema: z.string() } } },
      ...errorResponses(401, 403, 404),
    },
  });
  const webhook = createRoute({
    method: 'post',
    path: '/billing/webhook',
    ...declareAccess(ACCESS.anyone),
    tags,
    summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET; 404 when Stripe is not configured)",
    responses: {
      200: json(z.object({ received: z.boolean() }), 'Handled'),
      ...errorResponses(400, 404),
    },
  });

  const organizationOf = (c: Parameters<typeof getViewer>[0]) => getViewer(c).membership!.organizationId;

  const billingOf = async (organizationId: string, canManage: boolean): Promise<Billing | undefined> => {
    const state = await findBillingState(deps.db, organizationId);
    const usage = await findPlanUsage(deps.db, organizationId);
    if (!state || !usage) return undefined;
    const now = new Date();
    const planId = (state.plan ?? 'dealer') as PlanId;
    const changes = PLAN_IDS.map((id) => ({
      planId: id,
      kind: changeKind(state.state, state.interval, id, state.interval),
      blockedBy: id === planId ? null : changeBlocker(id, usage),
    }));
    return {
      dealership: { id: state.id, name: state.name },
      planId,
      status: state.planStatus ?? 'trialing',
      interval: state.interval,
      trialEndsAt: state.state.planStatus === 'trialing' ? (state.trialEndsAt?.toISOString() ?? null) : null,
      renewsAt:
        state.planStatus === 'active' || state.planStatus === 'past_due'
          ? (state.currentPeriodEnd?.toISOString() ?? null)
          : null,
      open: planIsOpen(state.state, now),
      usage: {
        listings: { used: usage.listings, limit: limitOf(state.state, 'listings') },
        seats: { used: usage.seats, limit: limitOf(state.state, 'seats') },
      },
      canManage,
      checkoutMode: provider.mode,
      plans: plansPayload().plans,
      changes,
      invoices: (await listInvoices(deps.db, organizationId)).map(toInvoice),
    };
  };

  /** Whether the dealership may move to this plan and interval now: the refusal to answer, if not. */
  const refusal = async (organizationId: string, planId: PlanId, interval: 'month' | 'year') => {
    const state = await findBillingState(deps.db, organizationId);
    const usage = await findPlanUsage(deps.db, organizationId);
    if (!state || !usage) return { status: 404 as const, code: 'NOT_FOUND', message: 'No such dealership.' };
    if (changeKind(state.state, state.interval, planId, interval) === 'current')
      return {
        status: 409 as const,
        code: 'ALREADY_ON_PLAN',
        message: `You are already on ${planById(planId).name}, billed ${interval === 'year' ? 'annually' : 'monthly'}.`,
      };
    const blocked = changeBlocker(planId, usage);
    if (blocked) return { status: 422 as const, code: 'PLAN_CHANGE_BLOCKED', message: blocked };
    return undefined;
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(get, async (c) => {
      const viewer = getViewer(c);
      const billing = await billingOf(organizationOf(c), viewer.membership?.role === 'owner');
      if (!billing) return apiError(c, 403, 'FORBIDDEN', 'You do not have access to this.');
      c.header('Cache-Control', 'no-store');
      return c.json(billing, 200);
    })
    .openapi(start, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(c);
      const { planId, interval } = c.req.valid('json');
      const refused = await refusal(organizationId, planId, interval);
      if (refused?.status === 409 || refused?.status === 422)
        return apiError(c, refused.status, refused.code, refused.message, { fields: { planId: refused.message } });
      const id = newId();
      const amountCents = priceOf(planId, interval);
      const state = await findBillingState(deps.db, organizationId);
      let started: { url: string; providerRef: string | null };
      try {
        started = await provider.start({
          checkoutId: id,
          planId,
          interval,
          amountCents,
          customerEmail: viewer.user.email,
          stripeCustomerId: state?.stripeCustomerId ?? null,
        });
      } catch (error) {
        console.warn(`[billing] ${(error as Error).message}`);
        return apiError(
          c,
          503,
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'The payment provider did not answer. Try again in a minute.',
        );
      }
      const row = await insertCheckout(deps.db, {
        id,
        organizationId,
        planId,
        interval,
        amountCents,
        mode: provider.mode,
        providerRef: started.providerRef,
        url: started.url,
        createdBy: viewer.user.id,
      });
      if (started.providerRef) await setCheckoutProvider(deps.db, id, started.providerRef, started.url);
      return c.json({ checkout: toCheckout(row) }, 201);
    })
    .openapi(getCheckout, async (c) => {
      const row = await findCheckout(deps.db, c.req.valid('param').id, organizationOf(c));
      if (!row) return apiError(c, 404, 'NOT_FOUND', 'No such checkout.');
      c.header('Cache-Control', 'no-store');
      return c.json({ checkout: toCheckout(row) }, 200);
    })
    .openapi(complete, async (c) => {
      const organizationId = organizationOf(c);
      const row = await findCheckout(deps.db, c.req.valid('param').id, organizationId);
      if (!row) return apiError(c, 404, 'NOT_FOUND', 'No such checkout.');
      if (row.mode !== 'test')
        return apiError(c, 409, 'NOT_A_TEST_CHECKOUT', 'This checkout is paid on Stripe, not here.');
      if (row.status === 'completed') return c.json({ checkout: toCheckout(row) }, 200);
      if (row.status === 'expired')
        return apiError(c, 409, 'CHECKOUT_EXPIRED', 'This checkout has expired: choose the plan again.');
      // Usage may have grown since the checkout started: a downgrade is checked again.
      const refused = await refusal(organizationId, row.planId, row.interval);
      if (refused?.status === 422)
        return apiError(c, 422, refused.code, refused.message, { fields: { planId: refused.message } });
      const done = await completeCheckout(deps.db, row.id, { at: new Date() });
      return c.json({ checkout: toCheckout(done!.checkout) }, 200);
    })
    .openapi(printInvoice, async (c) => {
      const organizationId = organizationOf(c);
      const invoice = await findInvoice(deps.db, organizationId, c.req.valid('param').id);
      const state = await findBillingState(deps.db, organizationId);
      if (!invoice || !state) return apiError(c, 404, 'NOT_FOUND', 'No such invoice.');
      c.header('Cache-Control', 'no-store');
      return c.html(invoiceHtml(invoice, state), 200);
    })
    .openapi(webhook, async (c) => {
      const stripe = deps.env.stripe;
      if (!stripe) return apiError(c, 404, 'NOT_FOUND', 'Stripe is not configured on this server.');
      const payload = await c.req.text();
      if (!verifyStripeSignature(payload, c.req.header('stripe-signature'), stripe.webhookSecret))
        return apiError(c, 400, 'BAD_SIGNATURE', 'The Stripe-Signature header does not match this payload.', {
          fields: { 'stripe-signature': 'Signature mismatch or too old' },
        });
      let event: { type?: string; data?: { object?: Record<string, unknown> } };
      try {
        event = JSON.parse(payload) as typeof event;
      } catch {
        return apiError(c, 400, 'BAD_JSON', 'The body is not JSON.', { fields: { body: 'Not JSON' } });
      }
      const object = event.data?.object ?? {};
      const str = (v: unknown) => (typeof v === 'string' ? v : null);
      if (event.type === 'checkout.session.completed') {
        const checkoutId = str(object.client_reference_id);
        if (checkoutId && (await findCheckout(deps.db, checkoutId))) {
          const done = await completeCheckout(deps.db, checkoutId, {
            at: new Date(),
            ...(typeof object.amount_total === 'number' ? { amountCents: object.amount_total } : {}),
            stripe: { customerId: str(object.customer), subscriptionId: str(object.subscription) },
          });
          // The plan changed to a new subscription: end the old one, or the card pays for both.
          if (done?.replacedSubscriptionId) await provider.cancelSubscription(done.replacedSubscriptionId);
        }
      } else if (event.type === 'invoice.payment_failed') {
        const subscription = str(object.subscription);
        if (subscription) await setPlanStatusBySubscription(deps.db, subscription, 'past_due');
      } else if (event.type === 'invoice.paid') {
        const subscription = str(object.subscription);
        if (subscription) await setPlanStatusBySubscription(deps.db, subscription, 'active');
      } else if (event.type === 'customer.subscription.deleted') {
        const subscription = str(object.id);
        if (subscription) await setPlanStatusBySubscription(deps.db, subscription, 'canceled');
      }
      return c.json({ received: true }, 200);
    });
};
