import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocumentScreen } from '../../src/screens/legal-document';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/legal-document',
  component: LegalDocumentScreen,
  parameters: screenParameters('legal-document', { seedQueries: seed.contentItem('legal', 'privacy-policy') }),
} satisfies Meta<typeof LegalDocumentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): GET /api/content/legal/{slug}. ──

export const CookiePolicy: Story = {
  parameters: screenParameters('legal-document', {
    params: { slug: 'cookie-policy' },
    seedQueries: seed.contentItem('legal', 'cookie-policy'),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('lotline_cookie_preferences')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: screenParameters('legal-document', {
    params: { slug: 'no-such-policy' },
    seedQueries: () => {},
  }),
  beforeEach: mockApi({ 'GET /api/content/legal/no-such-policy': fail(404, 'NOT_FOUND', 'There is no such page.') }),
  play: async ({ canvasElement }) => {
    const notFound = within(await screenOf(canvasElement).findByTestId('not-found'));
    // The way back is one step up (the section's list), with home as the second choice.
    await expect(notFound.getByRole('link', { name: 'All legal documents' })).toHaveAttribute('href', '/legal');
    await expect(notFound.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  parameters: screenParameters('legal-document', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/content/legal/privacy-policy': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('legal-document', { seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/content/legal/privacy-policy': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('error-state', {}, { timeout: 5000 })).toBeVisible();
  },
};
