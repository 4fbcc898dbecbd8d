/**
 * The blog admin's editor in a real browser (issue 14): a platform admin writes a post. A post
 * without a title is refused with its message and keeps what was typed; a full post published
 * from the keyboard's status choice is saved, moves to its edit address and is on the public blog;
 * leaving with unsaved changes asks first, and staying keeps them.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('a platform admin writes and publishes a post; leaving unsaved asks first', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, baseURL!, 'priya.raman', '/dashboard/blog-admin/create');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const form = page.getByRole('form', { name: 'Blog post' });
  const title = form.getByRole('textbox', { name: 'Title' });
  const excerpt = form.getByRole('textbox', { name: 'Excerpt' });
  const body = form.getByRole('textbox', { name: 'Body (Markdown)' });
  const save = form.getByRole('button', { name: 'Save post' });
  await expect(title).toBeVisible();

  // No title: its message, the body kept, no page load.
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  // A post as the blog's own are written, with a section heading: published, it is the newest post,
  // and the public blog's test reads the newest post's headings.
  const text = 'A first paragraph about **aged units** on the lot.\n\n## What to do about it\n\nPrice them to move.';
  await body.fill(text);
  await save.click();
  await expect(form.getByText('Enter a title')).toBeVisible();
  await expect(title).toBeFocused();
  await expect(body).toHaveValue(text);
  expect(documents).toBe(0);

  // Unsaved changes: the back link asks; Cancel stays with everything kept.
  await page.getByRole('link', { name: 'Blog admin' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/blog-admin\/create$/);
  await expect(body).toHaveValue(text);

  // A full post, published (the status chosen from the keyboard: arrows move and select).
  const postTitle = `Aged units on the lot ${randomBytes(3).toString('hex')}`;
  await title.fill(postTitle);
  await expect(form.getByTestId('slug-input')).not.toHaveValue('', { timeout: 10_000 });
  await excerpt.fill('What sixty days on the lot costs a dealer, and what to do about it.');
  const draft = form.getByRole('radio', { name: /Draft/ });
  await expect(draft).toBeChecked();
  await draft.focus();
  await page.keyboard.press('ArrowDown');
  const scheduled = form.getByRole('radio', { name: /Scheduled/ });
  await expect(scheduled).toBeChecked();
  await expect(scheduled).toBeFocused();
  await expect(form.getByTestId('publish-at')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const published = form.getByRole('radio', { name: /Published/ });
  await expect(published).toBeChecked();
  await expect(form.getByTestId('published-note')).toHaveText('Published when you save.');
  await save.click();
  // Saved, it moves to its own edit address, which still says so.
  await expect(page).toHaveURL(/\/dashboard\/blog-admin\/edit\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await expect(page.getByTestId('saved-note')).toContainText('It is live on the blog.');
  const slug = await form.getByTestId('slug-input').inputValue();

  // Saved: leaving does not ask, and the post is on the blog.
  await page.getByRole('link', { name: 'Blog admin' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/blog-admin$/);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: postTitle }).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  expect(errors).toEqual([]);
});
