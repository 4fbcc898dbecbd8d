import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HelpCenterScreen } from '../../src/screens/help-center';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { buildContentList, seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/help-center',
  component: HelpCenterScreen,
  parameters: screenParameters('help-center', { seedQueries: seed.content('help') }),
} satisfies Meta<typeof HelpCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): data from GET /api/content/help via the screen's queryOptions. ──

export const Loading: Story = {
  parameters: screenParameters('help-center', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/content/help': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('help-center', { seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/content/help': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Category: Story = {
  parameters: screenParameters('help-center', {
    route: { path: '/help-center?category=billing' },
    seedQueries: seed.content(
      'help',
      (() => {
        const all = buildContentList('help');
        const items = all.items.filter((i) => i.category === 'billing');
        return { ...all, category: 'billing', items, total: items.length };
      })(),
      '',
      'billing',
    ),
  }),
};

export const Empty: Story = {
  parameters: screenParameters('help-center', {
    route: { path: '/help-center?q=zzz' },
    seedQueries: seed.content('help', buildContentList('help', { query: 'zzz', items: [], total: 0 }), 'zzz'),
  }),
};
