/** Inputs of the auth flows (DOMAIN.md › Auth flows). */
import { z } from 'zod';
import {
  currentPasswordField,
  emailField,
  identifierField,
  newPasswordField,
  otpField,
  personNameField,
  tokenField,
  usernameField,
} from './common';

/** What a signed-in person may change on their own profile (better-auth's /update-user). */
export const UpdateUserSchema = z
  .object({
    firstName: personNameField('first name').optional(),
    lastName: personNameField('last name').optional(),
    username: usernameField.optional(),
    image: z.url('Enter a link to an image').max(2048, 'Use a shorter link').nullable().optional(),
  })
  .refine((v) => (v.firstName === undefined) === (v.lastName === undefined), {
    message: 'Send the first and the last name together',
    path: ['lastName'],
  });
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const RegisterSchema = z.object({
  firstName: personNameField('first name'),
  lastName: personNameField('last name'),
  username: usernameField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const SignInSchema = z.object({
  identifier: identifierField,
  password: currentPasswordField,
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof SignInSchema>;

/** What better-auth's /sign-in/email receives. */
export const SignInEmailSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  rememberMe: z.boolean().optional(),
});
/** What better-auth's /sign-in/username receives. */
export const SignInUsernameSchema = z.object({
  username: usernameField,
  password: currentPasswordField,
  rememberMe: z.boolean().optional(),
});

export const VerifyOtpSchema = z.object({ email: emailField, otp: otpField });
export type VerifyOtpInput = z.infer<typeof VerifyOtpSchema>;

export const SendOtpSchema = z.object({
  email: emailField,
  type: z.enum(['email-verification', 'sign-in', 'forget-password']),
});

export const ForgotPasswordSchema = z.object({ identifier: identifierField });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({ token: tokenField, newPassword: newPasswordField });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** The reset form adds a confirmation field; the API only needs the password once. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { message: 'The passwords do not match', path: ['confirmPassword'] },
);
