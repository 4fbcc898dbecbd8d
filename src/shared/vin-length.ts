/**
 * A VIN's length, in a module of its own: the DB vehicles screen's VIN breakdown needs only this,
 * and vin.ts (the validation, the check digit and the typo rescue) would come along (issue 14).
 */
export const VIN_LENGTH = 17;
