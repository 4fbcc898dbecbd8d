import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/components/ui/toaster';
import { LeadsScreen } from '../../src/screens/leads';
import type { CreateLeadInput } from '../../src/shared/schemas/leads';
import { MOBILE_GLOBALS, noScreenshot, ownerViewer, screenParameters, shopperViewer, buildViewer } from '../builders';
import { fail, ok, pending, storyLocation } from '../builders/auth';
import {
  buildLead,
  buildLeadsPage,
  buildLeadStatusCounts,
  buildLeadSummaries,
  emptyLeadsPage,
  leadStoryApi,
  leadsListAnswers,
  STORY_TEAM,
} from '../builders/leads';
import { buildInventoryPage, buildVehicle } from '../builders/vehicles';
import { screenOf } from '../components/play-helpers';

const at = (extra: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters('leads', { viewer: ownerViewer(), ...extra });

const meta = {
  title: 'Screens/leads',
  component: LeadsScreen,
  parameters: at(),
  beforeEach: leadStoryApi(leadsListAnswers()),
} satisfies Meta<typeof LeadsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real day's list: a fresh lead, an overdue and a critical one still waiting, answered ones, a lost one. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const table = await screen.findByTestId('leads-table', {}, { timeout: 5000 });
    await expect(within(table).getByRole('link', { name: 'Tom Nguyen' })).toBeVisible();
    const flags = within(table).getAllByTestId('response-timer');
    await expect(flags.find((f) => f.dataset['flag'] === 'overdue')).toHaveTextContent('Overdue · 25 min');
    await expect(flags.find((f) => f.dataset['flag'] === 'critical')).toHaveTextContent('Critical · 2 h 15 min');
    await expect(within(table).getByText('Waiting 6 min')).toBeVisible();
    await expect(within(table).getByText('Replied in 8 min')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'All 8', pressed: true })).toBeVisible();
    await expect(screen.getByRole('button', { name: '2 overdue' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: leadStoryApi(leadsListAnswers(emptyLeadsPage())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No leads yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Add lead' })).toHaveLength(2);
  },
};

/** A search and filters that match nothing: the way out is one click. */
export const FilteredEmpty: Story = {
  parameters: at({ route: { path: '/dashboard/leads?q=zonda&source=phone&overdue=true' } }),
  beforeEach: leadStoryApi(
    leadsListAnswers({ ...emptyLeadsPage(), statusCounts: buildLeadStatusCounts(), overdueCount: 2 }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No leads match', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: /Search leads/ })).toHaveValue('zonda');
    await expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('phone');
    await expect(screen.getByLabelText('Overdue only')).toBeChecked();
    await expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: at({ pending: true }),
  beforeEach: leadStoryApi(leadsListAnswers(undefined, { 'GET /api/leads': pending() })),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('Loading leads…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: leadStoryApi(
    leadsListAnswers(undefined, { 'GET /api/leads': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your leads.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Only the leads past the overdue threshold, from the "2 overdue" shortcut. */
export const OverdueOnly: Story = {
  parameters: at({ route: { path: '/dashboard/leads?overdue=true' } }),
  beforeEach: leadStoryApi(
    leadsListAnswers(
      buildLeadsPage({
        items: buildLeadSummaries().slice(1, 3),
        total: 2,
        statusCounts: buildLeadStatusCounts([], { new: 2 }),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const table = await screen.findByTestId('leads-table', {}, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(screen.getByLabelText('Overdue only')).toBeChecked();
    await expect(screen.queryByRole('button', { name: '2 overdue' })).toBeNull();
  },
};

/** Two leads ticked: the bulk bar assigns them or moves them along; lost asks for the reason. */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select the lead of Rachel Greene' }, { timeout: 5000 }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the lead of Marcus Webb' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 leads selected');
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'lost');
    await expect(within(bar).getByRole('combobox', { name: 'Reason' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Assign to' }), STORY_TEAM[2].id);
    await expect(within(bar).getByRole('button', { name: 'Assign' })).toBeEnabled();
  },
};

/** A bulk assignment with one lead skipped: the toast says which and why. */
export const BulkSkipped: Story = {
  beforeEach: leadStoryApi(
    leadsListAnswers(undefined, {
      'POST /api/leads/bulk': ok({
        updated: 1,
        skipped: [{ id: 'lead_story_7', reason: 'Converted is final' }],
      }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select the lead of Tom Nguyen' }, { timeout: 5000 }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the lead of Grace Kim' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'contacted');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    // The toast fades in.
    await waitFor(() => expect(screen.getByText('1 lead moved to Contacted')).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByText(/Grace Kim: Converted is final/)).toBeVisible());
    // Held open for the screenshot: on a loaded machine the toast's timer could end before it.
    toaster.pause();
  },
};

/** A second page of a busy dealership's leads, with the pager. */
export const Paged: Story = {
  parameters: at({ route: { path: '/dashboard/leads?page=2' } }),
  beforeEach: leadStoryApi(
    leadsListAnswers(
      buildLeadsPage({
        items: buildLeadSummaries(8).map((l) => ({ ...l, id: `${l.id}_p2` })),
        total: 58,
        page: 2,
        statusCounts: buildLeadStatusCounts([], { new: 12, contacted: 20, appointment: 9, negotiating: 7, lost: 10 }),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('Page 2 of 3', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A salesperson: "Mine" and "Mine and unassigned" (the API shows them no colleague's lead). */
export const SalesView: Story = {
  parameters: at({
    viewer: buildViewer({ roles: ['sales'], id: STORY_TEAM[2].id, name: 'Jordan Kim' }),
    route: { path: '/dashboard/leads?view=mine' },
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Mine', pressed: true }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Mine and unassigned' })).toBeVisible();
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    // Colleagues are left out: the API shows a salesperson none of their leads. The team arrives after the list.
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Anyone', 'Unassigned', 'Jordan Kim (you)']),
    );
  },
};

/** Narrowed to one vehicle, picked from the inventory search: the chip names it, × shows every vehicle again. */
export const VehicleFilter: Story = {
  // The first page is every lead; once a vehicle is picked, the server answers that vehicle's leads.
  beforeEach: () => {
    let pages = 0;
    const all = buildLeadSummaries();
    const accord = all.filter((l) => l.vehicle?.id === buildVehicle().id);
    return leadStoryApi(
      leadsListAnswers(undefined, {
        'GET /api/leads': () =>
          ok(
            pages++ === 0
              ? buildLeadsPage({ items: all })
              : buildLeadsPage({ items: accord, statusCounts: buildLeadStatusCounts(accord) }),
          ),
        'GET /api/inventory': ok(buildInventoryPage()),
        [`GET /api/inventory/${buildVehicle().id}`]: ok({ vehicle: buildVehicle() }),
      }),
    )();
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Vehicle…' }, { timeout: 5000 }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Leads about this vehicle' }), 'accord');
    await userEvent.click(await screen.findByRole('button', { name: /2021 Honda Accord EX-L · SM-00042/ }));
    await waitFor(() => expect(storyLocation()).toBe(`/dashboard/leads?vehicleId=${buildVehicle().id}`));
    await expect(await screen.findByTestId('vehicle-filter')).toHaveTextContent(
      'Vehicle: 2021 Honda Accord EX-L (SM-00042)',
    );
    await expect(screen.getByRole('button', { name: 'Show leads of every vehicle' })).toBeVisible();
    await waitFor(() => expect(within(screen.getByTestId('leads-table')).getAllByRole('row')).toHaveLength(3));
  },
};

/** On a phone the table becomes cards. */
export const MobileCards: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Tom Nguyen' }, { timeout: 5000 })).toBeVisible();
  },
};

const openAddLead = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await userEvent.click((await screen.findAllByRole('button', { name: 'Add lead' }, { timeout: 5000 }))[0]!);
  return { screen, form: within(await screen.findByRole('form', { name: 'Add lead' }, { timeout: 10000 })) };
};

/** Sent empty: the shared schema's messages under the fields (a name, and an email or a phone). */
export const AddLeadInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await openAddLead(canvasElement);
    // Retried until they stand: the form re-renders its messages as it validates again (under load
    // a found message could be the one being replaced).
    const shows = (text: string) => waitFor(() => expect(form.getByText(text)).toBeVisible(), { timeout: 5000 });
    await userEvent.click(form.getByRole('button', { name: 'Add lead' }));
    await shows('Enter a first name');
    await shows('Enter an email or a phone number');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(form.getByRole('button', { name: 'Add lead' }));
    await shows('Enter a valid phone number');
  },
};

/** A phone lead about a vehicle picked from stock; the server refuses: the reason shows in the form. */
export const AddLeadServerError: Story = {
  beforeEach: leadStoryApi(
    leadsListAnswers(undefined, {
      'GET /api/inventory': ok(buildInventoryPage()),
      'POST /api/leads': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
    }),
  ),
  play: async ({ canvasElement }) => {
    const { screen, form } = await openAddLead(canvasElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Source/ }), 'phone');
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), 'Maria');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Lopez');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone' }), '(614) 555-0199');
    await userEvent.type(form.getByRole('searchbox', { name: 'Vehicle (optional)' }), 'accord');
    await userEvent.click(await form.findByRole('button', { name: /2021 Honda Accord EX-L · SM-00042/ }));
    await expect(form.getByTestId('picked-vehicle')).toHaveTextContent('SM-00042');
    await userEvent.click(form.getByRole('button', { name: 'Add lead' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  },
};

/** Added: the new lead opens on its own page. */
export const AddLeadDone: Story = {
  parameters: { ...at(), ...noScreenshot('navigates to the new lead (Screens/lead-detail)') },
  beforeEach: leadStoryApi(
    leadsListAnswers(undefined, {
      'POST /api/leads': (body) => {
        const input = body as CreateLeadInput;
        return { status: 201, body: { lead: buildLead({ source: input.source, id: 'lead_story_new' }) } };
      },
      'GET /api/leads/lead_story_new': ok({ lead: buildLead({ id: 'lead_story_new' }) }),
      'GET /api/leads/lead_story_new/timeline': ok({ items: [], nextBefore: null }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const { screen, form } = await openAddLead(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), 'Maria');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Add lead' }));
    await expect(await screen.findByTestId('lead-detail', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * A shopper opening the dealer's leads: this route's guard says no (the API answers 403 too).
 * The picture is Components/NoAccess's, so no screenshot; the play checks this route denies.
 */
export const ShopperDenied: Story = {
  parameters: {
    ...at({ viewer: shopperViewer() }),
    ...noScreenshot('the same NoAccess picture as Components/NoAccess'),
  },
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No access', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A notification's link (?lead=…) opens the lead on its own page. */
export const OpensNotifiedLead: Story = {
  parameters: {
    ...at({ route: { path: '/dashboard/leads?lead=lead_story_2' } }),
    ...noScreenshot('navigates to the lead (Screens/lead-detail)'),
  },
  beforeEach: leadStoryApi(
    leadsListAnswers(undefined, {
      'GET /api/leads/lead_story_2': ok({ lead: buildLead() }),
      'GET /api/leads/lead_story_2/timeline': ok({ items: [], nextBefore: null }),
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('lead-detail', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/leads/lead_story_2'));
  },
};
