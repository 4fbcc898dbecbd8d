import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordScreen } from '../../src/screens/forgot-password';
import { noScreenshot, screenParameters } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenOf } from '../components/play-helpers';
import { fail, mockApi, ok, pending, storyLocation } from '../builders/auth';

const meta = {
  title: 'Screens/forgot-password',
  component: ForgotPasswordScreen,
  parameters: screenParameters('forgot-password'),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const fillAndSubmit = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^Email or username/), 'dana_w');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  return screen;
};

export const Idle: Story = { beforeEach: mockApi({}) };

export const Invalid: Story = {
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    await expect(await screen.findByText('Enter your email or username')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ 'POST /api/auth/request-password-reset': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  beforeEach: mockApi({
    'POST /api/auth/request-password-reset': fail(
      429,
      'RATE_LIMITED',
      'Too many requests. Please wait a minute and try again.',
      undefined,
      60,
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    // The rate limit shows inside the form, announced (role="alert"), as well as in a toast.
    const alert = await screen.findByTestId('form-error');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Too many requests. Please wait a minute and try again.');
    await waitFor(() => expect(alert).toBeVisible());
  },
};

/** Sent → the email-sent screen, which reads the same whether or not the account exists. */
export const Done: Story = {
  parameters: noScreenshot('navigates to email-sent, which has its own stories'),
  beforeEach: mockApi({ 'POST /api/auth/request-password-reset': ok({ status: true }) }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(storyLocation()).toMatch(/^\/auth\/email-sent\?/));
    await expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
  },
};
