/**
 * Field schemas shared by the API validators, the forms (react-hook-form resolver) and the OpenAPI
 * document. Messages are written for people: they appear inline under the form fields.
 */
import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../constants';

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

export const emailField = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(EMAIL_MAX, `Use at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Enter a valid email address'))
  .transform((v) => v.toLowerCase());

/** Usernames are case-insensitive: stored and compared in lower case. */
export const usernameField = z
  .string({ error: 'Choose a username' })
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(
    z
      .string()
      .min(USERNAME_MIN, `Use at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `Use at most ${USERNAME_MAX} characters`)
      .regex(USERNAME_PATTERN, 'Use only letters, digits, "_" and "."'),
  );

/** A new password: length rules and a common-password list (NIST 800-63B), plus "not only spaces". */
export const newPasswordField = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`)
  .refine((v) => v.trim().length > 0, 'Use at least one character that is not a space')
  .refine(
    (v) => !isCommonPassword(v),
    'This password is one of the most common ones: choose one that is harder to guess',
  );

/** An existing password at sign-in: never reveal the rules, only require something bounded. */
export const currentPasswordField = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const personNameField = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(NAME_MAX, `Use at most ${NAME_MAX} characters`);

export const otpField = z
  .string({ error: 'Enter the code' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

/** Email or username, as the sign-in and forgot-password forms accept either. */
export const identifierField = z
  .string({ error: 'Enter your email or username' })
  .trim()
  .min(1, 'Enter your email or username')
  .max(EMAIL_MAX, `Use at most ${EMAIL_MAX} characters`)
  .transform((v) => v.toLowerCase());

export const tokenField = z
  .string({ error: 'The link is missing its token' })
  .trim()
  .min(1, 'The link is missing its token')
  .max(512, 'The link is not valid');

export const isEmail = (value: string) => z.email().safeParse(value).success;
