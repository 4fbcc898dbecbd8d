/**
 * The Settings forms' checks, as usePlainForm validators. The shared schemas (classic zod) are
 * needed only to check what is typed, so they load on the first check, or earlier when a pointer
 * or focus reaches a form (`preloadSettingsSchemas`). The check is asynchronous, so a submit waits
 * for them.
 */
import type { Validator } from '../../lib/form-state';

const loadSchemas = () => import('./form-schemas');
export const preloadSettingsSchemas = () => void loadSchemas().catch(() => undefined);

type Which = keyof Awaited<ReturnType<typeof loadSchemas>>['settingsChecks'];

export const settingsValidator =
  <V, Out>(which: Which): Validator<V, Out> =>
  async (values) => {
    const result = await (await loadSchemas()).settingsChecks[which](values);
    return result.errors ? { errors: result.errors } : { values: result.values as Out };
  };
