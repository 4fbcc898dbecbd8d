import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ContactScreen } from '../../src/screens/contact';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/contact',
  component: ContactScreen,
  parameters: screenParameters('contact'),
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Form states (issue 4). The network is mocked; the form's own code runs. ──

const fillContact = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^Name/), 'Morgan Reyes');
  await userEvent.type(screen.getByLabelText(/^Email/), 'morgan@example.com');
  await userEvent.selectOptions(screen.getByLabelText(/^Topic/), 'sales');
  await userEvent.type(screen.getByLabelText(/^Message/), 'How does the CSV import handle duplicates?');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  return screen;
};

export const Idle: Story = { beforeEach: mockApi({}) };

/** Opened from the Community page's "Ask for an invite": the topic chosen and the message started. */
export const Prefilled: Story = {
  parameters: {
    route: { path: '/contact?topic=community&message=Please+send+me+an+invite+to+the+next+monthly+office+hours.' },
  },
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByLabelText(/^Topic/)).toHaveValue('community');
    await expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'Please send me an invite to the next monthly office hours.',
    );
  },
};

export const Invalid: Story = {
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    await expect(await screen.findByText('Enter your name')).toBeVisible();
    // The error text, not the select's placeholder option of the same words.
    await expect(screen.getByText('Choose a topic', { selector: '[data-part="error-text"]' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ 'POST /api/contact': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillContact(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  beforeEach: mockApi({
    'POST /api/contact': fail(400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
      email: 'We cannot deliver to this address',
    }),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillContact(canvasElement);
    await expect(await screen.findByText('We cannot deliver to this address')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
  },
};

export const RateLimited: Story = {
  beforeEach: mockApi({
    'POST /api/contact': fail(
      429,
      'RATE_LIMITED',
      'You have sent several messages in a short time. Please try again in a few minutes.',
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillContact(canvasElement);
    // Inside the form, announced; the toast says it too: wait until both are fully shown.
    await expect(await screen.findByTestId('form-error')).toHaveTextContent(/sent several messages/);
    for (const shown of await screen.findAllByText(/sent several messages/))
      await waitFor(() => expect(shown).toBeVisible());
  },
};

export const Done: Story = {
  beforeEach: mockApi({ 'POST /api/contact': { status: 202, body: { ok: true } } }),
  play: async ({ canvasElement }) => {
    const screen = await fillContact(canvasElement);
    await expect(await screen.findByTestId('contact-sent')).toBeVisible();
  },
};
