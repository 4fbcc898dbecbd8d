import { checkDigit } from '../../src/shared/vin';

/**
 * A VIN of this run only (a reused server keeps earlier runs' vehicles; VINs are unique per
 * dealership): `stem` (the maker's first 10 or 11 characters) and a serial from the clock, with a
 * valid check digit. Tests that add vehicles at the same moment pass different `offset`s.
 */
export const freshVin = (stem: string, offset = 0) => {
  const serial = String((Date.now() + offset) % 1_000_000).padStart(6, '0');
  const draft = `${stem}${serial}`.padEnd(17, '0').slice(0, 17);
  return draft.slice(0, 8) + checkDigit(draft)! + draft.slice(9);
};
