/**
 * What the inventory settings form checks its input with: the API's own schema, the pack typed in
 * dollars. Loaded by `form-checks.ts` on the first check, so classic zod and the vehicle schemas
 * (with the VIN rules) are not in the Settings screen's first load (issue 14).
 */
import { z } from 'zod';
import { issuesToErrors, type ValidationResult } from '../../../lib/form-state';
import { UpdateInventorySettingsSchema, type UpdateInventorySettingsInput } from '../../../shared/schemas/vehicles';
import { parseDollarsToCents } from '../../../lib/dollars-input';

/** The settings' own schema, with the pack typed in dollars; field names are the API's. */
const SettingsFormSchema = UpdateInventorySettingsSchema.extend({
  defaultPackCents: z.preprocess(
    (raw) => (typeof raw === 'string' ? (raw.trim() === '' ? 0 : (parseDollarsToCents(raw) ?? Number.NaN)) : raw),
    UpdateInventorySettingsSchema.shape.defaultPackCents,
  ),
});

export async function checkInventorySettings(input: unknown): Promise<ValidationResult<UpdateInventorySettingsInput>> {
  const result = await SettingsFormSchema.safeParseAsync(input);
  return result.success ? { values: result.data } : { errors: issuesToErrors(result.error.issues) };
}
