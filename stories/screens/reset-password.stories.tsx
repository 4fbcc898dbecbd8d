import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordScreen } from '../../src/screens/reset-password';
import { screenParameters } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenOf } from '../components/play-helpers';
import { fail, mockApi, ok, pending } from '../builders/auth';

const meta = {
  title: 'Screens/reset-password',
  component: ResetPasswordScreen,
  parameters: screenParameters('reset-password'),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without the token from the email: no form, a way to ask for a new link. */
export const MissingToken: Story = {};

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const withToken = {
  ...screenParameters('reset-password'),
  route: { path: '/auth/reset-password?token=story-reset-token' },
};

const fillAndSubmit = async (canvasElement: HTMLElement, confirm = 'a-new-password-9') => {
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^New password/), 'a-new-password-9');
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  return screen;
};

export const Idle: Story = { parameters: withToken, beforeEach: mockApi({}) };

export const Invalid: Story = {
  parameters: withToken,
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement, 'something-else');
    await expect(await screen.findByText('The passwords do not match')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { ...withToken, pending: true },
  beforeEach: mockApi({ 'POST /api/auth/reset-password': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sav/ })).toBeDisabled());
  },
};

/** An expired or used link: the clear screen with "Send a new link". */
export const ServerError: Story = {
  parameters: withToken,
  beforeEach: mockApi({ 'POST /api/auth/reset-password': fail(400, 'INVALID_TOKEN', 'Invalid token') }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Send a new link' })).toBeVisible();
  },
};

export const Done: Story = {
  parameters: withToken,
  beforeEach: mockApi({ 'POST /api/auth/reset-password': ok({ status: true }) }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await expect(await screen.findByTestId('reset-done')).toBeVisible();
  },
};
