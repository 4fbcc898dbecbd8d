/**
 * Plan limits at the API's edge (issue 11 › Billing, DOMAIN.md › Decisions › Plans and prices):
 * the error a refused change throws, the answer it gets (402 for listings or a plan that must be
 * chosen first, 409 for a seat the plan does not have; both name the field and link to billing),
 * and the notification owners and managers get when a limit is reached.
 */
import type { Context } from 'hono';
import { routeById } from '../../../registry/routes';
import { limitReached, planById, type LimitKind, type LimitProblem } from '../../shared/plans';
import { findPlanUsage } from '../db/queries/billing';
import { dealerAudience } from '../db/queries/conversations';
import { notifiedSince } from '../db/queries/notifications';
import type { AppDeps } from '../deps';
import { errorBody } from '../errors';
import { notify } from '../respond/notify';

export { isPlanLimitError, PlanLimitError } from './plan-limit-error';

/** Where every limit message points. */
const UPGRADE_PATH = routeById.billing.path;

/** The HTTP status of a refusal: seats over the plan conflict with the team as it is (409). */
export const limitStatus = (problem: LimitProblem) =>
  problem.kind === 'seats' && problem.code === 'PLAN_LIMIT' ? (409 as const) : (402 as const);

const refusal = (problem: LimitProblem, field: string) => {
  const body = errorBody(problem.code, problem.message, { fields: { [field]: problem.message } });
  // A suspension is not lifted by paying: no upgrade link.
  if (problem.code === 'DEALER_SUSPENDED') return body;
  return { error: { ...body.error, upgradeUrl: UPGRADE_PATH } };
};

/** The JSON answer of a refused change, with the form field it concerns and where to upgrade. */
export const limitAnswer = (c: Context, problem: LimitProblem, field: string) =>
  c.json(refusal(problem, field), limitStatus(problem));

/**
 * A refused listing: 402 for the plan (there is no listing conflict, only a plan to change); 403
 * while the dealership is suspended (issue 11 › Dealers).
 */
export const listingLimitAnswer = (c: Context, problem: LimitProblem, field: string) =>
  problem.code === 'DEALER_SUSPENDED' ? c.json(refusal(problem, field), 403) : c.json(refusal(problem, field), 402);

const DAY_MS = 24 * 60 * 60 * 1000;

const titles: Record<LimitKind, (plan: string, limit: number) => string> = {
  listings: (plan, limit) => `Listing limit reached: your ${plan} plan's ${limit} active listings are in use`,
  seats: (plan, limit) => `Seat limit reached: your ${plan} plan's ${limit} seats are taken`,
};

/**
 * Tells the dealership's owners and managers that a limit is reached (after the change that filled
 * it, or a refusal), at most once a day per person and limit. Nothing when there is room.
 */
export const announceLimit = async (deps: AppDeps, organizationId: string, kind: LimitKind, refused?: LimitProblem) => {
  // Refused for a suspension, not the plan: the staff's banner says so already.
  if (refused?.code === 'DEALER_SUSPENDED') return;
  const usage = await findPlanUsage(deps.db, organizationId);
  if (!usage) return;
  const plan = planById(usage.state.plan ?? 'dealer');
  const limit = plan[kind];
  const reached = refused?.code === 'PLAN_LIMIT' || limitReached(usage.state, kind, usage[kind]);
  if (!reached || limit === null) return;
  const since = new Date(Date.now() - DAY_MS);
  const people = (await dealerAudience(deps.db, organizationId, null)).filter(
    (p) => p.role === 'owner' || p.role === 'manager',
  );
  for (const person of people) {
    if (await notifiedSince(deps.db, person.userId, 'plan_limit', organizationId, { limit: kind }, since)) continue;
    await notify(deps, {
      userId: person.userId,
      organizationId,
      kind: 'plan_limit',
      title: titles[kind](plan.name, limit),
      body:
        kind === 'listings'
          ? 'New listings are refused until a vehicle comes off the marketplace or the plan is upgraded.'
          : 'New invitations are refused until a seat is freed or the plan is upgraded.',
      link: UPGRADE_PATH,
      data: { limit: kind, used: usage[kind], max: limit },
    });
  }
};
