/**
 * What a stock-number prefix may be: up to 6 letters or digits. A module of its own, so the
 * inventory settings preview reads it without the rest of the vehicle facts (issue 14).
 */
export const STOCK_PREFIX_PATTERN = /^[A-Z0-9]{1,6}$/;
