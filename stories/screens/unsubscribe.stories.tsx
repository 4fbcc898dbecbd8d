import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { UnsubscribeScreen } from '../../src/screens/unsubscribe';
import type { UnsubscribeResult } from '../../src/shared/schemas/notifications';
import { screenParameters } from '../builders';
import { fail, mockApi, ok, pending } from '../builders/auth';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/unsubscribe',
  component: UnsubscribeScreen,
  parameters: screenParameters('unsubscribe'),
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link of a notification email (the token is signed by the server; any long string here). */
const withToken = {
  ...screenParameters('unsubscribe', { route: { path: '/unsubscribe?token=story-unsubscribe-token.signature' } }),
};

const result = (overrides: Partial<UnsubscribeResult> = {}): UnsubscribeResult => ({
  kind: 'message_new',
  email: 'tom.nguyen@example.com',
  message: 'You will no longer get emails about: new message. You can turn them back on from the Notifications page.',
  ...overrides,
});
const preview = { 'GET /api/notifications/unsubscribe': ok(result()) };

const press = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 }));
  return screen;
};

/** What the link stops and for whom; nothing changes until the button is pressed. */
export const Idle: Story = {
  parameters: withToken,
  beforeEach: mockApi(preview),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('tom.nguyen@example.com', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('new message')).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stop these emails?');
  },
};

export const Loading: Story = {
  parameters: { ...withToken, pending: true },
  beforeEach: mockApi({ 'GET /api/notifications/unsubscribe': pending() }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('unsubscribe-loading')).toBeVisible();
  },
};

/** A link the server does not know (cut off, tampered with, or its account is gone). */
export const Invalid: Story = {
  parameters: withToken,
  beforeEach: mockApi({
    'GET /api/notifications/unsubscribe': fail(404, 'LINK_NOT_VALID', 'This unsubscribe link is not valid.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: 'This link does not work' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Manage notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  },
};

/** Opened without its token (a copied address that lost it): no request is made. */
export const MissingToken: Story = {
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText(/missing the part that says which emails to stop/)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { ...withToken, pending: true },
  beforeEach: mockApi({ ...preview, 'POST /api/notifications/unsubscribe': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await press(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Unsubscrib/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  parameters: withToken,
  beforeEach: mockApi({
    ...preview,
    'POST /api/notifications/unsubscribe': fail(
      500,
      'INTERNAL_ERROR',
      'Something went wrong on our side. Please try again.',
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = await press(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    await expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  },
};

export const Done: Story = {
  parameters: withToken,
  beforeEach: mockApi({ ...preview, 'POST /api/notifications/unsubscribe': ok(result()) }),
  play: async ({ canvasElement }) => {
    const screen = await press(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('You will no longer get emails about: new message.');
  },
};
