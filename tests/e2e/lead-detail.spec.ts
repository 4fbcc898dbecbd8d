/**
 * A lead's page opens without its status menu, its reason dialog and the classic zod its forms
 * check with (issue 14): each loads on first use. This walks them by keyboard in the production
 * build: the note form's own check, the note/call tabs by arrow, the status menu opened by Enter
 * with its first item highlighted, Lost asking for its reason in the dialog (Escape leaves the lead
 * as it was), a note added and a follow-up set. Demo accounts (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('a lead’s menu, reason dialog and form checks load on first use and work from the keyboard', async ({
  browser,
  baseURL,
}) => {
  const manager = await signedInPage(browser, baseURL!, 'elena.ortiz', '/dashboard/leads');
  const errors: string[] = [];
  manager.on('pageerror', (e) => errors.push(e.message));
  // A person of this run only (a reused server keeps earlier runs' customers).
  const lastName = `Keys${Date.now().toString(36)}`;
  const added = await manager.request.post('/api/leads', {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      source: 'walk_in',
      contact: { firstName: 'Kim', lastName, email: `kim.${lastName.toLowerCase()}@example.com` },
      assigneeId: null,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const lead = ((await added.json()) as { lead: { id: string } }).lead;
  await manager.goto(`/dashboard/leads/${lead.id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Kim ${lastName}`);

  // The note form's check (the schema arrives on first use).
  const note = manager.getByRole('form', { name: 'Add a note' });
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(note.getByText('Write the note')).toBeVisible();

  // The note/call tabs by arrow.
  const noteTab = manager.getByRole('tab', { name: 'Note' });
  await noteTab.focus();
  await manager.keyboard.press('ArrowRight');
  await expect(manager.getByRole('tab', { name: 'Log call' })).toBeFocused();
  await expect(manager.getByRole('form', { name: 'Log a call' })).toBeVisible();
  await expect(note).toBeHidden();
  await manager.keyboard.press('ArrowLeft');
  await expect(noteTab).toHaveAttribute('aria-selected', 'true');

  // The status menu: a closed menu button until pressed; Enter opens it on its first item.
  const trigger = manager.getByTestId('status-menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await manager.keyboard.press('Enter');
  const menu = manager.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toHaveAttribute('data-highlighted', '');
  const lost = menu.getByRole('menuitem', { name: 'Lost…' });
  for (let step = 0; step < 8 && (await lost.getAttribute('data-highlighted')) === null; step++)
    await manager.keyboard.press('ArrowDown');
  await manager.keyboard.press('Enter');

  // Lost asks why; the check runs in the dialog; Escape leaves the lead as it was.
  const dialog = manager.getByTestId('reason-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(dialog.getByText('Say why the lead was lost')).toBeVisible();
  await manager.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(manager.getByTestId('lead-status')).toHaveText('New');

  // A note added, a follow-up set.
  await note.getByLabel('Note').fill('Asked for a test drive on Saturday.');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(manager.getByRole('list', { name: 'Lead timeline' })).toContainText(
    'Asked for a test drive on Saturday.',
  );
  const followUp = manager.getByRole('form', { name: 'Next follow-up' });
  await followUp.getByLabel('Date and time').fill('2031-05-06T10:30');
  await followUp.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByText(/^Follow-up set for/).first()).toBeVisible();
  expect(errors).toEqual([]);
});
