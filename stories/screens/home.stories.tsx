import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { HomeScreen } from '../../src/screens/home';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/home',
  component: HomeScreen,
  // The product pictures below the fold are lazy: all of them are in the full-page picture.
  parameters: { ...screenParameters('home', { seedQueries: seed.plans() }), loadLazyImages: true },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// ── States (issue 4). Plans come from GET /api/plans through the pricing section's queryOptions. ──

export const PricingAnnual: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByTestId('price-starter')).toHaveTextContent('$49');
    await userEvent.click(screen.getByText('Annual'));
    await waitFor(() => expect(screen.getByTestId('price-starter')).toHaveTextContent('$490'));
    await expect(screen.getByTestId('price-pro')).toHaveTextContent('$3,990');
  },
};

export const PricingLoading: Story = {
  parameters: screenParameters('home', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/plans': pending() }),
};

export const PricingError: Story = {
  parameters: screenParameters('home', { seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/plans': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load the plans.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
