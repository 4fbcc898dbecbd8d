import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApiReferenceScreen } from '../../src/screens/api-reference';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/api-reference',
  component: ApiReferenceScreen,
  parameters: screenParameters('api-reference', { seedQueries: seed.openApi() }),
} satisfies Meta<typeof ApiReferenceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── States (issue 4): the live /api/openapi.json, here a typed fixture document. ──

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
    // Internal better-auth endpoints are left out, and said to be.
    await expect(screen.getAllByTestId('endpoint')).toHaveLength(6);
    await expect(screen.getByText(/1 internal authentication endpoints that a client never calls/)).toBeVisible();
    // Each endpoint says who may call it, from the document's own x-access.
    await expect(screen.getByText('Owner or manager of their dealership')).toBeVisible();
    await expect(screen.getByText('Any signed-in person')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Auth: sign-in and sessions', level: 2 })).toBeVisible();
  },
};

export const FilteredByTag: Story = {
  parameters: screenParameters('api-reference', {
    route: { path: '/api-reference?tag=Contact' },
    seedQueries: seed.openApi(),
  }),
};

export const Loading: Story = {
  parameters: screenParameters('api-reference', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/openapi.json': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('api-reference', { seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/openapi.json': fail(503, 'UNAVAILABLE', 'Service unavailable') }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};
