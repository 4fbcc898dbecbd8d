import type { Meta, StoryObj } from '@storybook/react-vite';
import { SetupPasswordScreen } from '../../src/screens/setup-password';
import { noScreenshot, screenParameters } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { salesViewer } from '../builders';
import { screenOf } from '../components/play-helpers';
import { buildSession, fail, mockApi, ok, pending, storyLocation } from '../builders/auth';

const meta = {
  title: 'Screens/setup-password',
  component: SetupPasswordScreen,
  parameters: screenParameters('setup-password'),
} satisfies Meta<typeof SetupPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without the invitation token: no form, the way to sign in. */
export const MissingToken: Story = {};

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const withToken = { ...screenParameters('setup-password'), route: { path: '/auth/setup-password?token=inv_story' } };

const fillAndSubmit = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^First name/), 'Sam');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Ortega');
  await userEvent.type(screen.getByLabelText(/^Password/), 'sales-password-9');
  await userEvent.click(screen.getByRole('button', { name: 'Set password and join' }));
  return screen;
};

export const Idle: Story = { parameters: withToken, beforeEach: mockApi({}) };

export const Invalid: Story = {
  parameters: withToken,
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Set password and join' }));
    await expect(await screen.findByText('Use at least 8 characters')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { ...withToken, pending: true },
  beforeEach: mockApi({ 'POST /api/invitations/accept': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Join|Set password/ })).toBeDisabled());
  },
};

/** A used or expired invitation: the clear screen. */
export const ServerError: Story = {
  parameters: withToken,
  beforeEach: mockApi({
    'POST /api/invitations/accept': fail(410, 'INVITATION_EXPIRED', 'This invitation has expired. Ask for a new one.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await expect(await screen.findByTestId('link-problem')).toBeVisible();
  },
};

/** Joined → the dashboard, as a sales member. */
export const Done: Story = {
  parameters: { ...withToken, viewer: salesViewer(), ...noScreenshot('navigates to /dashboard') },
  beforeEach: mockApi({ 'POST /api/invitations/accept': ok(buildSession({ needsProfile: false, roles: ['sales'] })) }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
  },
};
