/** Display helpers of the deals screens: money to the cent, stage colours, dates. */
import type { DealStage } from '../../shared/deals';
import { dateTimeFormat } from '../../shared/render-moment';

const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$24,381.25" — a sheet's figures are exact; "$24,381" where whole dollars read better (cards, totals). */
export const formatMoney = (value: number) => cents.format(value / 100);
export const formatWholeMoney = (value: number) => dollars.format(value / 100);

export const DEAL_STAGE_PALETTE: Readonly<Record<DealStage, string>> = {
  negotiation: 'blue',
  agreed: 'purple',
  paperwork: 'orange',
  sold: 'green',
  lost: 'gray',
  unwound: 'red',
};

const dayFmt = dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatDay = (iso: string) => dayFmt.format(new Date(iso));
const dateTimeFmt = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTimeFmt.format(new Date(iso));

/** Dollars typed in a field ("24,500.50") → cents; undefined when it is not a number. */
export const parseDollars = (text: string): number | undefined => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};
/** Cents → the field's text ("24500.5" → "24,500.50"). */
export const dollarsText = (value: number | null) =>
  value === null ? '' : (value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
