/**
 * The account's three forms, loaded apart from the screen (issue 14: JavaScript per route): they
 * bring react-hook-form, classic zod and the account schemas (the common-passwords list with the
 * password's). One module, so they arrive together in one request.
 */
export { EmailForm } from './email-form';
export { PasswordForm } from './password-form';
export { ProfileForm } from './profile-form';
