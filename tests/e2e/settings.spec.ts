/**
 * Settings' owner and manager parts load apart from the screen (issue 14), beside the sections'
 * requests: opened cold (server-rendered, then hydrated) or reached from another page, the forms
 * take the keyboard at once and judge what was typed with their schemas. Nothing is saved here: the
 * demo dealership's settings are what other tests read. Demo accounts of the test server (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('opened cold, the profile form takes the keyboard and checks what was typed', async ({ browser, baseURL }) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard/settings');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  const form = owner.getByRole('form', { name: 'Dealership profile' });
  const name = form.getByLabel(/^Dealership name/);
  await name.focus();
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.press('Backspace');
  await owner.keyboard.type('  ');
  await owner.keyboard.press('Enter');
  await expect(form.getByText('Enter the dealership name')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await owner.keyboard.type('Riverside');
  await expect(name).toHaveValue('  Riverside');
  expect(errors).toEqual([]);
});

test('reached from the dashboard by keyboard, the invite form keeps what was typed and checks it on Enter', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  // In-app: a document request for Settings would mean the menu's Enter loaded the page afresh.
  const documents: string[] = [];
  owner.on('request', (r) => void (r.resourceType() === 'document' && documents.push(r.url())));
  await owner.setViewportSize({ width: 1280, height: 800 });
  await owner.getByTestId('user-menu').focus();
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('data-highlighted', '');
  await owner.keyboard.press('ArrowDown');
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/dashboard\/settings$/);
  await expect(owner.getByRole('menu')).toBeHidden();

  // Typed and sent as soon as the field is there, while the invitations are still loading.
  const invite = owner.getByRole('form', { name: 'Invite teammate' });
  const email = invite.getByLabel(/^Email/);
  await email.focus();
  await owner.keyboard.type('not-an-email');
  await owner.keyboard.press('Enter');
  await expect(invite.getByText('Enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-email');
  await expect(email).toBeFocused();

  // Corrected, the same form invites; the invitation is revoked again so the demo stays as seeded.
  const address = `new.hire.${Date.now().toString(36)}@riversideauto.example`;
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.type(address);
  await owner.keyboard.press('Enter');
  const row = owner.getByTestId('invitation-row').filter({ hasText: address });
  await expect(row).toBeVisible();
  await expect(email).toHaveValue('');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveCount(0);

  expect(documents.filter((url) => url.includes('/dashboard/settings'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('opened cold, the lead settings form refuses a bad number, keeps it, and saves a good one', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard/settings');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  const form = owner.getByRole('form', { name: 'Lead settings' });
  const overdue = form.getByLabel(/^Overdue after/);
  await expect(overdue).not.toHaveValue('');
  const before = await overdue.inputValue();
  await overdue.focus();
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.type('soon');
  await owner.keyboard.press('Enter');
  await expect(form.getByText('Enter a whole number of minutes')).toBeVisible();
  await expect(overdue).toHaveAttribute('aria-invalid', 'true');
  await expect(overdue).toHaveValue('soon');
  await expect(overdue).toBeFocused();

  // Put back as it was (the demo's settings are what other tests read) and saved: the message goes.
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.type(before);
  await expect(form.getByText('Enter a whole number of minutes')).toBeHidden();
  await owner.keyboard.press('Enter');
  await expect(owner.getByText('Lead settings saved')).toBeVisible();
  await expect(overdue).toHaveValue(before);
  expect(errors).toEqual([]);
});

test('the theme choice is a radio group the keyboard moves through, and it changes the theme', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard/settings');
  const group = owner.getByRole('radiogroup', { name: 'Theme' });
  const light = group.getByRole('radio', { name: 'Light' });
  const dark = group.getByRole('radio', { name: 'Dark' });
  // The radios are drawn by their labels (the inputs are visually hidden, as Ark hides them).
  await owner.getByTestId('theme-light').click();
  await expect(light).toBeChecked();
  await expect(owner.locator('html')).toHaveClass(/light/);
  await light.focus();
  await owner.keyboard.press('ArrowRight');
  await expect(dark).toBeChecked();
  await expect(dark).toBeFocused();
  await expect(owner.getByTestId('theme-dark')).toHaveAttribute('data-state', 'checked');
  await expect(owner.locator('html')).toHaveClass(/dark/);
  // Back to what the other tests expect.
  await owner.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
});
