import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogPostScreen } from '../../src/screens/blog-post';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/blog-post',
  component: BlogPostScreen,
  parameters: screenParameters('blog-post', { seedQueries: seed.blogPost() }),
} satisfies Meta<typeof BlogPostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): GET /api/blog/{slug}; the body is server-rendered, sanitized HTML. ──

export const NotFound: Story = {
  parameters: screenParameters('blog-post', {
    params: { slug: 'missing-post' },
    seedQueries: () => {},
  }),
  beforeEach: mockApi({ 'GET /api/blog/missing-post': fail(404, 'NOT_FOUND', 'No published post has this address.') }),
  play: async ({ canvasElement }) => {
    const notFound = within(await screenOf(canvasElement).findByTestId('not-found'));
    // The way back is one step up (the section's list), with home as the second choice.
    await expect(notFound.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    await expect(notFound.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  parameters: screenParameters('blog-post', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/blog/pricing-used-inventory': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('blog-post', { seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/blog/pricing-used-inventory': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load this article.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
