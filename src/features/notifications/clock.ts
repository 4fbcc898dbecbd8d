import { renderNow } from '../../shared/render-moment';

/**
 * "Now" for "5 min ago". Stories fix it so their pictures do not change with the calendar; the app
 * never sets it.
 */
export const notificationsClock = { now: (): number => renderNow() };
