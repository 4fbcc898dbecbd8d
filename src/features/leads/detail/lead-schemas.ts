/**
 * The lead's forms check their input with the shared schemas the API validates with, which are
 * classic zod (~13 kB gzip with the core parts only it uses). The page loads them on first use
 * rather than when it opens (issue 14): a pointer resting on, or focus reaching, a form fetches
 * them, and a submit waits for them (cached by the module system: calling again costs nothing).
 */
export const loadLeadSchemas = () => import('../../../shared/schemas/leads');

export const preloadLeadSchemas = () => void loadLeadSchemas().catch(() => undefined);

/** What a form says when the schemas could not be fetched (the network is gone). */
export const SCHEMAS_UNAVAILABLE = 'Check your connection and try again.';
