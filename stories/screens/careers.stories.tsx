import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CareersScreen } from '../../src/screens/careers';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { buildContentList, seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/careers',
  component: CareersScreen,
  parameters: screenParameters('careers', { seedQueries: seed.content('careers') }),
} satisfies Meta<typeof CareersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): data from GET /api/content/careers via the screen's queryOptions. ──

export const Loading: Story = {
  parameters: screenParameters('careers', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/content/careers': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('careers', { seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/content/careers': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const RoleOpen: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /Senior Full-Stack Engineer/ }));
    await expect(await screen.findByRole('link', { name: 'Apply for Senior Full-Stack Engineer' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:careers@'),
    );
  },
};

export const Empty: Story = {
  parameters: screenParameters('careers', {
    seedQueries: seed.content('careers', buildContentList('careers', { items: [], total: 0 })),
  }),
};
