import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalScreen } from '../../src/screens/legal';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/legal',
  component: LegalScreen,
  parameters: screenParameters('legal', { seedQueries: seed.content('legal') }),
} satisfies Meta<typeof LegalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): data from GET /api/content/legal via the screen's queryOptions. ──

export const Loading: Story = {
  parameters: screenParameters('legal', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/content/legal': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('legal', { seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/content/legal': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};
