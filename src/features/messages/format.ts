/** How Messages writes times: en-US, in the viewer's time zone. */
import { messagesClock } from './clock';
import { dateTimeFormat } from '../../shared/render-moment';

const time = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekday = dateTimeFormat('en-US', { weekday: 'short' });
const shortDate = dateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const full = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dayHeading = dateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const DAY = 86_400_000;

/** The list's stamp: "2:34 PM" today, "Mon" this week, "Nov 3" this year, else with the year. */
export function listStamp(iso: string, now = new Date(messagesClock.now())): string {
  const d = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY);
  if (days <= 0) return time.format(d);
  if (days < 7) return weekday.format(d);
  if (d.getFullYear() === now.getFullYear()) return shortDate.format(d);
  return longDate.format(d);
}

/** A message's time under its bubble, and its full date for the title attribute. */
export const messageTime = (iso: string) => time.format(new Date(iso));
export const fullStamp = (iso: string) => full.format(new Date(iso));

/** The thread's day separators: "Today", "Yesterday", "Monday, November 23". */
export function dayLabel(iso: string, now = new Date(messagesClock.now())): string {
  const d = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(d)) / DAY);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return dayHeading.format(d);
}

export const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};
