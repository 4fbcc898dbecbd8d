/**
 * "Now" for the relative labels (Today, Yesterday, Mon). Stories fix it so their pictures do not
 * change with the calendar; the app never sets it.
 */
export const messagesClock = { now: (): number => Date.now() };
