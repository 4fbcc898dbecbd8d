/**
 * The deal badge's tooltip loads when a pointer or focus first reaches a badge (issue 14): keyboard
 * focus shows it at once and leaving hides it; a pointer resting on another badge shows that one's,
 * moving away hides it. The badge is the same button throughout, so focus stays on it.
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('the deal badge explains the rating on keyboard focus and on a resting pointer', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, baseURL!, 'tom.nguyen', '/dashboard/vehicles');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const badges = page.getByRole('button', { name: /comparable listings/ });
  await expect(badges.first()).toBeVisible();
  const first = badges.first();
  // Reached from the keyboard: focus the control before it, then Tab.
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Compared with the median asking price');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-describedby', /.+/);
  await page.keyboard.press('Tab');
  await expect(tooltip).toBeHidden();

  const second = badges.nth(1);
  await second.scrollIntoViewIfNeeded();
  await second.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Compared with the median asking price');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  expect(errors).toEqual([]);
});
