/** Display helpers of the leads screens: colours per status and flag, times, durations, names. */
import type { LeadStatus, ResponseFlag } from '../../shared/respond';
import { vehicleName } from '../../shared/format';
import type { Palette } from '../../theme/list-rows';
import type { VehicleCard } from '../../shared/schemas/leads';
import { dateTimeFormat } from '../../shared/render-moment';

/** One colour per status, the same in the list, the detail and the timeline. */
export const LEAD_STATUS_PALETTE: Readonly<Record<LeadStatus, Palette>> = {
  new: 'blue',
  contacted: 'cyan',
  appointment: 'purple',
  negotiating: 'orange',
  converted: 'green',
  lost: 'gray',
  junk: 'red',
};

export const RESPONSE_FLAG_LABELS: Readonly<Record<Exclude<ResponseFlag, 'ok'>, string>> = {
  overdue: 'Overdue',
  critical: 'Critical',
};

const dateTimeFmt = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const shortFmt = dateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dayFmt = dateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const timeFmt = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "Mon, Nov 23" and "3:04 PM": a follow-up in two short lines. */
export const formatDay = (iso: string): string => dayFmt.format(new Date(iso));
export const formatTime = (iso: string): string => timeFmt.format(new Date(iso));

/** "Nov 23, 2026, 3:04 PM" in the person's zone. */
export const formatDateTime = (iso: string): string => dateTimeFmt.format(new Date(iso));
/** "Nov 23, 3:04 PM": the list's compact form. */
export const formatShort = (iso: string): string => shortFmt.format(new Date(iso));

/** 45 → "45 s", 754 → "12 min", 7_300 → "2 h 1 min", 200_000 → "2 d 7 h". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const days = Math.floor(hours / 24);
  return `${days} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** Seconds from `iso` to `now` (never negative: a clock a little ahead does not show "−1 s"). */
export const secondsSince = (iso: string, now: number): number => Math.max(0, (now - Date.parse(iso)) / 1000);

export const vehicleTitle = (v: Pick<VehicleCard, 'year' | 'make' | 'model' | 'trim'>) => vehicleName(v);

/** "Tom Nguyen" → "TN" for the avatar of a person without a photo. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
