import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginSuccessScreen } from '../../src/screens/login-success';
import { noScreenshot, screenParameters } from '../builders';
import { expect, waitFor } from 'storybook/test';
import { screenOf } from '../components/play-helpers';
import { buildOwnerSession, mockApi, ok, pending, signedOutSession, storyLocation } from '../builders/auth';

const meta = {
  title: 'Screens/login-success',
  component: LoginSuccessScreen,
  parameters: screenParameters('login-success'),
} satisfies Meta<typeof LoginSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// ── States (issue 3 › 9). The network is mocked; the screen's own code runs. ──

/** Reading the new session. */
export const Idle: Story = { parameters: { pending: true }, beforeEach: mockApi({ 'GET /api/session': pending() }) };

/** No session behind the page (cookie refused or expired): a way back to sign in. */
export const ServerError: Story = {
  parameters: noScreenshot('same picture as Default, which also has no session behind it'),
  beforeEach: mockApi({ 'GET /api/session': ok(signedOutSession()) }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};

/** Signed in: the confirmation, then on to `redirect` after 1.5 s. */
export const Done: Story = {
  parameters: {
    ...screenParameters('login-success'),
    route: { path: '/auth/login-success?redirect=%2Fabout' },
    ...noScreenshot('navigates to the redirect target (/about)'),
  },
  beforeEach: mockApi({ 'GET /api/session': ok(buildOwnerSession()) }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('login-success')).toBeVisible();
    await waitFor(() => expect(storyLocation()).toBe('/about'), { timeout: 5000 });
  },
};
