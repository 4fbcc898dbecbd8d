/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
/**
 * Billing through the API (issue 11 › Billing): the plan with usage meters and what each change
 * would mean; the built-in test checkout end to end (plan in force, paid invoice, printable page);
 * downgrades below usage explained; owners change, managers read, others are refused; Stripe's
 * webhook applies a paid checkout once and only with a valid signature.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCheckout } from '../../src/server/db/queries/billing';
import { newId } from '../../src/server/db/queries/ids';
import { organizations } from '../../src/server/db/schema';
import { signStripePayload, stripeProvider, stripeSessionForm } from '../../src/server/billing/providers';
import { closeVinDecoder } from '../../src/server/vin';
import { checkDigit } from '../../src/shared/vin';
import {
  createClient,
  createTestApp,
  inviteAndAccept,
  PASSWORD,
  registerDealer,
  registerVerified,
  type Client,
  type TestApp,
} from './helpers';

const WEBHOOK_SECRET = 'whsec_test_0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { rateLimitEnabled: false },
  });
});
afterAll(async () => {
  await closeVinDecoder();
  await t.close();
});

let serial = 0;
const freshVin = () => {
  serial += 1;
  const draft = `1HGCM82633A${String(300000 + serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${checkDigit(draft)}${draft.slice(9)}`;
};
const listCar = async (client: Client) => {
  const res = await client.post('/api/inventory', {
    vin: freshVin(),
    year: 2020,
    make: 'Honda',
    model: 'Accord',
    mileage: 30_000,
    condition: 'used',
    status: 'available',
    priceCents: 2_100_000,
    listed: true,
  });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
};

const payWithTestCheckout = async (owner: Client, planId: string, interval: string) => {
  const started = await owner.post('/api/billing/checkout', { planId, interval });
  expect(started.status).toBe(201);
  const paid = await owner.post(`/api/billing/checkout/${started.body.checkout.id}/complete`);
  expect(paid.status).toBe(200);
  return paid.body.checkout;
};

describe('the billing page', () => {
  it('shows a new dealership its Dealer trial, the meters and what each plan would mean', async () => {
    const { client: owner, dealership } = await registerDealer(t, 'Meadow Lane Motors');
    await listCar(owner);
    const res = await owner.get('/api/billing');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dealership: { id: dealership.id, name: 'Meadow Lane Motors' },
      planId: 'dealer',
      status: 'trialing',
      interval: 'month',
      renewsAt: null,
      open: true,
      usage: { listings: { used: 1, limit: 50 }, seats: { used: 1, limit: 5 } },
      canManage: true,
      checkoutMode: 'test',
      invoices: [],
    });
    const trialDays = (Date.parse(res.body.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    expect(res.body.changes).toEqual([
      { planId: 'starter', kind: 'downgrade', blockedBy: null },
      { planId: 'dealer', kind: 'switch', blockedBy: null },
      { planId: 'pro', kind: 'upgrade', blockedBy: null },
    ]);
    expect(res.body.plans.map((p: any) => [p.id, p.monthlyCents, p.annualCents])).toEqual([
      ['starter', 4900, 49000],
      ['dealer', 14900, 149000],
      ['pro', 39900, 399000],
    ]);
  });

  it('lets the owner change billing; managers read it; sales, shoppers and strangers are refused', async () => {
    const { client: owner } = await registerDealer(t, 'Role Check Autos');
    const manager = (await inviteAndAccept(t, owner, 'manager')).member;
    const sales = (await inviteAndAccept(t, owner, 'sales')).member;
    const { client: shopper } = await registerVerified(t);
    const managerView = await manager.get('/api/billing');
    expect(managerView.status).toBe(200);
    expect(managerView.body.canManage).toBe(false);
    expect((await manager.post('/api/billing/checkout', { planId: 'pro', interval: 'month' })).status).toBe(403);
    expect((await sales.get('/api/billing')).status).toBe(403);
    expect((await shopper.get('/api/billing')).status).toBe(403);
    expect((await createClient(t).get('/api/billing')).status).toBe(401);
    const started = await owner.post('/api/billing/checkout', { planId: 'pro', interval: 'month' });
    expect((await manager.post(`/api/billing/checkout/${started.body.checkout.id}/complete`)).status).toBe(403);
  });

  it('names the field of a bad checkout request', async () => {
    const { client: owner } = await registerDealer(t, 'Bad Input Motors');
    const res = await owner.post('/api/billing/checkout', { planId: 'platinum', interval: 'week' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['interval', 'planId']);
  });
});

describe('the test checkout', () => {
  let owner: Client;
  let other: Client;
  let checkout: any;
  beforeAll(async () => {
    owner = (await registerDealer(t, 'Upgrade Street Motors')).client;
    other = (await registerDealer(t, 'Nosy Neighbor Autos')).client;
  });

  it('starts at the billing page, and paying puts Pro annual in force with a paid invoice', async () => {
    const started = await owner.post('/api/billing/checkout', { planId: 'pro', interval: 'year' });
    expect(started.status).toBe(201);
    expect(started.body.checkout).toMatchObject({
      planId: 'pro',
      interval: 'year',
      amountCents: 399_000,
      status: 'open',
      mode: 'test',
      url: `/dashboard/billing?checkout=${started.body.checkout.id}`,
    });
    // Not paid yet: nothing changed.
    expect((await owner.get('/api/billing')).body.planId).toBe('dealer');
    const paid = await owner.post(`/api/billing/checkout/${started.body.checkout.id}/complete`);
    expect(paid.status).toBe(200);
    checkout = paid.body.checkout;
    expect(checkout.status).toBe('completed');

    const billing = (await owner.get('/api/billing')).body;
    expect(billing).toMatchObject({ planId: 'pro', status: 'active', interval: 'year', trialEndsAt: null, open: true });
    expect(billing.usage.listings.limit).toBeNull();
    expect(billing.usage.seats.limit).toBe(15);
    const renewsInDays = (Date.parse(billing.renewsAt) - Date.now()) / 86_400_000;
    expect(renewsInDays).toBeGreaterThan(364);
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({
      planId: 'pro',
      interval: 'year',
      amountCents: 399_000,
      status: 'paid',
    });
    expect(billing.invoices[0].number).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(billing.changes.find((c: any) => c.planId === 'pro').kind).toBe('current');
  });

  it('pays a checkout once, however often Pay is pressed, and refuses the plan already in force', async () => {
    const again = await owner.post(`/api/billing/checkout/${checkout.id}/complete`);
    expect(again.status).toBe(200);
    expect((await owner.get('/api/billing')).body.invoices).toHaveLength(1);
    const same = await owner.post('/api/billing/checkout', { planId: 'pro', interval: 'year' });
    expect(same.status).toBe(409);
    expect(same.body.error).toMatchObject({ code: 'ALREADY_ON_PLAN' });
    expect(same.body.error.fields.planId).toBe('You are already on Pro, billed annually.');
  });

  it('shows the success page its checkout, and keeps checkouts and invoices to their dealership', async () => {
    expect((await owner.get(`/api/billing/checkout/${checkout.id}`)).body.checkout.status).toBe('completed');
    expect((await other.get(`/api/billing/checkout/${checkout.id}`)).status).toBe(404);
    expect((await other.post(`/api/billing/checkout/${checkout.id}/complete`)).status).toBe(404);
    const invoice = (await owner.get('/api/billing')).body.invoices[0];
    const page = await owner.get(`/api/billing/invoices/${invoice.id}/print`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain(invoice.number);
    expect(page.body).toContain('Upgrade Street Motors');
    expect(page.body).toContain('Pro plan, billed annually');
    expect(page.body).toContain('$3,990');
    expect((await other.get(`/api/billing/invoices/${invoice.id}/print`)).status).toBe(404);
  });

  it('explains what must go before a downgrade below usage, and allows it once it fits', async () => {
    for (let i = 0; i < 11; i++) await listCar(owner);
    await inviteAndAccept(t, owner, 'sales');
    const billing = (await owner.get('/api/billing')).body;
    const starter = billing.changes.find((c: any) => c.planId === 'starter');
    expect(starter.kind).toBe('downgrade');
    expect(starter.blockedBy).toBe(
      'Take 1 vehicle off the marketplace first: 11 are listed and Starter includes 10. Remove 1 member or pending invitation first: 2 seats are in use and Starter includes 1.',
    );
    expect(billing.changes.find((c: any) => c.planId === 'dealer').blockedBy).toBeNull();
    const refused = await owner.post('/api/billing/checkout', { planId: 'starter', interval: 'month' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('PLAN_CHANGE_BLOCKED');
    expect(refused.body.error.fields.planId).toBe(starter.blockedBy);
    // Dealer fits (11 of 50 listings, 2 of 5 seats): the downgrade goes through.
    const dealer = await payWithTestCheckout(owner, 'dealer', 'month');
    expect(dealer.status).toBe('completed');
    expect((await owner.get('/api/billing')).body).toMatchObject({ planId: 'dealer', interval: 'month' });
  });

  it('re-opens listing and inviting when a dealership whose trial ended chooses a plan', async () => {
    const { client, dealership } = await registerDealer(t, 'Second Chance Motors');
    await t.db
      .update(organizations)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(organizations.id, dealership.id));
    expect((await client.get('/api/billing')).body.open).toBe(false);
    await expect(listCar(client)).rejects.toThrow(/402/);
    await payWithTestCheckout(client, 'starter', 'month');
    expect((await client.get('/api/billing')).body).toMatchObject({ open: true, planId: 'starter', status: 'active' });
    await listCar(client);
  });
});

describe('Stripe', () => {
  let s: TestApp;
  let owner: Client;
  let organizationId: string;
  beforeAll(async () => {
    s = await createTestApp({
      env: { rateLimitEnabled: false, stripe: { secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET } },
    });
    const dealer = await registerDealer(s, 'Stripe Road Motors');
    owner = dealer.client;
    organizationId = dealer.dealership.id;
  });
  afterAll(async () => {
    await s.close();
  });

  const deliver = (event: object, signature?: string, app = s) => {
    const payload = JSON.stringify(event);
    return app.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature !== null ? { 'stripe-signature': signature ?? signStripePayload(payload, WEBHOOK_SECRET) } : {}),
      },
      body: payload,
    });
  };

  it('says the mode, and the test checkout cannot pay a Stripe checkout', async () => {
    expect((await owner.get('/api/billing')).body.checkoutMode).toBe('stripe');
    const id = newId();
    await insertCheckout(s.db, {
      id,
      organizationId,
      planId: 'pro',
      interval: 'month',
      amountCents: 39_900,
      mode: 'stripe',
      providerRef: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
      createdBy: null,
    });
    const res = await owner.post(`/api/billing/checkout/${id}/complete`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NOT_A_TEST_CHECKOUT');
  });

  it('applies a signed checkout.session.completed once; refuses a bad or stale signature', async () => {
    const id = newId();
    await insertCheckout(s.db, {
      id,
      organizationId,
      planId: 'pro',
      interval: 'month',
      amountCents: 39_900,
      mode: 'stripe',
      providerRef: 'cs_test_456',
      url: 'https://checkout.stripe.com/c/pay/cs_test_456',
      createdBy: null,
    });
    const event = {
      type: 'checkout.session.completed',
      data: {
        object: { client_reference_id: id, amount_total: 39_900, customer: 'cus_123', subscription: 'sub_123' },
      },
    };
    expect((await deliver(event, 'nonsense')).status).toBe(400);
    const stale = signStripePayload(JSON.stringify(event), WEBHOOK_SECRET, Date.now() - 10 * 60_000);
    expect((await deliver(event, stale)).status).toBe(400);
    expect((await deliver(event, signStripePayload(JSON.stringify(event), 'whsec_someone_else'))).status).toBe(400);
    expect((await owner.get('/api/billing')).body.planId).toBe('dealer');

    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200); // Stripe retries: still one invoice.
    const billing = (await owner.get('/api/billing')).body;
    expect(billing).toMatchObject({ planId: 'pro', status: 'active' });
    expect(billing.invoices).toHaveLength(1);
    const [org] = await s.db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(org).toMatchObject({ stripeCustomerId: 'cus_123', stripeSubscriptionId: 'sub_123' });
  });

  it('follows the subscription: a failed payment is past due, a cancelled one closes new listings', async () => {
    await deliver({ type: 'invoice.payment_failed', data: { object: { subscription: 'sub_123' } } });
    expect((await owner.get('/api/billing')).body).toMatchObject({ status: 'past_due', open: true });
    await deliver({ type: 'customer.subscription.deleted', data: { object: { id: 'sub_123' } } });
    expect((await owner.get('/api/billing')).body).toMatchObject({ status: 'canceled', open: false });
  });

  it('ends the old subscription when a new checkout replaces it, and the subscription of a dealership deleted with its owner', async () => {
    // Stripe is not reachable from CI: its API answers from here, and each request is kept.
    const calls: { url: string; method: string }[] = [];
    let answer = 200;
    const real = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (!url.startsWith('https://api.stripe.com/')) return real(input, init);
      calls.push({ url, method: init?.method ?? 'GET' });
      return new Response(
        JSON.stringify(answer === 200 ? { id: 'sub', status: 'canceled' } : { error: { message: 'down' } }),
        {
          status: answer,
        },
      );
    });
    try {
      const id = newId();
      await insertCheckout(s.db, {
        id,
        organizationId,
        planId: 'dealer',
        interval: 'year',
        amountCents: 149_000,
        mode: 'stripe',
        providerRef: 'cs_test_999',
        url: 'https://checkout.stripe.com/c/pay/cs_test_999',
        createdBy: null,
      });
      const event = {
        type: 'checkout.session.completed',
        data: {
          object: { client_reference_id: id, amount_total: 149_000, customer: 'cus_123', subscription: 'sub_456' },
        },
      };
      expect((await deliver(event)).status).toBe(200);
      expect(calls).toEqual([{ url: 'https://api.stripe.com/v1/subscriptions/sub_123', method: 'DELETE' }]);
      expect((await owner.get('/api/billing')).body).toMatchObject({
        planId: 'dealer',
        interval: 'year',
        status: 'active',
      });
      expect((await deliver(event)).status).toBe(200); // A retried event cancels nothing twice.
      expect(calls).toHaveLength(1);

      // The sole owner deletes their account and the dealership: while Stripe is down nothing goes.
      const confirm = { password: PASSWORD, confirmDealershipName: 'Stripe Road Motors' };
      answer = 500;
      const refused = await owner.post('/api/account/delete', confirm);
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('BILLING_UNAVAILABLE');
      expect(await s.db.select().from(organizations).where(eq(organizations.id, organizationId))).toHaveLength(1);
      answer = 200;
      const done = await owner.post('/api/account/delete', confirm);
      expect(done.status).toBe(200);
      expect(calls.at(-1)).toEqual({ url: 'https://api.stripe.com/v1/subscriptions/sub_456', method: 'DELETE' });
      expect(await s.db.select().from(organizations).where(eq(organizations.id, organizationId))).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('is not there without Stripe keys', async () => {
    const res = await deliver({ type: 'checkout.session.completed', data: { object: {} } }, undefined, t);
    expect(res.status).toBe(404);
  });

  it("asks Stripe for a subscription session at our price, the person's email and our return pages", async () => {
    const form = stripeSessionForm('https://lotline.example', {
      checkoutId: 'ck1',
      planId: 'dealer',
      interval: 'year',
      amountCents: 149_000,
      customerEmail: 'owner@example.com',
      stripeCustomerId: null,
    });
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'ck1',
      success_url: 'https://lotline.example/dashboard/billing/success?checkout=ck1',
      cancel_url: 'https://lotline.example/dashboard/billing',
      customer_email: 'owner@example.com',
      'line_items[0][price_data][unit_amount]': '149000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Lotline Dealer',
    });
    // The request it sends (Stripe itself is not reachable from CI): its answer's URL is where the browser goes.
    const sent: { url: string; init: RequestInit }[] = [];
    const provider = stripeProvider('sk_test_local', 'https://lotline.example', (async (
      url: string,
      init: RequestInit,
    ) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ id: 'cs_test_789', url: 'https://checkout.stripe.com/c/pay/cs_test_789' }));
    }) as typeof fetch);
    const started = await provider.start({
      checkoutId: 'ck2',
      planId: 'pro',
      interval: 'month',
      amountCents: 39_900,
      customerEmail: 'owner@example.com',
      stripeCustomerId: 'cus_9',
    });
    expect(started).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_789', providerRef: 'cs_test_789' });
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect((sent[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer sk_test_local');
    expect(String(sent[0]!.init.body)).toContain('customer=cus_9');
  });
});
