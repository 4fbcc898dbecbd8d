/**
 * What each plan would mean for a dealership now (issue 11 › Billing): the plan in force, an
 * upgrade, a downgrade, or a switch (another interval; or choosing a plan while on a trial), and —
 * for a plan smaller than what is in use — what must go first.
 */
import { annualCents, planById, PLANS, type PlanId, type PlanState } from '../../shared/plans';

type Interval = 'month' | 'year';
export interface Usage {
  readonly listings: number;
  readonly seats: number;
}

const rank = (id: PlanId) => PLANS.findIndex((p) => p.id === id);

export const priceOf = (planId: PlanId, interval: Interval) => {
  const monthly = planById(planId).monthlyCents;
  return interval === 'year' ? annualCents(monthly) : monthly;
};

/** Why the dealership cannot move to this plan yet (usage above its limits), else null. */
export const changeBlocker = (planId: PlanId, usage: Usage): string | null => {
  const plan = planById(planId);
  const reasons: string[] = [];
  if (plan.listings !== null && usage.listings > plan.listings) {
    const excess = usage.listings - plan.listings;
    reasons.push(
      `Take ${excess} ${excess === 1 ? 'vehicle' : 'vehicles'} off the marketplace first: ${usage.listings} are listed and ${plan.name} includes ${plan.listings}.`,
    );
  }
  if (usage.seats > plan.seats) {
    const excess = usage.seats - plan.seats;
    reasons.push(
      `Remove ${excess} ${excess === 1 ? 'member or pending invitation' : 'members or pending invitations'} first: ${usage.seats} seats are in use and ${plan.name} includes ${plan.seats}.`,
    );
  }
  return reasons.length ? reasons.join(' ') : null;
};

export type ChangeKind = 'current' | 'upgrade' | 'downgrade' | 'switch';

/** The plan in force is 'current' only once paid for; during a trial, choosing it is a switch. */
export const changeKind = (state: PlanState, interval: Interval, to: PlanId, toInterval: Interval): ChangeKind => {
  const from = state.plan ?? 'dealer';
  const paying = state.planStatus === 'active' || state.planStatus === 'past_due';
  if (to === from) return paying && interval === toInterval ? 'current' : 'switch';
  return rank(to) > rank(from) ? 'upgrade' : 'downgrade';
};
