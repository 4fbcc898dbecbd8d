/** Display helpers of the vehicle detail screen (dates, status colours, the vehicle's name). */
import type { VehicleStatus } from '../../../shared/vehicles';
import { dateTimeFormat } from '../../../shared/render-moment';

const dateFmt = dateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFmt = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const calendarFmt = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO time as the person's local date ("Nov 23, 2026"). */
export const formatDate = (iso: string): string => dateFmt.format(new Date(iso));
/** An ISO time as the person's local date and time ("Nov 23, 2026, 3:04 PM"). */
export const formatDateTime = (iso: string): string => dateTimeFmt.format(new Date(iso));
/** A calendar date (YYYY-MM-DD) as written, not shifted by the time zone. */
export const formatCalendarDate = (day: string): string => calendarFmt.format(new Date(`${day}T00:00:00Z`));

/** One colour per status, the same wherever a status badge shows on this screen. */
export const STATUS_PALETTE: Readonly<Record<VehicleStatus, string>> = {
  incoming: 'blue',
  recon: 'orange',
  available: 'green',
  on_hold: 'yellow',
  sold: 'purple',
  wholesaled: 'teal',
  archived: 'gray',
};

/** Status changes that end the vehicle's time on the lot ask for confirmation first. */
export const CONFIRMED_STATUSES: readonly VehicleStatus[] = ['sold', 'wholesaled', 'archived'];
