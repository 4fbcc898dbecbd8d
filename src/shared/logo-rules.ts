/**
 * Dealership logos: the account picture's limits (a square WebP is kept). A module without zod, so
 * the Settings screen can say them without loading the schemas (issue 14).
 */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
