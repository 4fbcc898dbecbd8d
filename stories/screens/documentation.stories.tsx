import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocumentationScreen } from '../../src/screens/documentation';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { buildContentList, seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/documentation',
  component: DocumentationScreen,
  parameters: screenParameters('documentation', { seedQueries: seed.content('docs') }),
} satisfies Meta<typeof DocumentationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): data from GET /api/content/docs via the screen's queryOptions. ──

export const Loading: Story = {
  parameters: screenParameters('documentation', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/content/docs': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('documentation', { seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/content/docs': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Guide: Story = {
  parameters: screenParameters('documentation', {
    route: { path: '/documentation?guide=db-vehicles' },
    seedQueries: seed.content('docs'),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('heading', { name: 'Vehicle database and VIN tools', level: 2 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters('documentation', {
    route: { path: '/documentation?q=zzz' },
    seedQueries: seed.content('docs', buildContentList('docs', { query: 'zzz', items: [], total: 0 }), 'zzz'),
  }),
};
