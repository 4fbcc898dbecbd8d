import { dateTimeFormat, renderNow } from '../../shared/render-moment';
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const date = dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "just now", "5 minutes ago", "3 days ago", then the date: how long since a session was used. */
export function since(iso: string, now = renderNow()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  return days < 30 ? relative.format(-days, 'day') : date.format(new Date(iso));
}
