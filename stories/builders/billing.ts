/**
 * Typed builders for the Billing stories: the dealership's plan, usage, plan changes, invoices and
 * checkouts, shaped by the shared schemas (src/shared/schemas/billing.ts), so a contract change
 * breaks the stories at compile time. Dates count from STORY_NOW, and `billingStoryApi` runs the
 * story's clock there, so "9 days left" reads the same in every picture.
 */
import { annualCents, PLANS, type BillingInterval, type PlanId } from '../../src/shared/plans';
import type { Billing, Checkout, Invoice } from '../../src/shared/schemas/billing';
import type { PlanInfo } from '../../src/shared/schemas/marketing';
import { mockApi, ok, type MockRoutes } from './auth';
import { STORY_NOW } from './vehicles';

const NOW = Date.parse(STORY_NOW);
const DAY = 86_400_000;
const daysFrom = (days: number) => new Date(NOW + days * DAY).toISOString();
/** UTC midnight `days` from the story's today: billing periods are whole days. */
const dayFrom = (days: number) => {
  const d = new Date(NOW + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString();
};

/** The plans as GET /api/billing (and /api/plans) answers them. */
export const buildPlans = (): PlanInfo[] =>
  PLANS.map((p) => ({
    id: p.id,
    name: p.name,
    summary: p.summary,
    monthlyCents: p.monthlyCents,
    annualCents: annualCents(p.monthlyCents),
    listings: p.listings,
    seats: p.seats,
    features: [...p.features],
  }));

const RANK: Record<PlanId, number> = { starter: 0, dealer: 1, pro: 2 };

/**
 * What changing to each plan would be from `planId`, as the API words it: the plan in force is
 * 'current' once paid for and a 'switch' during a trial; nothing is blocked unless `blocked` says so.
 */
export const buildChanges = (
  planId: PlanId,
  blocked: Partial<Record<PlanId, string>> = {},
  paying = true,
): Billing['changes'] =>
  PLANS.map((p) => ({
    planId: p.id,
    kind: p.id === planId ? (paying ? 'current' : 'switch') : RANK[p.id] > RANK[planId] ? 'upgrade' : 'downgrade',
    blockedBy: blocked[p.id] ?? null,
  }));

let invoiceSeq = 0;
export const buildInvoice = (overrides: Partial<Invoice> = {}): Invoice => {
  invoiceSeq += 1;
  const planId = overrides.planId ?? 'dealer';
  const interval = overrides.interval ?? 'month';
  const monthly = PLANS.find((p) => p.id === planId)!.monthlyCents;
  return {
    id: `inv_story_${invoiceSeq}`,
    number: `INV-2026-${String(invoiceSeq).padStart(6, '0')}`,
    planId,
    interval,
    amountCents: interval === 'year' ? annualCents(monthly) : monthly,
    status: 'paid',
    periodStart: dayFrom(-20),
    periodEnd: dayFrom(10),
    issuedAt: dayFrom(-20),
    paidAt: dayFrom(-20),
    ...overrides,
  };
};

/** A paying Pro dealership's history: three monthly invoices, newest first. */
export const buildInvoices = (): Invoice[] => {
  invoiceSeq = 0;
  return [
    buildInvoice({
      number: 'INV-2026-000318',
      planId: 'pro',
      periodStart: dayFrom(-20),
      periodEnd: dayFrom(10),
      issuedAt: dayFrom(-20),
      paidAt: dayFrom(-20),
    }),
    buildInvoice({
      number: 'INV-2026-000247',
      planId: 'pro',
      periodStart: dayFrom(-50),
      periodEnd: dayFrom(-20),
      issuedAt: dayFrom(-50),
      paidAt: dayFrom(-50),
    }),
    buildInvoice({
      number: 'INV-2026-000171',
      planId: 'dealer',
      periodStart: dayFrom(-81),
      periodEnd: dayFrom(-50),
      issuedAt: dayFrom(-81),
      paidAt: dayFrom(-81),
    }),
  ];
};

/** A new dealership on its Dealer trial, 9 days left: the default of a fresh sign-up. */
export const buildBilling = (overrides: Partial<Billing> = {}): Billing => {
  const planId = overrides.planId ?? 'dealer';
  return {
    dealership: { id: 'org_story', name: 'Sunset Motors' },
    planId,
    status: 'trialing',
    interval: 'month',
    trialEndsAt: daysFrom(9),
    renewsAt: null,
    open: true,
    usage: { listings: { used: 23, limit: 50 }, seats: { used: 3, limit: 5 } },
    canManage: true,
    checkoutMode: 'test',
    plans: buildPlans(),
    changes: buildChanges(planId, {}, overrides.status === 'active' || overrides.status === 'past_due'),
    invoices: [],
    ...overrides,
  };
};

/** A paying Pro dealership: unlimited listings, 15 seats, renewing in 10 days. */
export const buildProBilling = (overrides: Partial<Billing> = {}): Billing =>
  buildBilling({
    planId: 'pro',
    status: 'active',
    interval: 'month',
    trialEndsAt: null,
    renewsAt: dayFrom(10),
    usage: { listings: { used: 142, limit: null }, seats: { used: 9, limit: 15 } },
    changes: buildChanges('pro', {
      starter:
        'Take 132 vehicles off the marketplace first: 142 are listed and Starter includes 10. Remove 8 members or pending invitations first: 9 seats are in use and Starter includes 1.',
    }),
    invoices: buildInvoices(),
    ...overrides,
  });

/** A trial that ran out without a plan: listings stay live, nothing new until a plan is chosen. */
export const buildTrialEndedBilling = (overrides: Partial<Billing> = {}): Billing =>
  buildBilling({ trialEndsAt: daysFrom(-2), open: false, ...overrides });

export const buildCheckout = (overrides: Partial<Checkout> = {}): Checkout => {
  const planId: PlanId = overrides.planId ?? 'pro';
  const interval: BillingInterval = overrides.interval ?? 'year';
  const monthly = PLANS.find((p) => p.id === planId)!.monthlyCents;
  const id = overrides.id ?? 'chk_story_1';
  return {
    id,
    planId,
    interval,
    amountCents: interval === 'year' ? annualCents(monthly) : monthly,
    status: 'open',
    mode: 'test',
    url: `/dashboard/billing?checkout=${id}`,
    createdAt: STORY_NOW,
    completedAt: null,
    ...overrides,
  };
};

export const completedCheckout = (overrides: Partial<Checkout> = {}): Checkout =>
  buildCheckout({ status: 'completed', completedAt: STORY_NOW, ...overrides });

/** Answers for the Billing screen: the overview, and one checkout at its own path. */
export const billingAnswers = (
  billing: Billing = buildBilling(),
  extra: MockRoutes = {},
  checkout: Checkout = buildCheckout(),
): MockRoutes => ({
  'GET /api/billing': ok(billing),
  [`GET /api/billing/checkout/${checkout.id}`]: ok({ checkout }),
  ...extra,
});

/** mockApi with the story's clock at STORY_NOW (trial days left, renewal dates). */
export function billingStoryApi(routes: MockRoutes) {
  const api = mockApi(routes);
  return () => {
    const realNow = Date.now.bind(Date);
    const offset = NOW - realNow();
    Date.now = () => realNow() + offset;
    const restoreApi = api();
    return () => {
      restoreApi();
      Date.now = realNow;
    };
  };
}
