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

/** A pending invitation as the API answers it (GET /api/invitations and friends). */
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  /** UTC ISO time. */
  expiresAt: z.string(),
  createdAt: z.string(),
  inviterName: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
