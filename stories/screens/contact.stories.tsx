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
    // The toast slides in: wait until it is fully shown.
    const toast = await screen.findByText(/sent several messages/);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Done: Story = {
  beforeEach: mockApi({ 'POST /api/contact': { status: 202, body: { ok: true } } }),
  play: async ({ canvasElement }) => {
    const screen = await fillContact(canvasElement);
    await expect(await screen.findByTestId('contact-sent')).toBeVisible();
  },
};
