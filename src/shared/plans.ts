/** Plans and prices (DOMAIN.md › Decisions): USD integer cents; annual billing = two months free. */
export const PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyCents: 4900,
    listings: 10,
    seats: 1,
    summary: 'For a small lot getting its first cars online.',
    features: ['10 active listings', '1 seat', 'VIN-first listing', 'Leads and messages', 'Email support'],
  },
  {
    id: 'dealer',
    name: 'Dealer',
    monthlyCents: 14900,
    listings: 50,
    seats: 5,
    summary: 'For a busy independent store with a sales team.',
    features: ['50 active listings', '5 seats', 'Deal pipeline and reports', 'CSV import and export', 'Lead routing'],
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyCents: 39900,
    listings: null,
    seats: 15,
    summary: 'For high-volume and multi-rooftop dealers.',
    features: [
      'Unlimited listings',
      '15 seats',
      'Everything in Dealer',
      'Integrations and API access',
      'Priority support',
    ],
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanId = Plan['id'];
/** The plan ids as a zod enum wants them (a non-empty tuple). */
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];
export type BillingInterval = 'month' | 'year';

export const planById = (id: PlanId): Plan => PLANS.find((p) => p.id === id) ?? PLANS[1];

/** Annual price: twelve months for the price of ten. */
export const annualCents = (monthlyCents: number): number => monthlyCents * 10;

export const formatUsd = (cents: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 ? 2 : 0,
  }).format(cents / 100);
