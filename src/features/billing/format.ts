/** Words and dates of the billing screens, in one place so the screen and its stories agree. */
import { planById, type BillingInterval, type PlanId } from '../../shared/plans';
import type { Billing, Invoice } from '../../shared/schemas/billing';
import { dateTimeFormat } from '../../shared/render-moment';

const DAY_MS = 24 * 60 * 60 * 1000;

// Billing dates are days in UTC (the server writes periods from UTC midnight): shown in UTC, a
// period reads the same in every time zone.
const dateFormat = dateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (iso: string): string => dateFormat.format(new Date(iso));

export const formatPeriod = (invoice: Pick<Invoice, 'periodStart' | 'periodEnd'>): string =>
  `${formatDay(invoice.periodStart)} – ${formatDay(invoice.periodEnd)}`;

export const INTERVAL_LABELS: Record<BillingInterval, string> = { month: 'Monthly', year: 'Annual' };
export const PER_INTERVAL: Record<BillingInterval, string> = { month: '/month', year: '/year' };

export const INVOICE_STATUS_LABELS: Record<Invoice['status'], string> = { paid: 'Paid', open: 'Open', void: 'Void' };

export const planName = (id: PlanId): string => planById(id).name;

/** Whole days until `iso`, counting a part day as one (a trial ending tonight has 1 day left). */
export const daysLeft = (iso: string, now: number): number => Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS));

/** True once the trial ran out or the plan was cancelled: the screen leads with "choose a plan". */
export const needsPlan = (billing: Pick<Billing, 'open'>): boolean => !billing.open;
