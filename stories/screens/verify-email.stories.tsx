import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyEmailScreen } from '../../src/screens/verify-email';
import { noScreenshot, screenParameters } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ownerViewer } from '../builders';
import { screenOf } from '../components/play-helpers';
import { buildOwnerSession, fail, holdCountdown, mockApi, ok, pending, storyLocation } from '../builders/auth';

const meta = {
  title: 'Screens/verify-email',
  component: VerifyEmailScreen,
  parameters: screenParameters('verify-email'),
  beforeEach: holdCountdown,
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without an email in the link: the person types it. */
export const WithoutEmail: Story = {};

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const withEmail = {
  ...screenParameters('verify-email'),
  route: { path: '/auth/verify-email?email=dana%40whitfieldmotors.test' },
};
const sent = { 'POST /api/auth/email-otp/send-verification-otp': ok({ success: true }) };

const typeCode = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard('482913');
  return screen;
};

export const Idle: Story = { parameters: withEmail, beforeEach: mockApi(sent) };

export const Invalid: Story = {
  beforeEach: mockApi(sent),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await expect(await screen.findByText('Enter your email address')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { ...withEmail, pending: true },
  beforeEach: mockApi({ ...sent, 'POST /api/auth/email-otp/verify-email': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await typeCode(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Verif/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  parameters: withEmail,
  beforeEach: mockApi({
    ...sent,
    'POST /api/auth/email-otp/verify-email': fail(500, 'INTERNAL', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = await typeCode(canvasElement);
    // Inside the form, announced; the toast says it too: wait until both are fully shown.
    await expect(await screen.findByTestId('form-error')).toHaveTextContent('Something went wrong on our side.');
    for (const shown of await screen.findAllByText('Something went wrong on our side.'))
      await waitFor(() => expect(shown).toBeVisible());
  },
};

/** Verified → the sign-in confirmation → the dashboard. */
export const Done: Story = {
  parameters: { ...withEmail, viewer: ownerViewer(), ...noScreenshot('navigates to /dashboard') },
  beforeEach: mockApi({
    ...sent,
    'POST /api/auth/email-otp/verify-email': ok({ status: true }),
    'GET /api/session': ok(buildOwnerSession()),
  }),
  play: async ({ canvasElement }) => {
    const screen = await typeCode(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Continue' })).toBeVisible();
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'), { timeout: 5000 });
  },
};
