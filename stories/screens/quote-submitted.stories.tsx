import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuoteSubmittedScreen } from '../../src/screens/quote-submitted';
import { screenParameters } from '../builders';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/quote-submitted',
  component: QuoteSubmittedScreen,
  parameters: screenParameters('quote-submitted'),
} satisfies Meta<typeof QuoteSubmittedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without a reference (the sales form adds one). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByRole('heading', { name: 'Next steps' })).toBeVisible();
  },
};

// ── States (issue 4): with the reference from the sales form. ──

export const WithReference: Story = {
  parameters: screenParameters('quote-submitted', { route: { path: '/quote-submitted?ref=Q-2026-000042' } }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('quote-reference')).toHaveTextContent('Q-2026-000042');
  },
};
