import { z } from 'zod';
import { emailField, newPasswordField, personNameField, tokenField } from './common';

/** Roles an invitation may grant: nobody invites an owner (ownership is transferred, not invited). */
export const INVITABLE_ROLES = ['manager', 'sales'] as const;

export const CreateInvitationSchema = z.object({
  email: emailField,
  role: z.enum(INVITABLE_ROLES, { error: 'Choose manager or sales' }),
});
export type CreateInvitationInput = z.infer<typeof CreateInvitationSchema>;

export const AcceptInvitationSchema = z.object({
  token: tokenField,
  password: newPasswordField,
  firstName: personNameField('first name').optional(),
  lastName: personNameField('last name').optional(),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationSchema>;
