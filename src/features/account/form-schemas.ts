/**
 * What the account's forms check their input with: the shared schemas the server validates with.
 * Loaded by `form-checks.ts` on the first check, so neither classic zod nor the schemas are in the
 * account screen's first load (issue 14).
 */
import { issuesToErrors, type FieldErrors } from '../../lib/form-state';
import {
  AccountProfileSchema,
  ChangePasswordFormSchema,
  ConfirmEmailChangeSchema,
  RequestEmailChangeSchema,
} from '../../shared/schemas/account';

type Schema =
  | typeof AccountProfileSchema
  | typeof RequestEmailChangeSchema
  | typeof ConfirmEmailChangeSchema
  | typeof ChangePasswordFormSchema;

const checkWith =
  (schema: Schema) =>
  async (input: unknown): Promise<{ values: unknown; errors?: undefined } | { errors: FieldErrors }> => {
    const result = await schema.safeParseAsync(input);
    return result.success ? { values: result.data } : { errors: issuesToErrors(result.error.issues) };
  };

export const accountChecks = {
  profile: checkWith(AccountProfileSchema),
  requestEmail: checkWith(RequestEmailChangeSchema),
  confirmEmail: checkWith(ConfirmEmailChangeSchema),
  changePassword: checkWith(ChangePasswordFormSchema),
};
