import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginScreen } from '../../src/screens/login';
import { noScreenshot, screenParameters } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenOf } from '../components/play-helpers';
import { buildOwnerSession, fail, mockApi, ok, pending, storyLocation } from '../builders/auth';

const meta = {
  title: 'Screens/login',
  component: LoginScreen,
  parameters: screenParameters('login'),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const fillAndSubmit = async (canvasElement: HTMLElement, identifier = 'dana_w', password = 'correct-horse-9') => {
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^Email or username/), identifier);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen;
};

export const Idle: Story = {
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByLabelText(/^Email or username/)).toHaveAttribute('autocomplete', 'username');
    await expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const Invalid: Story = {
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText('Enter your email or username')).toBeVisible();
    await expect(screen.getByText('Enter your password')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Email or username/)).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ 'POST /api/auth/sign-in/username': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign/ })).toBeDisabled());
  },
};

/** What went wrong shows inside the form, announced (role="alert"); the toast says it too. */
const showsFormError = (message: string): Story['play'] => {
  return async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    const alert = await screen.findByTestId('form-error');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toBeVisible());
    // The button is back, for the next try.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  };
};

/** A wrong password. */
export const ServerError: Story = {
  beforeEach: mockApi({
    'POST /api/auth/sign-in/username': fail(401, 'INVALID_USERNAME_OR_PASSWORD', 'Invalid username or password'),
  }),
  play: showsFormError('Invalid username or password'),
};

export const RateLimited: Story = {
  beforeEach: mockApi({
    'POST /api/auth/sign-in/username': fail(
      429,
      'RATE_LIMITED',
      'Too many attempts. Please wait a moment and try again.',
      undefined,
      60,
    ),
  }),
  play: showsFormError('Too many attempts. Please wait a moment and try again.'),
};

export const Unavailable: Story = {
  beforeEach: mockApi({
    'POST /api/auth/sign-in/username': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: showsFormError('Something went wrong on our side.'),
};

/** Signed in → the confirmation → on to `redirect` (a public page here, so the story ends stable). */
export const Done: Story = {
  parameters: {
    ...screenParameters('login'),
    route: { path: '/auth/login?redirect=%2Fabout' },
    ...noScreenshot('navigates to the redirect target (/about)'),
  },
  beforeEach: mockApi({
    'POST /api/auth/sign-in/username': ok({ redirect: false, token: 'story', user: {} }),
    'GET /api/session': ok({ ...buildOwnerSession(), needsProfile: false }),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await expect(await screen.findByTestId('login-success')).toBeVisible();
    await waitFor(() => expect(storyLocation()).toBe('/about'), { timeout: 5000 });
  },
};
