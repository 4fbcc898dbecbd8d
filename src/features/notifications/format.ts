import { notificationsClock } from './clock';
import { dateTimeFormat } from '../../shared/render-moment';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const shortDate = dateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const full = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", then the date. */
export function ago(iso: string, now = notificationsClock.now()): string {
  const then = Date.parse(iso);
  const minutes = Math.round((now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  const date = new Date(then);
  return date.getFullYear() === new Date(now).getFullYear() ? shortDate.format(date) : longDate.format(date);
}

export const fullStamp = (iso: string) => full.format(new Date(iso));
