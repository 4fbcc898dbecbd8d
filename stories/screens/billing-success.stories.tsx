import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingSuccessScreen } from '../../src/screens/billing-success';
import { ownerViewer, screenParameters } from '../builders';
import { fail, ok, pending } from '../builders/auth';
import { billingStoryApi, buildCheckout, completedCheckout } from '../builders/billing';
import { screenOf } from '../components/play-helpers';

const ID = completedCheckout().id;
const at = (path = `/dashboard/billing/success?checkout=${ID}`, extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('billing-success', { viewer: ownerViewer(), route: { path }, ...extra });
const answer = (reply: ReturnType<typeof ok>) => billingStoryApi({ [`GET /api/billing/checkout/${ID}`]: reply });

const meta = {
  title: 'Screens/billing-success',
  component: BillingSuccessScreen,
  parameters: at(),
  beforeEach: answer(ok({ checkout: completedCheckout() })),
} satisfies Meta<typeof BillingSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pro annual paid: what the plan unlocks, and the way back to Billing. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByTestId('success', {}, { timeout: 5000 })).toHaveTextContent(
      'Payment received. Your plan is updated.',
    );
    await expect(screen.getByRole('heading', { name: "You're on Pro · Annual" })).toBeVisible();
    await expect(screen.getByTestId('unlocked-listings')).toHaveTextContent('Unlimited');
    await expect(screen.getByTestId('unlocked-seats')).toHaveTextContent('15');
    await expect(screen.getByText('Priority support')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/dashboard/billing');
  },
};

/** Paid with Stripe, its confirmation not in yet: the page waits and asks again by itself. */
export const Confirming: Story = {
  beforeEach: answer(
    ok({ checkout: buildCheckout({ mode: 'stripe', url: 'https://checkout.stripe.com/c/pay/cs_test' }) }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('confirming', {}, { timeout: 5000 })).toHaveTextContent(
      'Confirming your payment…',
    );
  },
};

export const Expired: Story = {
  beforeEach: answer(ok({ checkout: buildCheckout({ status: 'expired' }) })),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('expired', {}, { timeout: 5000 })).toHaveTextContent(
      'Your plan did not change.',
    );
  },
};

/** An id that is not this dealership's checkout. */
export const NotFound: Story = {
  beforeEach: answer(fail(404, 'NOT_FOUND', 'Checkout not found')),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not find that checkout', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to Billing' })).toBeVisible();
  },
};

/** Opened without ?checkout=: nothing to confirm, the plan is on Billing. */
export const NoCheckout: Story = {
  parameters: at('/dashboard/billing/success'),
  play: async ({ canvasElement }) => {
    const empty = await screenOf(canvasElement).findByTestId('empty-state', {}, { timeout: 5000 });
    await expect(within(empty).getByText('No plan change to show')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at(undefined, { pending: true }),
  beforeEach: answer(pending()),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading your plan change…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: answer(fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your plan change.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
