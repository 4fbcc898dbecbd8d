import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomerEditScreen } from '../../src/screens/customer-edit';
import { MOBILE_GLOBALS, noScreenshot, ownerViewer, salesViewer, screenParameters, shopperViewer } from '../builders';
import { fail, mockApi, ok, pending, storyLocation } from '../builders/auth';
import {
  buildCustomer,
  buildCustomersPage,
  buildCustomerSummary,
  buildMergePreview,
  buildTimeline,
  consentHistoryCustomer,
  duplicateCustomer,
  seedCustomers,
} from '../builders/customers';
import { screenOf } from '../components/play-helpers';

const ID = 'cus_story_1';
const PATCH = `PATCH /api/customers/${ID}`;

const meta = {
  title: 'Screens/customer-edit',
  component: CustomerEditScreen,
  parameters: screenParameters('customer-edit', {
    viewer: ownerViewer(),
    params: { id: ID },
    seedQueries: seedCustomers.detail(),
  }),
} satisfies Meta<typeof CustomerEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await expect(
    await screen.findByRole('heading', { name: 'Maria Gonzalez', level: 1 }, { timeout: 5000 }),
  ).toBeVisible();
  return screen;
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await expect(screen.getByRole('textbox', { name: 'Email 2' })).toHaveValue('maria@gonzalez-family.test');
    await expect(screen.getByRole('radio', { name: 'Email 1 is the primary email' })).toBeChecked();
    await expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('usr_story_sales');
    await expect(screen.getByTestId('consent-email')).toHaveTextContent('Given Oct 11, 2026');
    await expect(screen.getByTestId('consent-sms')).toHaveTextContent('Never asked');
    // Each lead opens on its own page.
    const leads = within(screen.getByTestId('customer-leads'));
    await expect(leads.getByRole('link', { name: '2021 Honda Accord EX-L' })).toHaveAttribute(
      'href',
      '/dashboard/leads/lead_story_1',
    );
    await expect(screen.getByTestId('customer-timeline')).toHaveTextContent('Status changed from New to Contacted');
    await expect(screen.getByRole('button', { name: /Merge with/ })).toBeVisible();
  },
};

/** On a phone the leads and the timeline follow the form in one column. */
export const MobileLoaded: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await expect(screen.getByTestId('customer-timeline')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: screenParameters('customer-edit', {
    viewer: ownerViewer(),
    params: { id: 'cus_gone' },
    seedQueries: () => {},
  }),
  beforeEach: mockApi({
    'GET /api/customers/cus_gone': fail(404, 'CUSTOMER_NOT_FOUND', 'This customer is not in your customers.'),
    'GET /api/leads/assignees': ok({ members: [] }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('not-found', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('customer-edit', {
    viewer: ownerViewer(),
    params: { id: ID },
    seedQueries: () => {},
    pending: true,
  }),
  beforeEach: mockApi({ [`GET /api/customers/${ID}`]: pending(), 'GET /api/leads/assignees': pending() }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading the customer…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: screenParameters('customer-edit', { viewer: ownerViewer(), params: { id: ID }, seedQueries: () => {} }),
  beforeEach: mockApi({
    [`GET /api/customers/${ID}`]: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    'GET /api/leads/assignees': ok({ members: [] }),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load this customer.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Save held open: the button says so and cannot be pressed twice. */
export const Saving: Story = {
  parameters: screenParameters('customer-edit', {
    viewer: ownerViewer(),
    params: { id: ID },
    seedQueries: seedCustomers.detail(),
    pending: true,
  }),
  beforeEach: mockApi({ [PATCH]: pending() }),
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const phone = screen.getByRole('textbox', { name: 'Phone 2' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(512) 555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled(), { timeout: 5000 });
  },
};

/** Saved: the answer is the customer as stored; the form starts again from it. */
export const Saved: Story = {
  parameters: noScreenshot('Loaded with a toast; the play checks what was sent'),
  beforeEach: mockApi({
    [PATCH]: (body) => {
      const input = body as { phones: { phone: string }[]; tags: string[] };
      return input.phones[1]?.phone === '(512) 555-0199' && input.tags.includes('vip')
        ? ok({ customer: buildCustomer({ tags: input.tags, updatedAt: '2026-11-20T15:00:00.000Z' }) })
        : fail(400, 'BAD_REQUEST', 'Unexpected body');
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const phone = screen.getByRole('textbox', { name: 'Phone 2' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(512) 555-0199');
    await userEvent.type(screen.getByTestId('tag-input'), 'vip{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Saved Maria Gonzalez', {}, { timeout: 5000 })).toBeInTheDocument();
    // The form starts again from the customer as saved: nothing left to discard.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled());
    await expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('vip');
  },
};

/** The second email is another customer's: the API's 409 shows on that row, with what to do. */
export const EmailTaken: Story = {
  beforeEach: mockApi({
    [PATCH]: fail(409, 'EMAIL_TAKEN', 'Check the highlighted fields.', {
      'emails.1.email': 'Another customer has this email: merge the two instead',
    }),
  }),
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const email = screen.getByRole('textbox', { name: 'Email 2' });
    await userEvent.clear(email);
    await userEvent.type(email, 'james.whitaker@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(
      await screen.findByText('Another customer has this email: merge the two instead', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email 2' })).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** Consent withdrawn twice: when and where each was, as the regulator would ask. */
export const ConsentHistory: Story = {
  parameters: screenParameters('customer-edit', {
    viewer: ownerViewer(),
    params: { id: ID },
    seedQueries: seedCustomers.detail(consentHistoryCustomer()),
  }),
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await expect(screen.getByTestId('consent-email')).toHaveTextContent('Withdrawn Nov 17, 2026');
    await expect(screen.getByTestId('consent-email')).toHaveTextContent('By phone');
    await expect(screen.getByTestId('consent-sms')).toHaveTextContent('Unsubscribe link');
  },
};

/** Giving SMS consent asks where it was given; saving without saying is stopped on that field. */
export const ConsentNeedsSource: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agrees to text messages (SMS)' }));
    const source = await screen.findByTestId('consent-sms-source');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Say where the consent was given or withdrawn')).toBeVisible();
    await userEvent.selectOptions(source, 'in_person');
    await waitFor(() => expect(screen.queryByText('Say where the consent was given or withdrawn')).toBeNull());
  },
};

const MERGE_ROUTES = {
  'GET /api/customers': ok(
    buildCustomersPage({
      items: [
        buildCustomerSummary(0),
        buildCustomerSummary(0, {
          id: 'cus_story_dup',
          lastName: 'Gonzales',
          name: 'Maria Gonzales',
          email: 'mgonzalez@work.test',
          leadCount: 1,
        }),
      ],
      total: 2,
    }),
  ),
  [`GET /api/customers/${ID}/merge-preview`]: ok(buildMergePreview()),
  'GET /api/customers/cus_story_dup/merge-preview': ok(buildMergePreview(duplicateCustomer(), buildCustomer())),
};

const openMergePreview = async (canvasElement: HTMLElement) => {
  const screen = await loaded(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: /Merge with/ }));
  // The dialog loads on first use: its chunk may take a moment on a busy machine.
  await userEvent.type(
    await screen.findByRole('searchbox', { name: 'Find the other customer' }, { timeout: 5000 }),
    'maria',
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Maria Gonzales' }, { timeout: 5000 }));
  await expect(await screen.findByTestId('merge-preview', {}, { timeout: 5000 })).toBeVisible();
  return screen;
};

/** The duplicate found: what the kept customer will have (both emails, every tag, all leads). */
export const MergePreview: Story = {
  beforeEach: mockApi(MERGE_ROUTES),
  play: async ({ canvasElement }) => {
    const screen = await openMergePreview(canvasElement);
    const preview = screen.getByTestId('merge-preview');
    await expect(preview).toHaveTextContent('Maria Gonzalez is kept and gets everything of Maria Gonzales');
    await expect(preview).toHaveTextContent('mgonzalez@work.test');
    await expect(preview).toHaveTextContent('vip');
    await expect(preview).toHaveTextContent('3 leads and 2 conversations in all.');
    await expect(screen.getByRole('button', { name: 'Merge' })).toBeEnabled();
  },
};

/** Keeping the other one instead, then merging: the screen lands on the kept customer. */
export const MergeKeepOther: Story = {
  parameters: noScreenshot('navigates to the kept customer’s page'),
  beforeEach: mockApi({
    ...MERGE_ROUTES,
    'POST /api/customers/cus_story_dup/merge': (body) =>
      (body as { otherId?: string }).otherId === ID
        ? ok({ customer: duplicateCustomer() })
        : fail(400, 'BAD_REQUEST', 'Unexpected body'),
    'GET /api/customers/cus_story_dup': ok({ customer: duplicateCustomer() }),
    'GET /api/customers/cus_story_dup/timeline': ok(buildTimeline(2)),
  }),
  play: async ({ canvasElement }) => {
    const screen = await openMergePreview(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: /Maria Gonzales/ }));
    await waitFor(() =>
      expect(screen.getByTestId('merge-preview')).toHaveTextContent('Maria Gonzales is kept and gets everything'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/customers/cus_story_dup/edit'), { timeout: 5000 });
  },
};

/** A long history: "Load more" reads the older events (before the last one shown). */
export const TimelineLoadMore: Story = {
  parameters: {
    ...screenParameters('customer-edit', {
      viewer: ownerViewer(),
      params: { id: ID },
      seedQueries: seedCustomers.detail(buildCustomer(), buildTimeline(7, 'evt_story_7')),
    }),
    ...noScreenshot('Loaded with a longer timeline; the play checks the second page arrives'),
  },
  beforeEach: mockApi({ [`GET /api/customers/${ID}/timeline`]: ok(buildTimeline(3, null, 7)) }),
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(
      () => expect(within(screen.getByTestId('customer-timeline')).getAllByRole('listitem')).toHaveLength(10),
      {
        timeout: 5000,
      },
    );
    await expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** Salespeople edit customers, but merging is for owners and managers (the API agrees). */
export const SalesView: Story = {
  parameters: {
    ...screenParameters('customer-edit', {
      viewer: salesViewer(),
      params: { id: ID },
      seedQueries: seedCustomers.detail(),
    }),
    ...noScreenshot('the Loaded picture without the Merge button'),
  },
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await expect(screen.queryByRole('button', { name: /Merge with/ })).toBeNull();
  },
};

export const ShopperDenied: Story = {
  parameters: {
    ...screenParameters('customer-edit', { viewer: shopperViewer(), params: { id: ID }, seedQueries: () => {} }),
    ...noScreenshot('the same NoAccess picture as Components/NoAccess'),
  },
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No access', {}, { timeout: 5000 })).toBeVisible();
  },
};
