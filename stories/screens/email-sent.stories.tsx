import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailSentScreen } from '../../src/screens/email-sent';
import { noScreenshot, screenParameters } from '../builders';
import { expect } from 'storybook/test';
import { screenOf } from '../components/play-helpers';
import { holdCountdown, mockApi } from '../builders/auth';

const meta = {
  title: 'Screens/email-sent',
  component: EmailSentScreen,
  parameters: screenParameters('email-sent'),
  beforeEach: holdCountdown,
} satisfies Meta<typeof EmailSentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// ── States (issue 3 › 9). The network is mocked; the screen's own code runs. ──

/** After a request by username: the same words whether or not the account exists. */
export const Idle: Story = {
  parameters: { ...screenParameters('email-sent'), route: { path: '/auth/email-sent?username=dana_w' } },
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('dana_w')).toBeVisible();
    await expect(screen.getByRole('button', { name: /Send again in/ })).toBeDisabled();
  },
};

/** Opened without an email or username: the resend goes back to the form that asks for one. */
export const Invalid: Story = {
  parameters: noScreenshot('same picture as Default, which is also opened without an email or username'),
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Back to sign in' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Send the link again' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};
