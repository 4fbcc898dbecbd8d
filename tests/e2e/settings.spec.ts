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

test('reached from the dashboard by keyboard, the invite form takes the keyboard', async ({ browser, baseURL }) => {
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  await owner.setViewportSize({ width: 1280, height: 800 });
  await owner.getByTestId('user-menu').focus();
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('data-highlighted', '');
  await owner.keyboard.press('ArrowDown');
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/dashboard\/settings$/);

  const invite = owner.getByRole('form', { name: 'Invite teammate' });
  // The panel settles once its invitations have loaded.
  await expect(owner.getByTestId('invitations-empty').or(owner.getByTestId('invitation-row').first())).toBeVisible();
  const email = invite.getByLabel(/^Email/);
  await email.focus();
  await owner.keyboard.type('new.hire@riversideauto.example');
  await expect(email).toHaveValue('new.hire@riversideauto.example');
  await owner.keyboard.press('Tab');
  await expect(invite.getByRole('combobox', { name: 'Role' })).toBeFocused();

  // The team's role pickers are native selects, reached with Tab as before.
  await expect(owner.getByTestId('team-member').first()).toBeVisible();
  expect(errors).toEqual([]);
});
