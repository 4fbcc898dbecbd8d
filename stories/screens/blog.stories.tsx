import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogScreen } from '../../src/screens/blog';
import { screenParameters } from '../builders';
import { fail, mockApi, pending } from '../builders/auth';
import { buildBlogList, seed } from '../builders/marketing';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/blog',
  component: BlogScreen,
  parameters: screenParameters('blog', { seedQueries: seed.blog() }),
} satisfies Meta<typeof BlogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

// ── States (issue 4): GET /api/blog?page&tag through blogList(page, tag). ──

export const Paged: Story = {
  parameters: screenParameters('blog', {
    route: { path: '/blog?page=2' },
    seedQueries: seed.blog(buildBlogList({ total: 12, page: 2 }), 2),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Newer posts' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Older posts' })).toBeVisible();
  },
};

export const TagFilter: Story = {
  parameters: screenParameters('blog', {
    route: { path: '/blog?tag=pricing' },
    seedQueries: seed.blog(
      {
        ...buildBlogList(),
        items: buildBlogList().items.filter((p) => p.tags.includes('pricing')),
        total: 2,
        tag: 'pricing',
      },
      1,
      'pricing',
    ),
  }),
};

export const Empty: Story = {
  parameters: screenParameters('blog', { seedQueries: seed.blog(buildBlogList({ total: 0 })) }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No posts yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('blog', { seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/blog': pending() }),
};

export const Error: Story = {
  parameters: screenParameters('blog', { seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/blog': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load the blog.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
