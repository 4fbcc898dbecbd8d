/**
 * What the invite form checks its input with: the shared schema the server validates with. Loaded
 * by `invite-form-checks.ts` on the first check, so classic zod and the schema are not in the
 * Settings screen's first load (issue 14).
 */
import { issuesToErrors, type ValidationResult } from '../../lib/form-state';
import { CreateInvitationSchema, type CreateInvitationInput } from '../../shared/schemas/invitations';

export async function checkInvitation(input: unknown): Promise<ValidationResult<CreateInvitationInput>> {
  const result = await CreateInvitationSchema.safeParseAsync(input);
  return result.success ? { values: result.data } : { errors: issuesToErrors(result.error.issues) };
}
