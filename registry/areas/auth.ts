/** Sign-in, sign-up, verification, password and invitation steps (DOMAIN.md › Auth flows). */
import { z } from 'zod/mini';
import { authScreen, signedIn } from '../define';
import { relativePath, text } from '../search';
import { PLAN_IDS } from '../../src/shared/plans';

/** The plan chosen on a pricing card, carried from registration to onboarding (a bad value is dropped). */
const chosenPlan = () => z.catch(z.optional(z.enum(PLAN_IDS)), undefined);

export const authRoutes = [
  authScreen({
    id: 'login',
    path: '/auth/login',
    search: z.object({ redirect: relativePath() }),
    title: 'Sign in',
    description: 'Sign in to your Lotline account.',
    states: 'form',
  }),
  authScreen({
    id: 'login-success',
    path: '/auth/login-success',
    search: z.object({ redirect: relativePath() }),
    title: 'Signed in',
    description: 'You are signed in to Lotline.',
  }),
  authScreen({
    id: 'register',
    path: '/auth/register',
    search: z.object({ plan: chosenPlan() }),
    title: 'Create your account',
    description: 'Create a Lotline account.',
    states: 'form',
  }),
  authScreen({
    id: 'forgot-password',
    path: '/auth/forgot-password',
    title: 'Forgot password',
    description: 'Reset your Lotline password.',
    states: 'form',
  }),
  authScreen({
    id: 'verify-email',
    path: '/auth/verify-email',
    search: z.object({ email: text(254) }),
    title: 'Verify your email',
    description: 'Verify your email address to continue.',
    states: 'form',
  }),
  authScreen({
    id: 'complete-profile',
    path: '/auth/complete-profile',
    search: z.object({ plan: chosenPlan() }),
    title: 'Complete your profile',
    description: 'Tell us whether you are shopping or selling.',
    access: signedIn,
    states: 'form',
  }),
  authScreen({
    id: 'reset-password',
    path: '/auth/reset-password',
    search: z.object({ token: text(512) }),
    title: 'Choose a new password',
    description: 'Choose a new password for your Lotline account.',
    states: 'form',
  }),
  authScreen({
    id: 'setup-password',
    path: '/auth/setup-password',
    search: z.object({ token: text(512) }),
    title: 'Set up your password',
    description: 'Set a password to join your dealership on Lotline.',
    states: 'form',
  }),
  authScreen({
    id: 'verify-otp',
    path: '/auth/verify-otp',
    search: z.object({
      email: text(254),
      firstName: text(100),
      lastName: text(100),
      username: text(30),
      plan: chosenPlan(),
    }),
    title: 'Enter your code',
    description: 'Enter the 6-digit code we emailed you.',
    states: 'form',
  }),
  authScreen({
    id: 'email-sent',
    path: '/auth/email-sent',
    search: z.object({ email: text(254), username: text(30) }),
    title: 'Check your email',
    description: 'We sent you a link to reset your password.',
  }),
] as const;
