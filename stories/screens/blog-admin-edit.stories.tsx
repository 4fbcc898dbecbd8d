import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogAdminEditScreen } from '../../src/screens/blog-admin-edit';
import { MOBILE_GLOBALS, screenParameters } from '../builders';
import { fail, pending } from '../builders/auth';
import { blogAdminAnswers, blogAdminStoryApi, blogAdminViewer } from '../builders/blog-admin';
import { screenOf } from '../components/play-helpers';

/** The draft (post_story_2); post_story_1 is scheduled, post_story_3 published with a cover. */
const at = (id = 'post_story_2', extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('blog-admin-edit', { viewer: blogAdminViewer(), params: { id }, ...extra });

const meta = {
  title: 'Screens/blog-admin-edit',
  component: BlogAdminEditScreen,
  parameters: at(),
  beforeEach: blogAdminStoryApi(blogAdminAnswers()),
} satisfies Meta<typeof BlogAdminEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  const form = await screen.findByRole('form', { name: 'Blog post' }, { timeout: 5000 });
  return { screen, form: within(form) };
};

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The draft as saved: its address kept (a saved post's address does not follow its title). */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { screen, form } = await formOf(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('Answering every lead in fifteen minutes');
    await expect(form.getByTestId('slug-input')).toHaveValue('answering-every-lead-in-fifteen-minutes');
    await expect(form.getByRole('radio', { name: /Draft/ })).toBeChecked();
    await expect(form.getByRole('list', { name: 'Tags' })).toHaveTextContent('leads');
  },
};

/** The title cleared and the excerpt cut short: both named. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await userEvent.clear(form.getByRole('textbox', { name: /^Title/ }));
    const excerpt = form.getByRole('textbox', { name: /^Excerpt/ });
    await userEvent.clear(excerpt);
    await userEvent.type(excerpt, 'Too short');
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await expect(await form.findByText('Enter a title')).toBeVisible();
    await expect(form.getByText(/Write at least 20 characters/)).toBeVisible();
    blur();
  },
};

export const Submitting: Story = {
  parameters: at('post_story_2', { pending: true }),
  beforeEach: blogAdminStoryApi(blogAdminAnswers({}, { 'PUT /api/blog-admin/posts/post_story_2': pending() })),
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(form.getByRole('button', { name: /Saving/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  beforeEach: blogAdminStoryApi(
    blogAdminAnswers(
      {},
      { 'PUT /api/blog-admin/posts/post_story_2': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') },
    ),
  ),
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await expect(await form.findByTestId('form-error', {}, { timeout: 5000 })).toHaveTextContent(
      'Something went wrong on our side.',
    );
    blur();
  },
};

/** Another admin took the address first: the server's 409 shows on the address. */
export const SlugTaken: Story = {
  beforeEach: blogAdminStoryApi(
    blogAdminAnswers(
      {},
      {
        'PUT /api/blog-admin/posts/post_story_2': fail(409, 'SLUG_TAKEN', 'Another post already has this address.', {
          slug: 'Another post has this address: try answering-every-lead-in-fifteen-minutes-2',
        }),
      },
    ),
  ),
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await expect(
      await form.findByText(
        'Another post has this address: try answering-every-lead-in-fifteen-minutes-2',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(form.getByTestId('slug-input')).toHaveFocus());
    blur();
  },
};

/** Published from the editor: saved, live, with a link to the public post. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /Published/ }));
    await expect(form.getByTestId('published-note')).toHaveTextContent('Published when you save.');
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    const note = await form.findByTestId('saved-note', {}, { timeout: 5000 });
    await expect(note).toHaveTextContent('It is live on the blog.');
    await expect(within(note).getByRole('link', { name: 'View post' })).toHaveAttribute(
      'href',
      '/blog/answering-every-lead-in-fifteen-minutes',
    );
    blur();
  },
};

/** Leaving with unsaved changes asks first; Cancel keeps the work. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const { screen, form } = await formOf(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), ' today');
    // The way back above the heading (the sidebar's link is guarded the same way).
    await userEvent.click(screen.getAllByRole('link', { name: 'Blog admin' }).at(-1)!);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Your changes to this post are not saved.');
    await expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeVisible();
  },
};

/** The Markdown preview: rendered by the server as the public page renders it (sanitized). */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    const preview = form.getByRole('region', { name: 'Preview' });
    await expect(
      await within(preview).findByRole('heading', { name: 'Start with the oldest units' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(form.queryByRole('textbox', { name: /^Body/ })).toBeNull();
    // Side by side: the Markdown and what it becomes.
    await userEvent.click(form.getByRole('button', { name: 'Side by side' }));
    await expect(form.getByRole('textbox', { name: /^Body/ })).toBeVisible();
    await expect(within(form.getByRole('region', { name: 'Preview' })).getByRole('blockquote')).toBeVisible();
    blur();
  },
};

/** A scheduled post: its time (in the admin's time zone), and Publish now clears a time ahead. */
export const Scheduled: Story = {
  parameters: at('post_story_1'),
  play: async ({ canvasElement }) => {
    const { screen, form } = await formOf(canvasElement);
    await expect(form.getByRole('radio', { name: /Scheduled/ })).toBeChecked();
    await expect((form.getByTestId('publish-at') as HTMLInputElement).value).toMatch(/^2036-11-\d\dT\d\d:\d\d$/);
    await expect(screen.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible();
  },
};

/** The published post with its cover: alt text beside it, required. */
export const WithCover: Story = {
  parameters: at('post_story_3'),
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await expect(form.getByTestId('cover-preview')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Alt text/ })).toHaveValue('Three cars on a dealer lot at sunset');
    await expect(form.getByTestId('published-note')).toHaveTextContent(/^Published Oct \d+, 2026/);
  },
};

export const Loading: Story = {
  parameters: at('post_story_2', { pending: true }),
  beforeEach: blogAdminStoryApi(blogAdminAnswers({}, { 'GET /api/blog-admin/posts/post_story_2': pending() })),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading the post…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** An id no post has (deleted, or mistyped). */
export const NotFound: Story = {
  parameters: at('post_gone'),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('heading', { name: 'Not Found' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: 'Save post' })).toBeVisible();
  },
};
