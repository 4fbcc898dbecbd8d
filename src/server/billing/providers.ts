/**
 * The payment provider behind checkout (DOMAIN.md › Decisions › Checkout): Stripe Checkout when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise the built-in test checkout — a
 * dialog of the billing screen labelled "Test mode — no card is charged" — so the whole flow works
 * on a fresh machine. Both settle through the same completion (db/queries/billing.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { routeById } from '../../../registry/routes';
import { planById, type PlanId } from '../../shared/plans';
import type { ServerEnv } from '../env';

export interface StartInput {
  readonly checkoutId: string;
  readonly planId: PlanId;
  readonly interval: 'month' | 'year';
  readonly amountCents: number;
  readonly customerEmail: string;
  readonly stripeCustomerId: string | null;
}

export interface CheckoutProvider {
  readonly mode: 'test' | 'stripe';
  /** Where the browser goes to pay, and the provider's reference for the payment. */
  start(input: StartInput): Promise<{ url: string; providerRef: string | null }>;
  /**
   * Ends a subscription at once (no further charge): when a new checkout replaced it, or when the
   * dealership paying for it is deleted. Ending one that is already gone is not an error.
   */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

export const testCheckoutUrl = (checkoutId: string) =>
  `${routeById.billing.path}?checkout=${encodeURIComponent(checkoutId)}`;

export const successUrl = (publicUrl: string, checkoutId: string) =>
  `${publicUrl}${routeById['billing-success'].path}?checkout=${encodeURIComponent(checkoutId)}`;

const testProvider: CheckoutProvider = {
  mode: 'test',
  start: async (input) => ({ url: testCheckoutUrl(input.checkoutId), providerRef: null }),
  // The test checkout charges nothing and keeps no subscription elsewhere.
  cancelSubscription: async () => undefined,
};

/** Stripe's form encoding of a Checkout Session for a subscription at our price (no Stripe price ids to keep in sync). */
export const stripeSessionForm = (publicUrl: string, input: StartInput) => {
  const form = new URLSearchParams({
    mode: 'subscription',
    client_reference_id: input.checkoutId,
    success_url: successUrl(publicUrl, input.checkoutId),
    cancel_url: `${publicUrl}${routeById.billing.path}`,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': String(input.amountCents),
    'line_items[0][price_data][recurring][interval]': input.interval,
    'line_items[0][price_data][product_data][name]': `Lotline ${planById(input.planId).name}`,
    'metadata[checkout_id]': input.checkoutId,
  });
  if (input.stripeCustomerId) form.set('customer', input.stripeCustomerId);
  else form.set('customer_email', input.customerEmail);
  return form;
};

export const stripeProvider = (
  secretKey: string,
  publicUrl: string,
  // Looked up at each call, not when the app is built, so a test can stand in for Stripe.
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): CheckoutProvider => ({
  mode: 'stripe',
  start: async (input) => {
    const res = await fetchImpl('https://api.stripe.com/v1/checkout/sessions', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': `checkout-${input.checkoutId}`,
      },
      body: stripeSessionForm(publicUrl, input),
    });
    const body = (await res.json()) as { id?: string; url?: string; error?: { message?: string } };
    if (!res.ok || !body.id || !body.url)
      throw new Error(`Stripe refused the checkout session: ${body.error?.message ?? res.status}`);
    return { url: body.url, providerRef: body.id };
  },
  cancelSubscription: async (subscriptionId) => {
    const res = await fetchImpl(`https://api.stripe.com/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${secretKey}`, 'Idempotency-Key': `cancel-${subscriptionId}` },
    });
    // 404: Stripe no longer has it (cancelled already, or deleted in its dashboard): nothing to stop.
    if (res.ok || res.status === 404) return;
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(`Stripe refused to cancel subscription ${subscriptionId}: ${body.error?.message ?? res.status}`);
  },
});

export const checkoutProvider = (env: ServerEnv): CheckoutProvider =>
  env.stripe ? stripeProvider(env.stripe.secretKey, env.publicUrl) : testProvider;

/** Stripe's webhook tolerance: a signed event older than this is refused (replay). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`): HMAC-SHA256 of `${t}.${payload}` with the
 * webhook secret, compared in constant time, and a timestamp within the tolerance.
 */
export const verifyStripeSignature = (
  payload: string,
  header: string | undefined,
  secret: string,
  now = Date.now(),
) => {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isFinite(t) || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - t) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex'));
  return signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};

/** Signs a payload as Stripe does (tests, and the local webhook check in the README). */
export const signStripePayload = (payload: string, secret: string, at = Date.now()) => {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
};
