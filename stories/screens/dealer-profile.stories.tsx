import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealerProfileScreen } from '../../src/screens/dealer-profile';
import { MOBILE_GLOBALS, screenParameters, shopperViewer } from '../builders';
import { fail, pending } from '../builders/auth';
import { buildDealerProfile, dealersAnswers, dealersStoryApi } from '../builders/dealers';
import { screenOf } from '../components/play-helpers';

const at = (extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('dealer-profile', { params: { slug: 'sunset-motors' }, ...extra });

const meta = {
  title: 'Screens/dealer-profile',
  component: DealerProfileScreen,
  parameters: at(),
  beforeEach: dealersStoryApi(dealersAnswers()),
} satisfies Meta<typeof DealerProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor (no sign-in): profile, verified badge, rating and comments, hours, and the listed vehicles. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: 'Sunset Motors', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByTestId('verified-badge')).toBeVisible();
    await expect(screen.getByRole('img', { name: '4.6 out of 5 from 38 ratings' })).toBeVisible();
    const hours = screen.getByRole('table', { name: 'Opening hours' });
    await expect(within(hours).getByText('Closed')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Vehicles for sale (142)' })).toBeVisible();
    await expect(screen.getByRole('navigation', { name: 'Vehicle pages' })).toBeVisible();
    // Not signed in, never messaged them: no Rate button.
    await expect(screen.queryByRole('button', { name: 'Rate this dealer' })).toBeNull();
  },
};

/** A shopper who messaged them may rate them here. */
export const CanRate: Story = {
  parameters: at({ viewer: shopperViewer() }),
  beforeEach: dealersStoryApi(
    dealersAnswers(undefined, {
      'GET /api/dealers/sunset-motors': { status: 200, body: buildDealerProfile({ canRate: true }) },
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('button', { name: 'Rate this dealer' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** An unknown or suspended dealer: Not Found. */
export const NotFound: Story = {
  parameters: at({ params: { slug: 'gone-motors' } }),
  beforeEach: dealersStoryApi(
    dealersAnswers(undefined, {
      'GET /api/dealers/gone-motors': fail(404, 'DEALER_NOT_FOUND', 'There is no such dealership on Lotline.'),
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('not-found', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at({ pending: true }),
  beforeEach: dealersStoryApi(dealersAnswers(undefined, { 'GET /api/dealers/sunset-motors': pending() })),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading the dealer…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: dealersStoryApi(
    dealersAnswers(undefined, {
      'GET /api/dealers/sunset-motors': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load this dealer.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('heading', { name: 'Sunset Motors', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
