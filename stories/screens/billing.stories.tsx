import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingScreen } from '../../src/screens/billing';
import type { StartCheckout } from '../../src/shared/schemas/billing';
import { buildViewer, MOBILE_GLOBALS, noScreenshot, ownerViewer, screenParameters } from '../builders';
import { fail, ok, pending, storyLocation } from '../builders/auth';
import {
  billingAnswers,
  billingStoryApi,
  buildBilling,
  buildChanges,
  buildCheckout,
  buildProBilling,
  buildTrialEndedBilling,
  completedCheckout,
} from '../builders/billing';
import { screenOf } from '../components/play-helpers';

const at = (extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('billing', { viewer: ownerViewer(), ...extra });
const withCheckout = (id = buildCheckout().id) => at({ route: { path: `/dashboard/billing?checkout=${id}` } });

const meta = {
  title: 'Screens/billing',
  component: BillingScreen,
  parameters: at(),
  beforeEach: billingStoryApi(billingAnswers(buildProBilling())),
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const findPlanCard = async (canvasElement: HTMLElement) =>
  screenOf(canvasElement).findByTestId('current-plan', {}, { timeout: 5000 });

/** A paying Pro dealership: active, renewing, unlimited listings, three paid invoices. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const card = await findPlanCard(canvasElement);
    await expect(within(card).getByRole('heading', { name: 'Pro · Monthly' })).toBeVisible();
    await expect(within(card).getByTestId('plan-status')).toHaveTextContent('Active');
    await expect(card).toHaveTextContent('Renews on Nov 30, 2026.');
    await expect(within(card).getByTestId('meter-active-listings')).toHaveTextContent('142 · Unlimited');
    await expect(within(card).getByRole('progressbar', { name: 'Seats' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Downgrade to Dealer' })).toBeEnabled();
    const invoices = screen.getByTestId('invoices-table');
    await expect(within(invoices).getAllByRole('row')).toHaveLength(4);
    const view = within(invoices).getByRole('link', { name: 'View invoice INV-2026-000318 (opens in a new tab)' });
    await expect(view).toHaveAttribute('href', '/api/billing/invoices/inv_story_1/print');
    await expect(view).toHaveAttribute('target', '_blank');
  },
};

/** A new dealership on its Dealer trial: days left, meters, plans to choose, no invoices yet. */
export const Empty: Story = {
  beforeEach: billingStoryApi(billingAnswers(buildBilling())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const card = await findPlanCard(canvasElement);
    await expect(within(card).getByRole('heading', { name: 'Dealer' })).toBeVisible();
    await expect(within(card).getByTestId('plan-status')).toHaveTextContent('Trial · 9 days left');
    await expect(within(card).getByRole('progressbar', { name: 'Active listings' })).toHaveAttribute(
      'aria-valuenow',
      '46',
    );
    await expect(screen.getByRole('button', { name: 'Choose Dealer' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    await expect(screen.getByText('No invoices yet')).toBeVisible();
  },
};

/** Annual billing: two months free, prices per year. */
export const Annual: Story = {
  beforeEach: billingStoryApi(billingAnswers(buildBilling())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await findPlanCard(canvasElement);
    await expect(screen.getByTestId('price-pro')).toHaveTextContent('$399 /month');
    await userEvent.click(screen.getByText('Annual', { selector: 'span' }));
    await expect(screen.getByTestId('price-pro')).toHaveTextContent('$3,990 /year');
    await expect(screen.getByTestId('price-starter')).toHaveTextContent('$490 /year');
  },
};

/** The trial ran out without a plan: listings stay live, new ones wait, and the way out is one click. */
export const TrialEnded: Story = {
  beforeEach: billingStoryApi(billingAnswers(buildTrialEndedBilling())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const card = await findPlanCard(canvasElement);
    await expect(within(card).getByTestId('plan-status')).toHaveTextContent('Trial ended');
    await expect(within(card).getByTestId('plan-required')).toHaveTextContent(
      'Your listed vehicles stay live, but new listings and invitations wait until a plan is chosen.',
    );
    await expect(within(card).getByRole('button', { name: 'Choose a plan' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Choose Dealer' })).toBeEnabled();
  },
};

/** "Choose a plan" takes the owner to the plans. */
export const TrialEndedChoosePlan: Story = {
  parameters: noScreenshot('scrolls to the plans: the picture would depend on when the scroll ends'),
  beforeEach: billingStoryApi(billingAnswers(buildTrialEndedBilling())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const card = await findPlanCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Choose a plan' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Plans' })).toHaveFocus());
  },
};

/** A Dealer plan with every listing and seat in use: the meters turn orange and say what to do. */
export const AtListingLimit: Story = {
  beforeEach: billingStoryApi(
    billingAnswers(
      buildBilling({
        status: 'active',
        trialEndsAt: null,
        renewsAt: '2026-12-04T00:00:00.000Z',
        usage: { listings: { used: 50, limit: 50 }, seats: { used: 5, limit: 5 } },
        changes: buildChanges('dealer', {
          starter:
            'Take 40 vehicles off the marketplace first: 50 are listed and Starter includes 10. Remove 4 members or pending invitations first: 5 seats are in use and Starter includes 1.',
        }),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const card = await findPlanCard(canvasElement);
    const listings = within(card).getByTestId('meter-active-listings');
    await expect(listings).toHaveAttribute('data-full', 'true');
    await expect(listings).toHaveTextContent('50 of 50');
    await expect(listings).toHaveTextContent('Limit reached. Unlist a vehicle or upgrade to add more.');
    await expect(within(card).getByTestId('meter-seats')).toHaveTextContent('Limit reached. Free a seat');
  },
};

/** A manager reads the plan, usage and invoices; only an owner can change them. */
export const ManagerReadOnly: Story = {
  parameters: at({ viewer: buildViewer({ roles: ['manager'], name: 'Elena Ortiz' }) }),
  beforeEach: billingStoryApi(billingAnswers(buildProBilling({ canManage: false }))),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByTestId('read-only', {}, { timeout: 5000 })).toHaveTextContent(
      "Only the dealership's owner can change the plan",
    );
    await expect(within(screen.getByRole('region', { name: 'Plans' })).queryAllByRole('button')).toHaveLength(0);
    await expect(screen.getByTestId('invoices-table')).toBeVisible();
  },
};

/** Pro with 142 listings: Starter says what must go first and cannot be chosen. */
export const DowngradeBlocked: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await findPlanCard(canvasElement);
    const starter = within(screen.getByTestId('plan-starter'));
    await expect(starter.getByTestId('blocked-by')).toHaveTextContent('Take 132 vehicles off the marketplace first');
    const button = starter.getByRole('button', { name: 'Downgrade to Starter' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Take 132 vehicles off the marketplace first/);
  },
};

/** The API refuses a downgrade the screen allowed (usage grew meanwhile): the reason shows on that plan. */
export const DowngradeRefused: Story = {
  beforeEach: billingStoryApi(
    billingAnswers(buildProBilling(), {
      'POST /api/billing/checkout': fail(
        409,
        'PLAN_LIMIT',
        'Take 92 vehicles off the marketplace first: 142 are listed and Dealer includes 50.',
        { planId: 'Take 92 vehicles off the marketplace first: 142 are listed and Dealer includes 50.' },
      ),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await findPlanCard(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Dealer' }));
    const dealer = within(screen.getByTestId('plan-dealer'));
    await expect(await dealer.findByRole('alert')).toHaveTextContent('Take 92 vehicles off the marketplace first');
    await expect(screen.queryByTestId('test-checkout')).toBeNull();
  },
};

/** Upgrade on a trial: the checkout starts, and the built-in test checkout opens over the page. */
export const CheckoutDialog: Story = {
  beforeEach: billingStoryApi(
    billingAnswers(buildBilling(), {
      'POST /api/billing/checkout': (body) => {
        const input = body as StartCheckout;
        return { status: 201, body: { checkout: buildCheckout({ planId: input.planId, interval: input.interval }) } };
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await findPlanCard(canvasElement);
    await userEvent.click(screen.getByText('Annual', { selector: 'span' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/billing?checkout=chk_story_1'));
    await expect(dialog.getByTestId('test-mode')).toHaveTextContent('Test mode — no card is charged');
    await expect(await dialog.findByTestId('checkout-plan')).toHaveTextContent('Pro');
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText('Annual')).toBeVisible());
    await expect(dialog.getByTestId('checkout-amount')).toHaveTextContent('$3,990/year');
    await expect(dialog.getByRole('button', { name: 'Pay $3,990' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Cancel closes the test checkout and leaves the plan as it was. */
export const CheckoutCancelled: Story = {
  parameters: { ...withCheckout(), ...noScreenshot('the same picture as Loaded once the dialog closes') },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/billing'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Pay pressed: the button says so until the server answers. */
export const Paying: Story = {
  parameters: { ...withCheckout(), pending: true },
  beforeEach: billingStoryApi(
    billingAnswers(buildProBilling(), { 'POST /api/billing/checkout/chk_story_1/complete': pending() }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', {}, { timeout: 5000 }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay $3,990' }, { timeout: 5000 }));
    await expect(await dialog.findByRole('button', { name: /Paying/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The payment failed: the dialog stays, says why, and Pay can be pressed again. */
export const PayFailed: Story = {
  parameters: withCheckout(),
  beforeEach: billingStoryApi(
    billingAnswers(buildBilling(), {
      'POST /api/billing/checkout/chk_story_1/complete': fail(
        409,
        'CHECKOUT_CLOSED',
        'This checkout expired. Choose the plan again to start a new one.',
      ),
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', {}, { timeout: 5000 }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay $3,990' }, { timeout: 5000 }));
    await expect(await dialog.findByTestId('pay-error')).toHaveTextContent('This checkout expired.');
    await expect(dialog.getByRole('button', { name: 'Pay $3,990' })).toBeEnabled();
  },
};

/** Paid: on to the confirmation page with the checkout in its URL. */
export const Paid: Story = {
  parameters: {
    ...withCheckout(),
    ...noScreenshot('navigates to the billing-success screen, which has its own stories'),
  },
  beforeEach: billingStoryApi(
    billingAnswers(buildBilling(), {
      'POST /api/billing/checkout/chk_story_1/complete': ok({ checkout: completedCheckout() }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', {}, { timeout: 5000 }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay $3,990' }, { timeout: 5000 }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/billing/success?checkout=chk_story_1'));
  },
};

export const Loading: Story = {
  parameters: at({ pending: true }),
  beforeEach: billingStoryApi(billingAnswers(buildBilling(), { 'GET /api/billing': pending() })),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading billing…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: billingStoryApi(
    billingAnswers(buildBilling(), {
      'GET /api/billing': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load billing.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: the plan, meters and plans in one column; the invoices table scrolls sideways. */
export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const card = await findPlanCard(canvasElement);
    await expect(within(card).getByRole('heading', { name: 'Pro · Monthly' })).toBeVisible();
  },
};
