/**
 * Respond › Leads as a manager works it (issue 10 item 3): a walk-in added by hand opens on its own
 * page; the manager moves it along and hands it to a salesperson; the timeline shows both with who
 * did them; the salesperson's open page follows the next change without a reload, and the list
 * agrees. Demo accounts of the test server (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

test('a manager adds a walk-in, changes its status and assigns it; the timelines show it, the salesperson’s live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const manager = await signedInPage(browser, baseURL!, 'elena.ortiz', '/dashboard/leads');
  const errors: string[] = [];
  manager.on('pageerror', (e) => errors.push(e.message));
  // A person of this run only: a reused local server keeps earlier runs' customers, and the same
  // email or phone would (rightly) find that customer again.
  const lastName = `Walkin${Date.now().toString(36)}`;

  await manager.getByRole('button', { name: 'Add lead' }).first().click();
  const form = manager.getByRole('form', { name: 'Add lead' });
  await form.getByLabel(/^Source/).selectOption('walk_in');
  await form.getByLabel(/^First name/).fill('Maria');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(`maria.${lastName.toLowerCase()}@example.com`);
  await form.getByLabel(/^Assign to/).selectOption('unassigned');
  await form.getByRole('button', { name: 'Add lead' }).click();

  await manager.waitForURL(/\/dashboard\/leads\/[^/?]+$/);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Maria ${lastName}`);
  await expect(manager.getByTestId('lead-status')).toHaveText('New');

  // Status along the flow.
  await manager.getByTestId('status-menu').click();
  await manager.getByRole('menuitem', { name: 'Contacted' }).click();
  await expect(manager.getByTestId('lead-status')).toHaveText('Contacted');

  // Handed to a salesperson.
  const assignee = manager.getByRole('combobox', { name: 'Assigned to' });
  await assignee.selectOption({ label: 'Jordan Kim' });
  await expect(manager.getByRole('status', { name: 'Assigned to Jordan Kim' })).toBeVisible();
  await expect(assignee.locator('option:checked')).toHaveText('Jordan Kim');

  const timeline = manager.getByRole('list', { name: 'Lead timeline' });
  const status = timeline.getByRole('listitem').filter({ hasText: 'Status changed from New to Contacted' });
  const assigned = timeline.getByRole('listitem').filter({ hasText: 'Assigned to Jordan Kim' });
  await expect(status).toContainText('Elena Ortiz');
  await expect(assigned).toContainText('Elena Ortiz');
  // Newest first: the assignment came after the status change.
  await expect(timeline.getByRole('listitem').first()).toContainText('Assigned to Jordan Kim');

  // Jordan opens the lead now his; the manager books the appointment: his page shows it by itself
  // (the live stream's lead.updated), with no reload.
  const leadUrl = new URL(manager.url()).pathname;
  const sales = await signedInPage(browser, baseURL!, 'jordan.kim', leadUrl);
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText(`Maria ${lastName}`);
  await expect(sales.getByTestId('lead-status')).toHaveText('Contacted');
  let reloaded = false;
  sales.on('framenavigated', (frame) => {
    if (frame === sales.mainFrame()) reloaded = true;
  });
  await manager.getByTestId('status-menu').click();
  await manager.getByRole('menuitem', { name: 'Appointment' }).click();
  await expect(manager.getByTestId('lead-status')).toHaveText('Appointment');
  await expect(sales.getByTestId('lead-status')).toHaveText('Appointment');
  await expect(sales.getByRole('list', { name: 'Lead timeline' }).getByRole('listitem').first()).toContainText(
    'Status changed from Contacted to Appointment',
  );
  expect(reloaded).toBe(false);

  // The list says the same.
  await manager.getByRole('link', { name: 'Leads' }).first().click();
  await manager.getByRole('searchbox', { name: /Search leads/ }).fill(lastName);
  const row = manager.getByTestId('leads-table').getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Appointment');
  await expect(row).toContainText('Jordan Kim');
  await expect(row).toContainText('Walk-in');
  expect(errors).toEqual([]);
});
