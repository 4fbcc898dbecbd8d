import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FavoritesScreen } from '../../src/screens/favorites';
import { screenParameters, shopperViewer } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { seedMarketplace } from '../builders/marketplace';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/favorites',
  component: FavoritesScreen,
  parameters: screenParameters('favorites', { viewer: shopperViewer(), seedQueries: seedMarketplace.favorites() }),
} satisfies Meta<typeof FavoritesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price drop, an unchanged price, a rise, and a sold vehicle greyed with its last price. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Price dropped $1,000 since you saved it')).toBeVisible();
    await expect(screen.getByText('Price up $500 since you saved it')).toBeVisible();
    await expect(screen.getByText('Sold: no longer for sale.')).toBeVisible();
    await expect(screen.getByRole('link', { name: '2021 Honda Accord EX-L' })).toBeVisible();
  },
};

/** Remove hides the card and offers Undo; Undo brings it back. */
export const RemoveWithUndo: Story = {
  parameters: { visual: { skip: 'an interaction; the picture after Undo is Loaded' } },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 2021 Honda Accord EX-L from favorites' }));
    await expect(await screen.findByText('Removed 2021 Honda Accord EX-L from your favorites.')).toBeVisible();
    await expect(screen.queryByRole('link', { name: '2021 Honda Accord EX-L' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await expect(await screen.findByRole('link', { name: '2021 Honda Accord EX-L' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters('favorites', { viewer: shopperViewer(), seedQueries: seedMarketplace.favorites([]) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No favorites yet')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Browse vehicles' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('favorites', { viewer: shopperViewer(), seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/favorites': pending() }),
  // The route's loader waits up to 400 ms before the screen shows its own skeleton: picture that.
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('loading', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: screenParameters('favorites', { viewer: shopperViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/favorites': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load your favorites.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
