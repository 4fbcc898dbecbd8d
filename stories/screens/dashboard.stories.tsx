import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardScreen } from '../../src/screens/dashboard';
import { adminViewer, MOBILE_GLOBALS, ownerViewer, salesViewer, screenParameters, shopperViewer } from '../builders';
import { fail, ok, pending } from '../builders/auth';
import {
  buildAdminOverview,
  buildNewDealerOverview,
  buildOverview,
  buildSalesOverview,
  buildShopperOverview,
  overviewStoryApi,
} from '../builders/overview';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/dashboard',
  component: DashboardScreen,
  parameters: screenParameters('dashboard', { viewer: ownerViewer() }),
  beforeEach: overviewStoryApi(),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner's morning: what needs an answer, the pipeline, aging stock and the plan, each linking to its area. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByTestId('dealer-today', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('Welcome back, Dana. Here is today at Sunset Motors.')).toBeVisible();
    await expect(
      screen.getByRole('link', { name: 'Waiting for a reply: 3, 1 past the critical time' }),
    ).toHaveAttribute('href', '/dashboard/leads?overdue=true');
    const answerFirst = screen.getByRole('region', { name: 'Answer first' });
    await expect(within(answerFirst).getByRole('link', { name: 'Priya Patel' })).toHaveAttribute(
      'href',
      '/dashboard/leads/led_story_1',
    );
    await expect(within(answerFirst).getByText('Critical')).toBeVisible();
    const pipeline = screen.getByRole('region', { name: 'Deals in progress' });
    await expect(within(pipeline).getByTestId('stage-negotiation')).toHaveTextContent('Negotiation4$112,400');
    await expect(within(pipeline).getByText('6 deals sold this month.')).toBeVisible();
    const plan = screen.getByRole('region', { name: 'Plan usage' });
    await expect(within(plan).getByText('Pro')).toBeVisible();
    await expect(within(plan).getByRole('progressbar', { name: 'Seats' })).toBeVisible();
  },
};

/** Sales see their own work: their deals, their and unassigned leads, and no plan. */
export const SalesView: Story = {
  parameters: screenParameters('dashboard', { viewer: salesViewer() }),
  beforeEach: overviewStoryApi(ok(buildOverview({ dealer: buildSalesOverview() }))),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('2 deals sold this month (yours).', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Plan usage' })).toBeNull();
  },
};

/** A new dealership: every figure is zero and each card says what will show up there. */
export const Empty: Story = {
  beforeEach: overviewStoryApi(ok(buildOverview({ dealer: buildNewDealerOverview() }))),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByText('Every lead has had a reply. Nice work.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByText('No vehicles in stock.')).toBeVisible();
    await expect(screen.getByText('Trial ends Dec 8, 2026')).toBeVisible();
  },
};

/** A shopper: saved vehicles (a drop, a sold one) and conversations with dealers; no dealer tools. */
export const Shopper: Story = {
  parameters: screenParameters('dashboard', { viewer: shopperViewer() }),
  beforeEach: overviewStoryApi(
    ok(buildOverview({ name: 'Sam Shopper', dealer: null, shopper: buildShopperOverview() })),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const saved = await screen.findByRole('region', { name: 'Saved vehicles' }, { timeout: 5000 });
    await expect(within(saved).getByText('Sold')).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Conversations' })).toBeVisible();
    await expect(screen.queryByTestId('dealer-today')).toBeNull();
  },
};

/** A shopper who has not saved or asked anything yet is pointed to the marketplace. */
export const ShopperEmpty: Story = {
  parameters: screenParameters('dashboard', { viewer: shopperViewer() }),
  beforeEach: overviewStoryApi(
    ok(
      buildOverview({
        name: 'Sam Shopper',
        dealer: null,
        shopper: buildShopperOverview({
          favorites: [],
          favoritesCount: 0,
          priceDrops: 0,
          conversations: [],
          unreadMessages: 0,
        }),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Browse vehicles' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard/vehicles',
    );
  },
};

/** A platform admin: dealerships waiting for verification and the platform's totals. */
export const Admin: Story = {
  parameters: screenParameters('dashboard', { viewer: adminViewer() }),
  beforeEach: overviewStoryApi(ok(buildOverview({ name: 'Alex Admin', dealer: null, admin: buildAdminOverview() }))),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const waiting = await screen.findByRole('region', { name: 'Waiting for verification' }, { timeout: 5000 });
    await expect(within(waiting).getByRole('link', { name: 'Lakeside Motors' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Dealers to verify: 2' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('dashboard', { viewer: ownerViewer(), pending: true }),
  beforeEach: overviewStoryApi(pending()),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading your overview…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: overviewStoryApi(fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your overview.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('dealer-today', {}, { timeout: 5000 })).toBeVisible();
  },
};
