import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogAdminScreen } from '../../src/screens/blog-admin';
import { MOBILE_GLOBALS, screenParameters } from '../builders';
import { fail, pending } from '../builders/auth';
import { blogAdminAnswers, blogAdminStoryApi, blogAdminViewer, buildBlogAdminPage } from '../builders/blog-admin';
import { screenOf } from '../components/play-helpers';

const at = (extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('blog-admin', { viewer: blogAdminViewer(), ...extra });

const meta = {
  title: 'Screens/blog-admin',
  component: BlogAdminScreen,
  parameters: at(),
  beforeEach: blogAdminStoryApi(blogAdminAnswers()),
} satisfies Meta<typeof BlogAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every post: status (a scheduled post whose time came reads Published), when, tags, author. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const table = await screen.findByTestId('posts-table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(rows[1]!).getByText('Scheduled')).toBeVisible();
    await expect(rows[1]).toHaveTextContent(/Publishes Nov \d+, 2036/);
    await expect(within(rows[2]!).getByText('Draft')).toBeVisible();
    await expect(within(rows[5]!).getByText('Published')).toBeVisible();
    await expect(screen.getByRole('button', { name: /^All\s*5$/, pressed: true })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/dashboard/blog-admin/create',
    );
  },
};

export const Empty: Story = {
  beforeEach: blogAdminStoryApi(blogAdminAnswers({ page: buildBlogAdminPage([]) })),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No posts yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Write a post' })).toBeVisible();
  },
};

/** A status filter (from the URL) that nothing matches offers the way back. */
export const NoMatch: Story = {
  parameters: at({ route: { path: '/dashboard/blog-admin?status=scheduled&q=tax' } }),
  beforeEach: blogAdminStoryApi(blogAdminAnswers({ page: buildBlogAdminPage([]) })),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No posts match', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: /^Scheduled/, pressed: true })).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('tax');
  },
};

export const Loading: Story = {
  parameters: at({ pending: true }),
  beforeEach: blogAdminStoryApi(blogAdminAnswers({}, { 'GET /api/blog-admin/posts': pending() })),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('Loading posts…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: blogAdminStoryApi(
    blogAdminAnswers(
      {},
      { 'GET /api/blog-admin/posts': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') },
    ),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load the posts.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Delete asks first, naming the post and that it leaves the blog. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Delete Inventory aging: why day 60 is the day that matters' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('will be removed from the blog');
    await expect(within(dialog).getByRole('button', { name: 'Delete post' })).toBeVisible();
  },
};

/** On a phone: cards instead of the table. */
export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const cards = await screen.findByRole('list', { name: 'Posts' }, { timeout: 5000 });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
  },
};
