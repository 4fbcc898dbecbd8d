import type { ScreenId } from '../../registry/status';
import type { Plan } from '../shared/plans';
import { availabilityOf } from './availability';

/**
 * What each plan feature needs (the plans table itself is shared with the API and billing): a
 * feature whose area is not built is shown as coming soon on the pricing cards. Typed by the
 * plans' own feature names, so a new feature without an entry here does not compile.
 */
export type PlanFeature = Plan['features'][number];

export const planFeatureNeeds: Readonly<Record<PlanFeature, readonly ScreenId[]>> = {
  '10 active listings': [],
  '1 seat': [],
  'VIN-first listing': ['inventory'],
  'Leads and messages': ['leads', 'messages'],
  'Email support': [],
  '50 active listings': [],
  '5 seats': [],
  'Deal pipeline and reports': ['deals', 'reports'],
  'CSV import and export': ['inventory', 'customers'],
  'Lead routing': ['leads'],
  'Unlimited listings': [],
  '15 seats': [],
  'Everything in Dealer': [],
  'Integrations and API access': [],
  'Priority support': [],
};

/** Whether a plan feature (as the API sends it) is coming soon; a name this file does not know is not claimed. */
export const planFeatureComingSoon = (feature: string): boolean => {
  const needs = (planFeatureNeeds as Readonly<Record<string, readonly ScreenId[] | undefined>>)[feature];
  return needs === undefined || availabilityOf(needs).comingSoon;
};
