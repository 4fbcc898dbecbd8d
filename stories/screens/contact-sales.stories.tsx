import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ContactSalesScreen } from '../../src/screens/contact-sales';
import { noScreenshot, screenParameters } from '../builders';
import { fail, mockApi, pending, storyLocation } from '../builders/auth';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/contact-sales',
  component: ContactSalesScreen,
  parameters: screenParameters('contact-sales'),
} satisfies Meta<typeof ContactSalesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Form states (issue 4). The network is mocked; the form's own code runs. ──

const fillQuote = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^Your name/), 'Avery Chen');
  await userEvent.type(screen.getByLabelText(/^Work email/), 'avery@northside-auto.example');
  await userEvent.type(screen.getByLabelText(/^Phone/), '+1 614 555 0199');
  await userEvent.type(screen.getByLabelText(/^Dealership/), 'Northside Auto');
  await userEvent.type(screen.getByLabelText(/^Rooftops/), '2');
  await userEvent.type(screen.getByLabelText(/^Vehicles sold per month/), '85');
  await userEvent.selectOptions(screen.getByLabelText(/^Plan of interest/), 'pro');
  await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
  return screen;
};

export const Idle: Story = { beforeEach: mockApi({}) };

export const Invalid: Story = {
  beforeEach: mockApi({}),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a quote' }));
    await expect(await screen.findByText('Enter your name')).toBeVisible();
    await expect(screen.getByText('Enter the number of rooftops')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Your name/)).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ 'POST /api/quotes': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillQuote(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending|Request a quote/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  beforeEach: mockApi({
    'POST /api/quotes': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillQuote(canvasElement);
    // Inside the form, announced (the toast says it too).
    const alert = await screen.findByTestId('form-error');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    // The toast slides in: wait until it (and the alert) are fully shown, so the picture is stable.
    for (const shown of await screen.findAllByText('Something went wrong on our side. Please try again.'))
      await waitFor(() => expect(shown).toBeVisible());
  },
};

export const Done: Story = {
  parameters: noScreenshot('navigates to quote-submitted, which has its own stories'),
  beforeEach: mockApi({ 'POST /api/quotes': { status: 201, body: { reference: 'Q-2026-000042' } } }),
  play: async ({ canvasElement }) => {
    await fillQuote(canvasElement);
    await waitFor(() => expect(storyLocation()).toBe('/quote-submitted?ref=Q-2026-000042'));
  },
};
