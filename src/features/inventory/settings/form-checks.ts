/**
 * The inventory settings form's check, as a usePlainForm validator. The schema (classic zod) is
 * needed only to check what is typed, so it loads on the first check, or earlier when a pointer or
 * focus reaches the form (`preloadInventorySettingsSchemas`); a submit waits for it.
 */
import type { Validator } from '../../../lib/form-state';
import type { UpdateInventorySettingsInput } from '../../../shared/schemas/vehicles';

export type InventorySettingsValues = { stockPrefix: string; defaultPackCents: string; salesSeeCost: boolean };

const loadSchemas = () => import('./form-schemas');
export const preloadInventorySettingsSchemas = () => void loadSchemas().catch(() => undefined);

export const checkInventorySettings: Validator<InventorySettingsValues, UpdateInventorySettingsInput> = async (
  values,
) => (await loadSchemas()).checkInventorySettings(values);
