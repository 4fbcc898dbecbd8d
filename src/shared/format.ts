/** How Lotline writes money, distances and vehicle names everywhere: US style, whole dollars. */
import { dateTimeFormat } from './render-moment';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

/** Cents → "$24,900" (whole dollars: asking prices are). Callers choose what a missing price says. */
export const formatDollars = (cents: number): string => wholeDollars.format(cents / 100);

/** 48213 → "48,213 mi". */
export const formatMiles = (miles: number): string => `${count.format(miles)} mi`;

/** "2021 Toyota RAV4 XLE": what people call a vehicle (no trim, no trailing space). */
export const vehicleName = (v: {
  year: number;
  make: string;
  model: string;
  trim: string | null | undefined;
}): string =>
  [v.year, v.make, v.model, v.trim].filter((part) => part !== null && part !== undefined && part !== '').join(' ');

const shortDateTime = dateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 23, 3:04 PM" in the reader's zone: when something happened this week. */
export const formatShortDateTime = (iso: string): string => shortDateTime.format(new Date(iso));
