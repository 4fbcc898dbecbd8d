import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogAdminCreateScreen } from '../../src/screens/blog-admin-create';
import { MOBILE_GLOBALS, noScreenshot, screenParameters } from '../builders';
import { fail, pending, storyLocation } from '../builders/auth';
import { blogAdminAnswers, blogAdminStoryApi, blogAdminViewer, slugSuggestion } from '../builders/blog-admin';
import { screenOf } from '../components/play-helpers';

const at = (extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('blog-admin-create', { viewer: blogAdminViewer(), ...extra });

const meta = {
  title: 'Screens/blog-admin-create',
  component: BlogAdminCreateScreen,
  parameters: at(),
  beforeEach: blogAdminStoryApi(blogAdminAnswers()),
} satisfies Meta<typeof BlogAdminCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  const form = await screen.findByRole('form', { name: 'Blog post' }, { timeout: 5000 });
  return { screen, form: within(form) };
};

/** Title, excerpt and body typed; the address follows the title (the server's free suggestion). */
const fill = async (canvasElement: HTMLElement) => {
  const { screen, form } = await formOf(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'How to price aged units');
  await waitFor(() => expect(form.getByTestId('slug-input')).toHaveValue('how-to-price-aged-units'), {
    timeout: 5000,
  });
  await userEvent.type(
    form.getByRole('textbox', { name: /^Excerpt/ }),
    'A simple weekly routine for the units past sixty days.',
  );
  await userEvent.type(form.getByRole('textbox', { name: /^Body/ }), 'Start with the oldest units.');
  return { screen, form };
};

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await expect(form.getByRole('radio', { name: /Draft/ })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Upload cover' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Write', pressed: true })).toBeVisible();
  },
};

/** Saved empty: each field says what it needs. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await expect(await form.findByText('Enter a title')).toBeVisible();
    await expect(form.getByText('Enter the address')).toBeVisible();
    await expect(form.getByText(/Write at least 20 characters/)).toBeVisible();
    await expect(form.getByText('Write the post')).toBeVisible();
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    blur();
  },
};

/** Scheduled without a time: the time is asked for. */
export const ScheduledWithoutTime: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await fill(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /Scheduled/ }));
    await expect(form.getByTestId('publish-at')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await expect(await form.findByText('Choose when to publish')).toBeVisible();
    blur();
  },
};

export const Submitting: Story = {
  parameters: at({ pending: true }),
  beforeEach: blogAdminStoryApi(blogAdminAnswers({}, { 'POST /api/blog-admin/posts': pending() })),
  play: async ({ canvasElement }) => {
    const { form } = await fill(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(form.getByRole('button', { name: /Saving/ })).toBeDisabled());
  },
};

export const ServerError: Story = {
  beforeEach: blogAdminStoryApi(
    blogAdminAnswers(
      {},
      { 'POST /api/blog-admin/posts': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') },
    ),
  ),
  play: async ({ canvasElement }) => {
    const { form } = await fill(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    const alert = await form.findByTestId('form-error', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Something went wrong on our side.');
    blur();
  },
};

/**
 * An address typed by hand that another post has: said while typing (with a free one to use), and
 * the server's 409 on save names the same field.
 */
export const SlugTaken: Story = {
  beforeEach: blogAdminStoryApi(
    blogAdminAnswers(
      { slug: slugSuggestion('inventory-aging-the-60-day-rule-2', false) },
      {
        'POST /api/blog-admin/posts': fail(409, 'SLUG_TAKEN', 'Another post already has this address.', {
          slug: 'Another post has this address: try inventory-aging-the-60-day-rule-2',
        }),
      },
    ),
  ),
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    const slug = form.getByTestId('slug-input');
    await userEvent.type(slug, 'inventory-aging-the-60-day-rule');
    await expect(
      await form.findByText(
        'Another post has this address: try inventory-aging-the-60-day-rule-2',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'From title' })).toBeVisible();
    blur();
  },
};

/** A cover uploaded (resized to WebP by the server): its preview, and the alt text it now needs. */
export const CoverUpload: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'lot.jpg', { type: 'image/jpeg' });
    await userEvent.upload(form.getByTestId('cover-file'), picture);
    await expect(await form.findByTestId('cover-preview', {}, { timeout: 5000 })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Alt text/ })).toHaveValue('');
    await expect(form.getByRole('button', { name: /Replace/ })).toBeVisible();
    blur();
  },
};

/** Saved: the post's own edit address, so a reload keeps it. */
export const Done: Story = {
  parameters: at(noScreenshot('moves to the edit screen, whose Done story has the picture')),
  play: async ({ canvasElement }) => {
    const { screen, form } = await fill(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/blog-admin/edit/post_story_new'), { timeout: 5000 });
    await expect(await screen.findByText('Draft saved', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await screen.findByRole('heading', { name: 'Edit post', level: 1 }, { timeout: 5000 })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const { form } = await formOf(canvasElement);
    await expect(form.getByRole('button', { name: 'Save post' })).toBeVisible();
    // Side by side needs a wide screen.
    await expect(form.queryByRole('button', { name: 'Side by side' })).toBeNull();
  },
};
