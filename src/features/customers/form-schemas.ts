/**
 * What the customer form checks its input with: the shared schemas the server validates with.
 * Loaded by `form-values.ts` on the first check, so neither classic zod nor the schemas are in the
 * customer screens' first load (issue 14).
 */
import type { FieldErrors } from '../../lib/form-state';
import { issuesToErrors } from '../../lib/form-state';
import { CreateCustomerSchema, UpdateCustomerSchema } from '../../shared/schemas/customers';

const checkWith =
  <S extends typeof CreateCustomerSchema | typeof UpdateCustomerSchema>(schema: S) =>
  async (
    input: Record<string, unknown>,
  ): Promise<{ values: unknown; errors?: undefined } | { errors: FieldErrors }> => {
    const result = await schema.safeParseAsync(input);
    return result.success ? { values: result.data } : { errors: issuesToErrors(result.error.issues) };
  };

export const schemaChecks = {
  create: checkWith(CreateCustomerSchema),
  update: checkWith(UpdateCustomerSchema),
};
