import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompleteProfileScreen } from '../../src/screens/complete-profile';
import { noScreenshot, screenParameters, shopperViewer } from '../builders';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenOf } from '../components/play-helpers';
import { buildNewDealerOverview, buildOverview } from '../builders/overview';
import {
  buildDealerProfile,
  buildOwnerSession,
  buildSession,
  fail,
  mockApi,
  ok,
  pending,
  storyLocation,
} from '../builders/auth';

const meta = {
  title: 'Screens/complete-profile',
  component: CompleteProfileScreen,
  parameters: screenParameters('complete-profile', { viewer: shopperViewer() }),
} satisfies Meta<typeof CompleteProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Form states (issue 3 › 9). The network is mocked; the screen's own code runs. ──

const needsProfile = { 'GET /api/session': ok(buildSession()) };

const fillDealer = async (canvasElement: HTMLElement) => {
  const p = buildDealerProfile();
  const screen = screenOf(canvasElement);
  await userEvent.type(await screen.findByLabelText(/^Dealership name/), p.dealershipName);
  await userEvent.type(screen.getByLabelText(/^Phone/), p.phone);
  await userEvent.type(screen.getByLabelText(/^Street address/), p.address.line1);
  await userEvent.type(screen.getByLabelText(/^City/), p.address.city);
  await userEvent.type(screen.getByLabelText(/^State or region/), p.address.region);
  await userEvent.type(screen.getByLabelText(/^Postal code/), p.address.postalCode);
  await userEvent.click(screen.getByRole('button', { name: 'Create dealership' }));
  return screen;
};

export const Idle: Story = { beforeEach: mockApi(needsProfile) };

export const Invalid: Story = {
  beforeEach: mockApi(needsProfile),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.type(await screen.findByLabelText(/^Phone/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Create dealership' }));
    await expect(await screen.findByText('Enter the dealership name')).toBeVisible();
    await expect(screen.getByText('Enter a valid phone number')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/^Dealership name/)).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ ...needsProfile, 'POST /api/profile/complete': pending() }),
  play: async ({ canvasElement }) => {
    const screen = await fillDealer(canvasElement);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sav|Creat/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  beforeEach: mockApi({
    ...needsProfile,
    'POST /api/profile/complete': fail(409, 'ORGANIZATION_SLUG_ALREADY_TAKEN', 'A dealership with this name exists.', {
      dealershipName: 'A dealership with this name already exists.',
    }),
  }),
  play: async ({ canvasElement }) => {
    const screen = await fillDealer(canvasElement);
    await expect(await screen.findByText('A dealership with this name already exists.')).toBeVisible();
  },
};

/** Dealership created → the dashboard. */
export const Done: Story = {
  parameters: noScreenshot('navigates to /dashboard'),
  beforeEach: mockApi({ ...needsProfile, 'POST /api/profile/complete': ok(buildOwnerSession()) }),
  play: async ({ canvasElement }) => {
    await fillDealer(canvasElement);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
  },
};

/**
 * Arrived from a pricing card (…?plan=pro, carried through registration): "dealer" is chosen, the
 * trial names the plan, and the plan goes to the API with the dealership.
 */
export const WithPlan: Story = {
  parameters: { route: { path: '/auth/complete-profile?plan=pro' } },
  beforeEach: mockApi({
    ...needsProfile,
    'POST /api/profile/complete': (body) =>
      (body as { plan?: string }).plan === 'pro'
        ? ok(buildOwnerSession())
        : fail(400, 'VALIDATION_FAILED', 'The chosen plan was lost on the way.'),
    // Where the new dealer lands: the home of a dealership with nothing in it yet, on its trial.
    'GET /api/overview': ok(
      buildOverview({
        name: 'Sam Shopper',
        dealer: {
          ...buildNewDealerOverview(),
          dealershipName: buildDealerProfile().dealershipName,
          // The plan picked on the pricing page is the plan of the trial.
          plan: {
            ...buildNewDealerOverview().plan!,
            planId: 'pro',
            listings: { used: 0, limit: null },
            seats: { used: 1, limit: 15 },
          },
        },
      }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText(/You picked the Pro plan/)).toBeVisible();
    await expect(screen.getByRole('radio', { name: /I’m a dealer/ })).toBeChecked();
    await expect(screen.getByText('Set up your dealership: a 14-day Pro plan trial.')).toBeVisible();
    await fillDealer(canvasElement);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard'));
    await expect(await screen.findByTestId('dealer-today', {}, { timeout: 5000 })).toBeVisible();
  },
};
