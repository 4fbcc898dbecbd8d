/**
 * Deal facts shared by the API, the screens, the seed and the reports (DOMAIN.md › Areas › Deals):
 * the stages and how a deal moves between them, sale types, lost reasons, and the deal sheet's
 * arithmetic. One place, so the server's figures and the sheet's live preview agree to the cent.
 */
import type { DealStage, SaleType } from './deal-vocabularies';

// Stages and sale types live in deal-vocabularies.ts so the route registry can read them without
// the labels, rules and arithmetic here (issue 14); they are part of these facts all the same.
export { DEAL_STAGES, SALE_TYPES, type DealStage, type SaleType } from './deal-vocabularies';

export const DEAL_STAGE_LABELS: Readonly<Record<DealStage, string>> = {
  negotiation: 'Negotiation',
  agreed: 'Agreed',
  paperwork: 'Paperwork',
  sold: 'Sold',
  lost: 'Lost',
  unwound: 'Unwound',
};

export const OPEN_DEAL_STAGES: readonly DealStage[] = ['negotiation', 'agreed', 'paperwork'];
export const isOpenDeal = (stage: DealStage) => OPEN_DEAL_STAGES.includes(stage);

/**
 * negotiation → agreed → paperwork → sold | lost (reason) | unwound. Open stages move freely among
 * themselves (a customer who rethinks the payment goes back to negotiation), any open deal may be
 * sold (a cash deal can skip paperwork) or lost; a lost deal may be reopened; only a sold deal can
 * be unwound (the sale reversed: the car comes back), and unwound is final — a new deal starts over.
 */
export const DEAL_STAGE_TRANSITIONS: Readonly<Record<DealStage, readonly DealStage[]>> = {
  negotiation: ['agreed', 'paperwork', 'sold', 'lost'],
  agreed: ['negotiation', 'paperwork', 'sold', 'lost'],
  paperwork: ['negotiation', 'agreed', 'sold', 'lost'],
  sold: ['unwound'],
  lost: ['negotiation'],
  unwound: [],
};
export const canMoveDeal = (from: DealStage, to: DealStage) => DEAL_STAGE_TRANSITIONS[from].includes(to);

export const DEAL_LOST_REASONS = [
  'price',
  'financing',
  'trade_value',
  'bought_elsewhere',
  'changed_mind',
  'vehicle_unavailable',
  'other',
] as const;
export type DealLostReason = (typeof DEAL_LOST_REASONS)[number];
export const DEAL_LOST_REASON_LABELS: Readonly<Record<DealLostReason, string>> = {
  price: 'Price',
  financing: 'Financing declined',
  trade_value: 'Trade-in value',
  bought_elsewhere: 'Bought elsewhere',
  changed_mind: 'Changed their mind',
  vehicle_unavailable: 'Vehicle no longer available',
  other: 'Other',
};

export const SALE_TYPE_LABELS: Readonly<Record<SaleType, string>> = {
  cash: 'Cash',
  finance: 'Finance',
  lease: 'Lease',
};

export const DEALS_PAGE_SIZE = 25;
/** The board shows at most this many cards per stage (the newest first); the list pages the rest. */
export const DEALS_BOARD_PER_STAGE = 50;
/** Sales tax in percent with up to three decimals (6.875 %), stored as thousandths of a percent. */
export const TAX_RATE_MAX_PERCENT = 25;
export const DOC_FEE_MAX_CENTS = 500_000;
export const MONEY_MAX_CENTS = 100_000_000;

/** The numbers a sheet is made of (cents; the tax rate in thousandths of a percent, 6875 = 6.875 %). */
export interface DealFigures {
  priceCents: number | null;
  downPaymentCents: number;
  tradeAllowanceCents: number;
  tradePayoffCents: number;
  docFeeCents: number;
  taxRateThousandths: number;
}

/** The vehicle's cost side (null cost: not known, so no gross can be stated). */
export interface DealCosts {
  costCents: number | null;
  addedCostsCents: number;
  packCents: number;
}

/**
 * The sheet's arithmetic. Tax is on the price and the doc fee less the trade-in allowance (the
 * trade credit most US states give), never below zero; the total is what the customer owes for
 * the deal: price + doc fee + tax − allowance + the trade's payoff (the dealership pays off the
 * customer's loan on it); due after the down payment is what is financed or still to be paid.
 * Front gross is price − cost − added costs − pack (DOMAIN.md), null until both are known.
 */
export const computeDeal = (f: DealFigures, costs: DealCosts | null) => {
  const price = f.priceCents ?? 0;
  const taxable = Math.max(0, price + f.docFeeCents - f.tradeAllowanceCents);
  const taxCents = Math.round((taxable * f.taxRateThousandths) / 100_000);
  const totalCents = price + f.docFeeCents + taxCents - f.tradeAllowanceCents + f.tradePayoffCents;
  const frontGrossCents =
    f.priceCents !== null && costs && costs.costCents !== null
      ? f.priceCents - costs.costCents - costs.addedCostsCents - costs.packCents
      : null;
  return {
    taxCents,
    totalCents,
    balanceDueCents: totalCents - f.downPaymentCents,
    tradeEquityCents: f.tradeAllowanceCents - f.tradePayoffCents,
    frontGrossCents,
  };
};
export type DealComputed = ReturnType<typeof computeDeal>;

export const taxPercentToThousandths = (percent: number) => Math.round(percent * 1000);
export const taxThousandthsToPercent = (thousandths: number) => thousandths / 1000;

/** Where a notification about a deal takes the person (the board opens its sheet). */
export const dealLink = (dealId: string) => `/dashboard/deals?deal=${encodeURIComponent(dealId)}`;
