import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyOtpScreen } from '../../src/screens/verify-otp';
import { noScreenshot, screenParameters } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { shopperViewer } from '../builders';
import { screenOf } from '../components/play-helpers';
import {
  buildRegisterInput,
  buildSession,
  fail,
  holdCountdown,
  mockApi,
  ok,
  pending,
  storyLocation,
} from '../builders/auth';

const meta = {
  title: 'Screens/verify-otp',
  component: VerifyOtpScreen,
  parameters: screenParameters('verify-otp'),
  beforeEach: holdCountdown,
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without an email in the link: the person types it. */
export const WithoutEmail: Story = {};

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const person = buildRegisterInput();
const withParams = {
  ...screenParameters('verify-otp'),
  route: {
    path: `/auth/verify-otp?${new URLSearchParams({ email: person.email, firstName: person.firstName, lastName: person.lastName, username: person.username })}`,
  },
};

const typeCode = async (canvasElement: HTMLElement, code = '482913') => {
  const screen = screenOf(canvasElement);
  await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(code);
  return screen;
};

export const Idle: Story = { parameters: withParams, beforeEach: mockApi({}) };

export const Invalid: Story = {
  parameters: withParams,
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await expect(await screen.findByText('Enter the 6-digit code')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { ...withParams, pending: true },
  beforeEach: mockApi({ 'POST /api/auth/email-otp/verify-email': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await typeCode(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Verif/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  parameters: withParams,
  beforeEach: mockApi({
    'POST /api/auth/email-otp/verify-email': fail(400, 'INVALID_OTP', 'Invalid OTP', {
      otp: 'That code is not right.',
    }),
  }),
  play: async ({ canvasElement }) => {
    const screen = await typeCode(canvasElement);
    await expect(await screen.findByText('That code is not right.')).toBeVisible();
  },
};

/** Too many tries: the clear screen with "Send a new code". */
export const Expired: Story = {
  parameters: withParams,
  beforeEach: mockApi({
    'POST /api/auth/email-otp/verify-email': fail(403, 'TOO_MANY_ATTEMPTS', 'Too many attempts.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = await typeCode(canvasElement);
    await expect(await screen.findByTestId('link-problem')).toBeVisible();
  },
};

/** Verified and signed in → complete profile. */
export const Done: Story = {
  parameters: {
    ...withParams,
    viewer: shopperViewer(),
    ...noScreenshot('navigates to complete-profile, which has its own stories'),
  },
  beforeEach: mockApi({
    'POST /api/auth/email-otp/verify-email': ok({ status: true, token: 'story', user: {} }),
    'GET /api/session': ok(buildSession()),
  }),
  play: async ({ canvasElement }) => {
    const screen = await typeCode(canvasElement);
    await waitFor(() => expect(storyLocation()).toBe('/auth/complete-profile'));
    await expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  },
};
