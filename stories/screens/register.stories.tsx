import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterScreen } from '../../src/screens/register';
import { noScreenshot, screenParameters } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenOf } from '../components/play-helpers';
import { buildRegisterInput, fail, mockApi, ok, pending, storyLocation } from '../builders/auth';

const meta = {
  title: 'Screens/register',
  component: RegisterScreen,
  parameters: screenParameters('register'),
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const fillAndSubmit = async (canvasElement: HTMLElement) => {
  const input = buildRegisterInput();
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^First name/), input.firstName);
  await userEvent.type(screen.getByLabelText(/^Last name/), input.lastName);
  await userEvent.type(screen.getByLabelText(/^Username/), input.username);
  await userEvent.type(screen.getByLabelText(/^Email/), input.email);
  await userEvent.type(screen.getByLabelText(/^Password/), input.password);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return screen;
};

export const Idle: Story = { beforeEach: mockApi({}) };

export const Invalid: Story = {
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.type(await screen.findByLabelText(/^Username/), 'No Spaces!');
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await expect(await screen.findByText('Enter your first name')).toBeVisible();
    await expect(screen.getByText('Use only letters, digits, "_" and "."')).toBeVisible();
    await expect(screen.getByText('Enter a valid email address')).toBeVisible();
    await expect(screen.getByText('Use at least 8 characters')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ 'POST /api/auth/sign-up/email': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Creat/ })).toBeDisabled());
  },
};

/** 409 with `fields`: shown inline under the field, which gets the focus. */
export const ServerError: Story = {
  beforeEach: mockApi({
    'POST /api/auth/sign-up/email': fail(
      409,
      'USERNAME_IS_ALREADY_TAKEN',
      'Username is already taken. Please try another.',
      {
        username: 'Username is already taken. Please try another.',
      },
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await expect(await screen.findByText('Username is already taken. Please try another.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveFocus());
  },
};

/** Registered → the code screen, pre-filled from its search params. */
export const Done: Story = {
  parameters: noScreenshot('navigates to verify-otp, which has its own stories'),
  beforeEach: mockApi({ 'POST /api/auth/sign-up/email': ok({ token: null, user: {} }) }),
  play: async ({ canvasElement }) => {
    const screen = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(storyLocation()).toMatch(/^\/auth\/verify-otp\?/));
    await expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(buildRegisterInput().email);
  },
};

/** From a pricing card: the plan is named, and it travels on to the code screen (then onboarding). */
export const WithPlan: Story = {
  parameters: { route: { path: '/auth/register?plan=pro' } },
  beforeEach: mockApi({ 'POST /api/auth/sign-up/email': ok({ token: null, user: {} }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByText(/You picked Pro: your dealership starts on a 14-day free trial/),
    ).toBeVisible();
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(new URLSearchParams(storyLocation().split('?')[1]).get('plan')).toBe('pro'));
  },
};
