/**
 * Customers as a manager uses them (issue 10 item 4): find a seeded customer by search, open them,
 * change their primary phone and add a tag, save, and find them again in the list by that tag
 * with the new phone. Demo accounts and data of the test server (SEED_DEMO=1).
 */
import { expect, test } from './fixtures';
import { signedInPage } from './sign-in';

interface ApiCustomer {
  id: string;
  name: string;
  lastName: string | null;
  phone: string | null;
  tags: string[];
  phones?: { phone: string; primary: boolean }[];
}

test('a manager finds a customer by search, edits a phone and a tag, and sees it in the list', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, baseURL!, 'elena.ortiz', '/dashboard/customers');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const origin = { origin: new URL(baseURL!).origin };

  // A seeded customer with a phone and a last name (the demo data is generated, so ask for one).
  const listed = (await (await page.request.get('/api/customers?sort=name', { headers: origin })).json()) as {
    items: ApiCustomer[];
  };
  const target = listed.items.find((c) => c.phone && c.lastName);
  expect(target, 'a seeded customer with a phone').toBeTruthy();
  const { customer } = (await (await page.request.get(`/api/customers/${target!.id}`, { headers: origin })).json()) as {
    customer: ApiCustomer;
  };
  // A rerun against the same database starts without the tags earlier runs added.
  const earlier = customer.tags.filter((t) => t.startsWith('e2e-'));
  if (earlier.length)
    expect(
      (
        await page.request.patch(`/api/customers/${customer.id}`, {
          headers: origin,
          data: { tags: customer.tags.filter((t) => !t.startsWith('e2e-')) },
        })
      ).ok(),
    ).toBe(true);

  const tag = `e2e-${Date.now().toString(36)}`;
  const newPhone = `(737) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
  const primaryRow = Math.max(0, customer.phones?.findIndex((p) => p.primary) ?? 0) + 1;

  // Find them by search: the text reaches the URL, the list answers.
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search customers/ }).fill(customer.lastName!);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.lastName!)}`));
  await page.getByRole('link', { name: customer.name }).first().click();
  await page.waitForURL(new RegExp(`/dashboard/customers/${customer.id}/edit`));
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();

  // Change the primary phone and add a tag, then save.
  const phone = page.getByRole('textbox', { name: `Phone ${primaryRow}`, exact: true });
  await expect(phone).toHaveValue(customer.phones![primaryRow - 1]!.phone);
  await phone.fill(newPhone);
  await page.getByTestId('tag-input').fill(tag);
  await page.getByTestId('tag-input').press('Enter');
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText(tag);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved ${customer.name}`)).toBeVisible();

  // Back in the list, the new tag is a filter, and the row shows the new phone.
  await page.getByRole('link', { name: 'Customers' }).first().click();
  await page.waitForURL(/\/dashboard\/customers(\?|$)/);
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(tag);
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  const row = page.getByTestId(`customer-row-${customer.id}`);
  await expect(row).toContainText(newPhone);
  await expect(row).toContainText(tag);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * The add form, its checks and the merge dialog load on first use (issue 14): each is still there
 * for a keyboard alone. Enter on Add customer opens the form with the first name focused; Enter
 * in it adds the customer and opens their page; there an emptied first name is refused on its
 * field (the schemas load on the first check); Enter on Merge with… opens the dialog and Escape
 * closes it.
 */
test('the add form, the edit checks and the merge dialog load on first use and work from the keyboard', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, baseURL!, 'elena.ortiz', '/dashboard/customers');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const name = `Kb${Date.now().toString(36)}`;

  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add customer' }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('add-customer-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /First name/ })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/customers\/[^/]+\/edit/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const firstName = page.getByRole('textbox', { name: /First name/ });
  await firstName.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter the first name')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');

  const merge = page.getByRole('button', { name: /Merge with/ });
  await merge.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('merge-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('merge-dialog')).toBeHidden();
  // Focus goes back to the button, not the page's body, on the first close and the next ones.
  await expect(merge).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('merge-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('merge-dialog')).toBeHidden();
  await expect(merge).toBeFocused();
  expect(errors).toEqual([]);
});

/**
 * The edit form is our own form state (issue 14): from the keyboard alone, a bad email is refused
 * on its row when focus leaves it and on Save, what was typed stays in the fields while the checks
 * load, and a good email saves.
 */
test('a customer is edited from the keyboard: a bad email is refused, the typing stays, a good one saves', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, baseURL!, 'elena.ortiz', '/dashboard/customers');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const origin = { Origin: new URL(baseURL!).origin };
  const name = `Ed${Date.now().toString(36)}`;
  const created = (await (
    await page.request.post('/api/customers', { headers: origin, data: { firstName: name } })
  ).json()) as { customer: ApiCustomer };
  await page.goto(`/dashboard/customers/${created.customer.id}/edit`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await lastName.focus();
  await page.keyboard.type('Keyboard');
  await page.keyboard.press('Tab');
  const email = page.getByRole('textbox', { name: 'Email 1' });
  await expect(email).toBeFocused();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-email');
  await expect(lastName).toHaveValue('Keyboard');

  // Save is refused and focus goes to the row at fault.
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${name.toLowerCase()}@example.test`);
  await expect(page.getByText('Enter a valid email address')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Saved ${name} Keyboard`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} Keyboard`, level: 1 })).toBeVisible();

  const saved = (await (
    await page.request.get(`/api/customers/${created.customer.id}`, { headers: origin })
  ).json()) as { customer: ApiCustomer & { emails: { email: string }[] } };
  expect(saved.customer.lastName).toBe('Keyboard');
  expect(saved.customer.emails.map((e) => e.email)).toEqual([`${name.toLowerCase()}@example.test`]);
  expect(errors).toEqual([]);
});
