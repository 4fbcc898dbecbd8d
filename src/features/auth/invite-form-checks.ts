/**
 * The invite form's check, as a usePlainForm validator. The shared schema (classic zod) is needed
 * only to check what is typed, so it loads on the first check, or earlier when a pointer or focus
 * reaches the form (`preloadInviteSchemas`); a submit waits for it.
 */
import type { Validator } from '../../lib/form-state';
import type { CreateInvitationInput } from '../../shared/schemas/invitations';

const loadSchemas = () => import('./invite-form-schemas');
export const preloadInviteSchemas = () => void loadSchemas().catch(() => undefined);

export const checkInvitation: Validator<{ email: string; role: string }, CreateInvitationInput> = async (values) =>
  (await loadSchemas()).checkInvitation(values);
