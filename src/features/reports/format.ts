/** How the Reports area writes its figures (en-US, USD). */
import { dateTimeFormat } from '../../shared/render-moment';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const dayLabel = dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const money = (cents: number) => usd.format(cents / 100);
export const compactMoney = (dollars: number) => compactUsd.format(dollars);
export const shortDay = (isoDay: string) => dayLabel.format(new Date(`${isoDay}T00:00:00Z`));
export const rangeLabel = (range: { from: string; to: string }) =>
  `${longDay.format(new Date(`${range.from}T00:00:00Z`))} – ${longDay.format(new Date(`${range.to}T00:00:00Z`))}`;

/** Minutes as people say them: "45 min", "2 h 10 min", "3 d 4 h". */
export const duration = (minutes: number | null) => {
  if (minutes === null) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${Math.round(minutes % 60)} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
};

/** The change from the previous period, as a sign and a percentage (null when there is nothing to compare). */
export const change = (current: number | null, previous: number | null) => {
  if (current === null || previous === null) return null;
  if (previous === 0) return current === 0 ? { direction: 'same' as const, text: 'No change' } : null;
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  if (Math.abs(pct) < 0.05) return { direction: 'same' as const, text: 'No change' };
  return {
    direction: pct > 0 ? ('up' as const) : ('down' as const),
    text: `${pct > 0 ? '+' : '−'}${Math.abs(pct).toFixed(Math.abs(pct) < 10 ? 1 : 0)}%`,
  };
};

/** UTC day n days from `isoDay`. */
export const addDays = (isoDay: string, n: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
