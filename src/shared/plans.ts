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

// ---------------------------------------------------------------------------------------------
// Limits (DOMAIN.md › Decisions › Plans and prices, › Checkout): pure rules the API enforces and
// the billing screen shows. Usage: active listings (listed, not deleted) and seats (members plus
// pending invitations, since each invitation holds a seat until it is accepted or revoked).

export type PlanStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface PlanState {
  readonly plan: PlanId | null;
  readonly planStatus: PlanStatus | null;
  readonly trialEndsAt: Date | null;
}

export type LimitKind = 'listings' | 'seats';

/**
 * Whether the dealership may add listings and seats at all. A trial that ended without a plan (or a
 * cancelled plan) keeps its listings live but adds nothing until a plan is chosen; past due keeps
 * working while the payment is retried.
 */
export const planIsOpen = (state: PlanState, now: Date): boolean =>
  state.planStatus === 'active' ||
  state.planStatus === 'past_due' ||
  (state.planStatus === 'trialing' && state.trialEndsAt !== null && state.trialEndsAt.getTime() > now.getTime());

/** The plan's cap on a kind; null is unlimited. */
export const limitOf = (state: PlanState, kind: LimitKind): number | null => planById(state.plan ?? 'dealer')[kind];

const KIND_WORDS: Record<LimitKind, { one: string; many: string; verb: string; freeUp: string }> = {
  listings: {
    one: 'active listing',
    many: 'active listings',
    verb: 'list',
    freeUp: 'Take a vehicle off the marketplace or upgrade your plan.',
  },
  seats: {
    one: 'seat',
    many: 'seats',
    verb: 'invite',
    freeUp: 'Revoke a pending invitation, deactivate a member or upgrade your plan.',
  },
};

export interface LimitProblem {
  /** DEALER_SUSPENDED: a platform admin suspended the dealership; nothing new is listed until lifted. */
  readonly code: 'PLAN_REQUIRED' | 'PLAN_LIMIT' | 'DEALER_SUSPENDED';
  readonly kind: LimitKind;
  readonly message: string;
  readonly used: number;
  readonly limit: number | null;
}

/**
 * Why `adding` more of a kind is refused, or undefined when there is room. `used` excludes what the
 * change itself replaces (a vehicle already listed is not counted twice).
 */
export const limitProblem = (
  state: PlanState,
  kind: LimitKind,
  used: number,
  adding: number,
  now: Date,
): LimitProblem | undefined => {
  const limit = limitOf(state, kind);
  const words = KIND_WORDS[kind];
  if (!planIsOpen(state, now)) {
    const why = state.planStatus === 'canceled' ? 'Your plan was cancelled' : 'Your trial has ended';
    const keep = kind === 'listings' ? ' Vehicles already listed stay live.' : '';
    return {
      code: 'PLAN_REQUIRED',
      kind,
      used,
      limit,
      message: `${why}: choose a plan to ${words.verb} more.${keep}`,
    };
  }
  if (limit === null || used + adding <= limit) return undefined;
  const name = planById(state.plan ?? 'dealer').name;
  const noun = limit === 1 ? words.one : words.many;
  return {
    code: 'PLAN_LIMIT',
    kind,
    used,
    limit,
    message: `Your ${name} plan includes ${limit} ${noun}, and ${used} ${used === 1 ? 'is' : 'are'} in use. ${words.freeUp}`,
  };
};

/** True when this usage has just filled the plan (the moment owners hear about it). */
export const limitReached = (state: PlanState, kind: LimitKind, used: number): boolean => {
  const limit = limitOf(state, kind);
  return limit !== null && used >= limit;
};
