/**
 * The Account area (DOMAIN.md › Areas › Account): the signed-in person's profile, email, password,
 * sessions, export and deletion. Inputs are shared by the forms and the server (our /api/account
 * routes, and the /api/auth handler for better-auth's endpoints); answers type the client.
 */
import { z } from 'zod';
import { ChangePasswordSchema } from './auth';
import { currentPasswordField, emailField, otpField, personNameField, usernameField } from './common';

// The avatar rules live without zod (the profile form reads them in the account's first load).
export { AVATAR_MAX_BYTES, AVATAR_MIN_DIMENSION, AVATAR_SIZE, AVATAR_TYPES } from '../avatar-rules';

/** The profile form: names and username (sent to better-auth's /update-user). */
export const AccountProfileSchema = z.object({
  firstName: personNameField('first name'),
  lastName: personNameField('last name'),
  username: usernameField,
});
export type AccountProfileInput = z.infer<typeof AccountProfileSchema>;

/** Step 1 of an email change: a code goes to the new address (better-auth's email-otp plugin). */
export const RequestEmailChangeSchema = z.object({ newEmail: emailField });
export type RequestEmailChangeInput = z.infer<typeof RequestEmailChangeSchema>;

/** Step 2: the code from the new address's inbox makes it the account's address. */
export const ConfirmEmailChangeSchema = z.object({ newEmail: emailField, otp: otpField });
export type ConfirmEmailChangeInput = z.infer<typeof ConfirmEmailChangeSchema>;

/** The password form asks for the new password twice; the API needs it once. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z.string(),
  revokeOtherSessions: z.boolean(),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: 'The passwords do not match',
  path: ['confirmPassword'],
});

/** Deleting the account: the password again, and for a sole owner the dealership's name typed out. */
export const DeleteAccountSchema = z.object({
  password: currentPasswordField,
  /** Only a dealership's sole owner sends it: typing the name deletes the dealership with the account. */
  confirmDealershipName: z.string().trim().max(200, 'Use at most 200 characters').optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

export const AccountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on macOS", from the browser's user agent; "Unknown device" when it said nothing useful. */
  device: z.string(),
  kind: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  ipAddress: z.string().nullable(),
  /** UTC ISO times. Last active is when the session was last refreshed (at most a day behind). */
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) });

/** What deleting the account would do, so the screen can say it before anyone confirms. */
export const AccountDeletionSchema = z.object({
  /**
   * `free`: nothing else goes. `leaves-dealership`: the person leaves a dealership that keeps another
   * owner. `sole-owner`: they are its only owner; the account can go only with the dealership
   * (typing its name), or after making another member an owner.
   */
  outcome: z.enum(['free', 'leaves-dealership', 'sole-owner']),
  dealership: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      /** Other people on its staff (they lose access when the dealership is deleted). */
      otherMembers: z.number().int(),
      vehicles: z.number().int(),
    })
    .nullable(),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

export const AccountDeletedSchema = z.object({
  deleted: z.literal(true),
  /** The dealership deleted with the account (sole owner who typed its name), if any. */
  dealershipDeleted: z.string().nullable(),
});
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

export const AvatarSchema = z.object({ image: z.string().nullable() });
