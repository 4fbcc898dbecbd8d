import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IntegrationsScreen } from '../../src/screens/integrations';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { buildContentList, seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/integrations',
  component: IntegrationsScreen,
  parameters: screenParameters('integrations', { seedQueries: seed.content('integrations') }),
} satisfies Meta<typeof IntegrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): data from GET /api/content/integrations via the screen's queryOptions. ──

export const Loading: Story = {
  parameters: screenParameters('integrations', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/content/integrations': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('integrations', { seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/content/integrations': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Searched: Story = {
  parameters: screenParameters('integrations', {
    route: { path: '/integrations?q=csv' },
    seedQueries: seed.content(
      'integrations',
      (() => {
        const all = buildContentList('integrations');
        const items = all.items.filter((i) => /csv/i.test(i.title));
        return { ...all, query: 'csv', items, total: items.length };
      })(),
      'csv',
    ),
  }),
};

export const Empty: Story = {
  parameters: screenParameters('integrations', {
    route: { path: '/integrations?q=fax' },
    seedQueries: seed.content(
      'integrations',
      buildContentList('integrations', { query: 'fax', items: [], total: 0 }),
      'fax',
    ),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No integrations match')).toBeVisible();
  },
};
