import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VehicleDetailScreen } from '../../src/screens/vehicle-detail';
import { screenParameters, shopperViewer } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { buildListingDetail, buildPhotos, seedMarketplace } from '../builders/marketplace';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/vehicle-detail',
  component: VehicleDetailScreen,
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: seedMarketplace.detail() }),
} satisfies Meta<typeof VehicleDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '2021 Honda Accord EX-L', level: 1 })).toBeVisible();
    await expect(screen.getByText('Good deal')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await expect(screen.getByRole('heading', { name: 'Sunset Motors' })).toBeVisible();
    // No fake contact button: messaging the dealer comes with the Respond issue.
    await expect(screen.queryByRole('button', { name: /message/i })).toBeNull();
  },
};

/** Several photos: the thumbnails, their alt text and the counter (the files are not in the story server). */
export const WithPhotos: Story = {
  parameters: screenParameters('vehicle-detail', {
    viewer: shopperViewer(),
    seedQueries: seedMarketplace.detail(buildListingDetail({ photos: buildPhotos(4), favorited: true })),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Photo 1 of 4')).toBeVisible();
    await expect(
      screen.getByRole('button', { name: 'Show photo 2: 2021 Honda Accord EX-L, photo 2 of 4' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Saved to favorites' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NotFound: Story = {
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/marketplace/sample-1': fail(404, 'LISTING_NOT_FOUND', 'This vehicle is not on the marketplace.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('This vehicle is not on the marketplace', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/marketplace/sample-1': pending() }),
  // The route's loader waits up to 400 ms before the screen shows its own skeleton: picture that.
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('loading', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/marketplace/sample-1': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load this vehicle.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
