/**
 * What the dealership profile and deal defaults forms check their input with: the shared schema the
 * server validates with. Loaded by `form-checks.ts` on the first check, so classic zod and the
 * settings schemas are not in the Settings screen's first load (issue 14).
 */
import { z } from 'zod';
import { issuesToErrors, type FieldErrors } from '../../lib/form-state';
import { UpdateDealershipSchema } from '../../shared/schemas/settings';
import { parseDollarsToCents } from '../../lib/dollars-input';

/** The profile's part of the shared schema, every field required (the form always sends them all). */
const ProfileFormSchema = UpdateDealershipSchema.pick({
  name: true,
  about: true,
  phone: true,
  website: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  region: true,
  postalCode: true,
  country: true,
  hours: true,
}).required();

/** The shared schema's two fields, typed as the person types them: dollars, and percent. */
const DefaultsFormSchema = z.object({
  defaultDocFeeCents: z.preprocess(
    (raw) => (typeof raw === 'string' ? (raw.trim() === '' ? 0 : (parseDollarsToCents(raw) ?? Number.NaN)) : raw),
    UpdateDealershipSchema.shape.defaultDocFeeCents.unwrap(),
  ),
  defaultTaxRate: z.preprocess(
    (raw) => (typeof raw === 'string' ? (raw.trim() === '' ? 0 : Number(raw.replace('%', '').trim())) : raw),
    UpdateDealershipSchema.shape.defaultTaxRate.unwrap(),
  ),
});

const checkWith =
  (schema: typeof ProfileFormSchema | typeof DefaultsFormSchema) =>
  async (input: unknown): Promise<{ values: unknown; errors?: undefined } | { errors: FieldErrors }> => {
    const result = await schema.safeParseAsync(input);
    return result.success ? { values: result.data } : { errors: issuesToErrors(result.error.issues) };
  };

export const settingsChecks = {
  profile: checkWith(ProfileFormSchema),
  dealDefaults: checkWith(DefaultsFormSchema),
};
