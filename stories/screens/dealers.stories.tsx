import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DashboardLayout } from '../../src/app/layouts/dashboard-layout';
import { DealersErrorScreen, DealersScreen } from '../../src/screens/dealers';
import { MOBILE_GLOBALS, adminViewer, buildViewer, ownerViewer, screenParameters, shopperViewer } from '../builders';
import { fail, pending } from '../builders/auth';
import {
  buildAdminDealersPage,
  buildDealer,
  buildDealers,
  buildDealersPage,
  dealersAnswers,
  dealersStoryApi,
} from '../builders/dealers';
import { screenOf } from '../components/play-helpers';

const at = (extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('dealers', { viewer: shopperViewer(), ...extra });

/** A shopper who messaged Sunset Motors (rated 5) and Harbor Point (not yet). */
const shopperPage = () =>
  buildDealersPage([
    buildDealer(0, { canRate: true, myRating: { stars: 5, comment: 'Quick and fair.' } }),
    buildDealer(1),
    buildDealer(2, { canRate: true }),
    buildDealer(3),
  ]);

const meta = {
  title: 'Screens/dealers',
  component: DealersScreen,
  parameters: at(),
  beforeEach: dealersStoryApi(dealersAnswers(shopperPage())),
} satisfies Meta<typeof DealersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The directory as a shopper sees it: rating, verified badge, live inventory; Rate on dealers they messaged. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const list = await screen.findByRole('list', { name: 'Dealers' }, { timeout: 5000 });
    await expect(within(list).getByRole('link', { name: 'Sunset Motors' })).toHaveAttribute(
      'href',
      '/dealers/sunset-motors',
    );
    await expect(within(list).getByRole('img', { name: '4.6 out of 5 from 38 ratings' })).toBeVisible();
    await expect(within(list).getByText('142 vehicles listed')).toBeVisible();
    await expect(within(list).getAllByTestId('verified-badge')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: 'Change your rating' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Rate this dealer' })).toBeVisible();
    await expect(within(list).queryByRole('button', { name: 'Suspend' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: dealersStoryApi(dealersAnswers(buildDealersPage([]))),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No dealers yet', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A search with no match offers to clear it. */
export const NoMatch: Story = {
  parameters: at({ route: { path: '/dashboard/dealers?q=nowhere' } }),
  beforeEach: dealersStoryApi(dealersAnswers(buildDealersPage([]))),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No dealers match', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: 'Search dealers by name or city' })).toHaveValue('nowhere');
  },
};

export const Loading: Story = {
  parameters: at({ pending: true }),
  beforeEach: dealersStoryApi(dealersAnswers(undefined, { 'GET /api/dealers': pending() })),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading dealers…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The directory cannot be read: the route shows the area's own error screen (not the root one). */
export const Error: Story = {
  beforeEach: dealersStoryApi(
    dealersAnswers(undefined, {
      'GET /api/dealers': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 8000 })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
  },
};

/** The directory's own error screen (the spec's one exception to the root error screen). */
export const ErrorScreen: Story = {
  parameters: { route: null, location: '/dashboard/dealers', viewer: ownerViewer() },
  render: () => (
    <DashboardLayout>
      <DealersErrorScreen error={new globalThis.Error('The dealer directory could not be loaded.')} reset={fn()} />
    </DashboardLayout>
  ),
};

/** A platform admin: the to-verify count, Verify / Remove verification, Suspend, and a suspended dealer with why. */
export const AdminActions: Story = {
  parameters: at({ viewer: adminViewer() }),
  beforeEach: dealersStoryApi(dealersAnswers(buildAdminDealersPage())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const list = await screen.findByRole('list', { name: 'Dealers' }, { timeout: 5000 });
    await expect(screen.getByRole('button', { name: 'To verify (1)' })).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: 'Verify' }).length).toBeGreaterThan(0);
    await expect(within(list).getAllByRole('button', { name: 'Suspend' }).length).toBeGreaterThan(0);
    await expect(within(list).getByRole('button', { name: 'Lift suspension' })).toBeVisible();
    await expect(within(list).getByText(/did not match the dealership’s own site/)).toBeVisible();
  },
};

/** Suspending asks why (its staff will read it); an empty reason is named under the field. */
export const SuspendDialog: Story = {
  parameters: at({ viewer: adminViewer() }),
  beforeEach: dealersStoryApi(dealersAnswers(buildAdminDealersPage())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const list = await screen.findByRole('list', { name: 'Dealers' }, { timeout: 5000 });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Suspend' })[0]!);
    const dialog = await screen.findByTestId('suspend-dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend dealership' }));
    await expect(
      await within(dialog).findByText('Say why the dealership is suspended: its staff will read it'),
    ).toBeVisible();
    (dialog.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A shopper rates a dealer they messaged: stars and a comment. */
export const RateDialog: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const list = await screen.findByRole('list', { name: 'Dealers' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Rate this dealer' }));
    const dialog = await screen.findByTestId('rate-dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: 'Rate Harbor Point Auto' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    await expect(await within(dialog).findByText('Choose from 1 to 5 stars')).toBeVisible();
    (dialog.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Staff of a suspended dealership see why on every dashboard page. */
export const SuspendedStaff: Story = {
  parameters: at({
    viewer: buildViewer({
      roles: ['owner'],
      dealershipSuspension: {
        at: '2026-11-20T10:00:00.000Z',
        reason: 'Listings with prices that did not match the dealership’s own site.',
      },
    }),
  }),
  beforeEach: dealersStoryApi(dealersAnswers(buildDealersPage(buildDealers()))),
  play: async ({ canvasElement }) => {
    const banner = await screenOf(canvasElement).findByTestId('suspension-banner', {}, { timeout: 5000 });
    await expect(banner).toHaveTextContent('Your dealership was suspended on November 20, 2026');
    await expect(banner).toHaveTextContent('did not match the dealership’s own site');
  },
};

/** On a phone: the cards stack, the search takes the full width. */
export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('list', { name: 'Dealers' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
