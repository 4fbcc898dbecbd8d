/**
 * The vehicle database from the keyboard (issue 14): its tabs are plain tabs drawn by the tabs
 * recipe (arrows move and select, the tab is in the URL), and the add and edit form loads on first
 * use yet opens from Enter on Add make, its first field focused, Escape closing it.
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('the vehicle database’s tabs and its edit form work from the keyboard', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, baseURL!, 'priya.raman', '/dashboard/db-vehicles');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const makes = page.getByRole('tab', { name: 'Makes' });
  await expect(makes).toHaveAttribute('aria-selected', 'true');
  await makes.focus();
  await page.keyboard.press('ArrowRight');
  const models = page.getByRole('tab', { name: 'Models' });
  await expect(models).toBeFocused();
  await expect(models).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=models/);
  await page.keyboard.press('Home');
  await expect(makes).toBeFocused();
  await expect(page).not.toHaveURL(/tab=models/);

  const add = page.getByRole('button', { name: 'Add make' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('reference-edit-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
