import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CustomersScreen } from '../../src/screens/customers';
import {
  buildViewer,
  MOBILE_GLOBALS,
  noScreenshot,
  ownerViewer,
  salesViewer,
  screenParameters,
  shopperViewer,
} from '../builders';
import { fail, mockApi, ok, pending, storyLocation } from '../builders/auth';
import {
  buildCustomer,
  buildCustomersPage,
  buildCustomerSummaries,
  buildCustomerImportPreview,
  CUSTOMER_CSV_MAPPING,
  customerCsvFile,
  emptyCustomersPage,
  MEMBERS,
  seedCustomers,
} from '../builders/customers';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/customers',
  component: CustomersScreen,
  parameters: screenParameters('customers', { viewer: ownerViewer(), seedQueries: seedCustomers.list() }),
} satisfies Meta<typeof CustomersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const managerViewer = () => buildViewer({ roles: ['manager'], id: 'usr_story_manager', name: 'Elena Ortiz' });

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Maria Gonzalez' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('8 customers')).toBeVisible();
    await expect(screen.getByRole('button', { name: /Import CSV/ })).toBeVisible();
    // The export is the list's filter as a link the browser downloads.
    await expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/customers/export.csv');
    await expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveTextContent('trade-in');
    await expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveTextContent('Jordan Kim');
  },
};

/** On a phone the filters stack and the table scrolls sideways; the name (the link) comes first. */
export const MobileList: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Maria Gonzalez' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: /Search customers/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters('customers', {
    viewer: ownerViewer(),
    seedQueries: seedCustomers.list(emptyCustomersPage()),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No customers yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getAllByRole('button', { name: /Import CSV/ }).length).toBe(2);
  },
};

/** A search and a tag that match nothing: the filters stay in the URL, and the way out is one click. */
export const FilteredEmpty: Story = {
  parameters: screenParameters('customers', {
    viewer: ownerViewer(),
    route: { path: '/dashboard/customers?q=zonda&tag=vip' },
    seedQueries: seedCustomers.list({ ...emptyCustomersPage(), tags: ['vip', 'trade-in'] }, { q: 'zonda', tag: 'vip' }),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No customers match', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: /Search customers/ })).toHaveValue('zonda');
    await expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('vip');
    await expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/customers/export.csv?q=zonda&tag=vip',
    );
    await expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBe(2);
  },
};

/** Clear filters: back to every customer, sort kept, the URL without the filters. */
export const ClearFilters: Story = {
  parameters: {
    ...screenParameters('customers', {
      viewer: ownerViewer(),
      route: { path: '/dashboard/customers?q=zonda&tag=vip&sort=name' },
      seedQueries: (queryClient) => {
        seedCustomers.list(
          { ...emptyCustomersPage(), tags: ['vip'] },
          { q: 'zonda', tag: 'vip', sort: 'name' },
        )(queryClient);
        seedCustomers.list(buildCustomersPage(), { sort: 'name' })(queryClient);
      },
    }),
    ...noScreenshot('ends on the Loaded list sorted by name'),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Clear filters' }, { timeout: 5000 }))[0]!);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/customers?sort=name'));
    await expect(await screen.findByRole('link', { name: 'Maria Gonzalez' }, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('customers', { viewer: ownerViewer(), seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/customers': pending(), 'GET /api/leads/assignees': ok({ members: MEMBERS }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading customers…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: screenParameters('customers', { viewer: ownerViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/customers': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    'GET /api/leads/assignees': ok({ members: MEMBERS }),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your customers.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The third page of a larger list, sorted by name, with the pager. */
export const Paged: Story = {
  parameters: screenParameters('customers', {
    viewer: ownerViewer(),
    route: { path: '/dashboard/customers?sort=name&page=3' },
    seedQueries: seedCustomers.list(buildCustomersPage({ items: buildCustomerSummaries(10, 50), total: 62, page: 3 }), {
      sort: 'name',
      page: 3,
    }),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Page 3 of 3', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('62 customers')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('name');
  },
};

/** Search typed into the box reaches the URL after a pause (and the list asks the API for it). */
export const Searching: Story = {
  parameters: { ...screenParameters('customers', { viewer: ownerViewer(), seedQueries: seedCustomers.list() }) },
  beforeEach: mockApi({
    'GET /api/customers': ok(buildCustomersPage({ items: buildCustomerSummaries(1, 3), total: 1 })),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.type(await screen.findByRole('searchbox', { name: /Search customers/ }, { timeout: 5000 }), 'tom');
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/customers?q=tom'), { timeout: 5000 });
    await expect(await screen.findByText('1 customer', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tom Nguyen' })).toBeVisible();
  },
};

/** Salespeople add and export, but import is for owners and managers (the API agrees). */
export const SalesView: Story = {
  parameters: {
    ...screenParameters('customers', { viewer: salesViewer(), seedQueries: seedCustomers.list() }),
    ...noScreenshot('the Loaded picture without the Import CSV button'),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Maria Gonzalez' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /Import CSV/ })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  },
};

const openAdd = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.click((await screen.findAllByRole('button', { name: /Add customer/ }, { timeout: 5000 }))[0]!);
  // The dialog loads on first use: its chunk may take a moment on a busy machine.
  return { screen, dialog: await screen.findByTestId('add-customer-dialog', {}, { timeout: 5000 }) };
};

/** Sent with no first name and a mistyped email: the shared schema's errors, on their fields. */
export const AddCustomerInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { screen } = await openAdd(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email 1' }), 'maria@example');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add customer' }).at(-1)!);
    await expect(await screen.findByText('Enter the first name')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Email 1' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The email belongs to another customer: the API's 409 shows on that email, with what to do. */
export const AddCustomerEmailTaken: Story = {
  beforeEach: mockApi({
    'POST /api/customers': fail(409, 'EMAIL_TAKEN', 'Check the highlighted fields.', {
      'emails.0.email': 'Another customer has this email: merge the two instead',
    }),
  }),
  play: async ({ canvasElement }) => {
    const { screen } = await openAdd(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Maria');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email 1' }), 'maria.gonzalez@example.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone 1' }), '(512) 555-0101');
    await userEvent.type(screen.getByTestId('tag-input'), 'walk-in{Enter}');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add customer' }).at(-1)!);
    await expect(
      await screen.findByText('Another customer has this email: merge the two instead', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('walk-in');
  },
};

/** Added: the new customer opens on their page. */
export const AddCustomerDone: Story = {
  parameters: noScreenshot('navigates to the new customer’s page (Screens/customer-edit › Loaded)'),
  beforeEach: mockApi({
    'POST /api/customers': (body) => {
      const input = body as { firstName: string; emails: { email: string; primary: boolean }[] };
      return input.firstName === 'Ana' && input.emails[0]?.primary
        ? {
            status: 201,
            body: { customer: buildCustomer({ id: 'cus_story_new', firstName: 'Ana', name: 'Ana Lopez' }) },
          }
        : fail(400, 'BAD_REQUEST', 'Unexpected body');
    },
    'GET /api/customers/cus_story_new': ok({ customer: buildCustomer({ id: 'cus_story_new' }) }),
  }),
  play: async ({ canvasElement }) => {
    const { screen } = await openAdd(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lopez');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email 1' }), 'ana.lopez@example.test');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add customer' }).at(-1)!);
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/customers/cus_story_new/edit'), { timeout: 5000 });
  },
};

const PREVIEW = 'POST /api/customers/import/preview';
const IMPORT = 'POST /api/customers/import';

const openImport = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.click(await screen.findByRole('button', { name: /Import CSV/ }, { timeout: 5000 }));
  // The dialog loads on first use and then fades in: the checks below read it once it shows.
  const dialog = await screen.findByTestId('import-customers-dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  await userEvent.upload(screen.getByTestId('import-file-input'), customerCsvFile());
  return screen;
};

const noFirstName = buildCustomerImportPreview({
  errors: false,
  mapping: { ...CUSTOMER_CSV_MAPPING, firstName: undefined },
});
const unmapped = {
  ...noFirstName,
  mapping: Object.fromEntries(Object.entries(noFirstName.mapping).filter(([, v]) => v !== undefined)),
  rows: noFirstName.rows.map((r) => ({
    ...r,
    action: 'error' as const,
    errors: { firstName: 'Enter the first name' },
  })),
  summary: { ...noFirstName.summary, creates: 0, updates: 0, errors: noFirstName.rows.length },
};

/** The suggested mapping missed the first-name column: the person picks it, and the preview runs again. */
export const ImportMapping: Story = {
  parameters: screenParameters('customers', { viewer: managerViewer(), seedQueries: seedCustomers.list() }),
  beforeEach: mockApi({
    [PREVIEW]: (body) =>
      String(body).includes('"firstName":"First Name"')
        ? ok(buildCustomerImportPreview({ errors: false }))
        : ok(unmapped),
  }),
  play: async ({ canvasElement }) => {
    const screen = await openImport(canvasElement);
    await waitFor(() => expect(screen.getByTestId('import-summary')).toHaveTextContent('4 errors'), { timeout: 5000 });
    await expect(screen.getByText('Choose the column with the first name.')).toBeVisible();
    await expect(screen.getByRole('button', { name: /Import 0 customers/ })).toBeDisabled();
    await userEvent.selectOptions(screen.getByTestId('mapping-firstName'), 'First Name');
    await waitFor(() => expect(screen.getByTestId('import-summary')).toHaveTextContent('0 errors'), { timeout: 5000 });
    await expect(screen.getByRole('button', { name: 'Import 4 customers' })).toBeEnabled();
    // The picture without the select's focus ring, whose showing depends on input-modality timing.
    screen.getByTestId('mapping-firstName').blur();
  },
};

/** Two rows with errors: each says what is wrong, errors first, and nothing can be imported yet. */
export const ImportPreviewErrors: Story = {
  parameters: screenParameters('customers', { viewer: managerViewer(), seedQueries: seedCustomers.list() }),
  beforeEach: mockApi({ [PREVIEW]: ok(buildCustomerImportPreview()) }),
  play: async ({ canvasElement }) => {
    const screen = await openImport(canvasElement);
    await waitFor(() => expect(screen.getByTestId('import-summary')).toHaveTextContent('6 rows'), { timeout: 5000 });
    await expect(screen.getByTestId('import-summary')).toHaveTextContent('2 new');
    await expect(screen.getByTestId('import-summary')).toHaveTextContent('2 updates');
    await expect(screen.getByTestId('import-summary')).toHaveTextContent('2 errors');
    await expect(screen.getByTestId('import-row-6')).toHaveTextContent('Email: Enter a valid email address');
    await expect(screen.getByTestId('import-row-2')).toHaveTextContent('Matched by email');
    await expect(screen.getByRole('button', { name: 'Import 4 customers' })).toBeDisabled();
  },
};

/** The import refused the file (its rows changed since the preview): the error shows in the dialog. */
export const ImportRefused: Story = {
  parameters: {
    ...screenParameters('customers', { viewer: managerViewer(), seedQueries: seedCustomers.list() }),
    ...noScreenshot('the ImportPreviewErrors table under an alert; the play checks the alert'),
  },
  beforeEach: mockApi({
    [PREVIEW]: ok(buildCustomerImportPreview({ errors: false })),
    [IMPORT]: fail(422, 'IMPORT_HAS_ERRORS', '1 row has errors: nothing was imported.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = await openImport(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Import 4 customers' }, { timeout: 5000 }));
    await expect(await screen.findByTestId('import-error', {}, { timeout: 5000 })).toHaveTextContent(
      '1 row has errors: nothing was imported.',
    );
  },
};

export const ImportDone: Story = {
  parameters: screenParameters('customers', { viewer: managerViewer(), seedQueries: seedCustomers.list() }),
  beforeEach: mockApi({
    [PREVIEW]: ok(buildCustomerImportPreview({ errors: false })),
    [IMPORT]: ok({ created: 2, updated: 2 }),
    'GET /api/customers': ok(buildCustomersPage()),
    'GET /api/leads/assignees': ok({ members: MEMBERS }),
  }),
  play: async ({ canvasElement }) => {
    const screen = await openImport(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Import 4 customers' }, { timeout: 5000 }));
    await expect(await screen.findByTestId('import-done', {}, { timeout: 5000 })).toHaveTextContent(
      '2 customers added and 2 customers updated',
    );
  },
};

/**
 * A shopper opening the dealer's customers: this route's guard says no (the API answers 403 too).
 * The picture is Components/NoAccess's, so no screenshot; the play checks this route denies.
 */
export const ShopperDenied: Story = {
  parameters: {
    ...screenParameters('customers', { viewer: shopperViewer(), seedQueries: () => {} }),
    ...noScreenshot('the same NoAccess picture as Components/NoAccess'),
  },
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No access', {}, { timeout: 5000 })).toBeVisible();
  },
};
