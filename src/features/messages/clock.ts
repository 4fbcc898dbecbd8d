import { renderNow } from '../../shared/render-moment';

/**
 * "Now" for the relative labels (Today, Yesterday, Mon) and the rate limit's countdown. Stories fix
 * it so their pictures do not change with the calendar or the machine's speed; the app never sets it.
 */
export const messagesClock = { now: (): number => renderNow() };
