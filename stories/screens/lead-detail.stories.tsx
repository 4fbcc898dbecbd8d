import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LeadDetailScreen } from '../../src/screens/lead-detail';
import type { ChangeLeadStatusInput, Lead } from '../../src/shared/schemas/leads';
import { MOBILE_GLOBALS, noScreenshot, ownerViewer, screenParameters, shopperViewer } from '../builders';
import { fail, ok, pending } from '../builders/auth';
import {
  buildLead,
  buildLeadTimeline,
  buildLostLead,
  buildWorkedLead,
  buildTimelinePage,
  leadDetailAnswers,
  leadStoryApi,
  STORY_TEAM,
} from '../builders/leads';
import { screenOf } from '../components/play-helpers';

const lead = buildLead();

/**
 * Chooses `name` in the status menu by keyboard (Enter opens it, arrows move, Enter chooses): Ark's
 * menu chooses the highlighted item, and user-event's synthetic click leaves nothing highlighted
 * (see Screens/inventory-detail › Sold confirmation).
 */
async function chooseStatus(screen: ReturnType<typeof screenOf>, name: string) {
  (await screen.findByTestId('status-menu', {}, { timeout: 5000 })).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  // Keys go to the menu once it has focus: zag moves it there a moment after opening, and an Enter
  // pressed before that reaches the trigger, which closes the menu without choosing.
  await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
  const items = within(menu).getAllByRole('menuitem');
  const item = within(menu).getByRole('menuitem', { name });
  for (let step = 0; step < items.length && !item.hasAttribute('data-highlighted'); step++)
    await userEvent.keyboard('{ArrowDown}');
  await expect(item).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
}

const at = (extra: Parameters<typeof screenParameters>[1] = {}, id = lead.id) =>
  screenParameters('lead-detail', { viewer: ownerViewer(), params: { id }, ...extra });

const meta = {
  title: 'Screens/lead-detail',
  component: LeadDetailScreen,
  parameters: at(),
  beforeEach: leadStoryApi(leadDetailAnswers()),
} satisfies Meta<typeof LeadDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A marketplace lead 25 minutes old without a reply: overdue, with its customer, vehicle and conversation. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: 'Rachel Greene', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByTestId('lead-status')).toHaveTextContent('New');
    await expect(within(screen.getByTestId('response-card')).getByTestId('response-timer')).toHaveTextContent(
      'Overdue · 25 min',
    );
    await expect(screen.getByRole('link', { name: /Open conversation/ })).toHaveAttribute(
      'href',
      `/dashboard/messages?c=${lead.conversationId}`,
    );
    await expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(STORY_TEAM[2].id);
    await expect(within(screen.getByTestId('vehicle-card')).getByRole('link')).toHaveTextContent(
      '2015 Tesla Model S 85D',
    );
    const timeline = await screen.findByRole('list', { name: 'Lead timeline' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A lead worked for days: every kind of entry, newest first, with who and when, and older ones on demand. */
export const LongTimeline: Story = {
  beforeEach: leadStoryApi(
    leadDetailAnswers(buildWorkedLead(), undefined, {
      [`GET /api/leads/${lead.id}/timeline`]: ok(buildTimelinePage(buildLeadTimeline(lead.id).slice(1), 'lev_story_1')),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const timeline = await screen.findByRole('list', { name: 'Lead timeline' }, { timeout: 5000 });
    const items = within(timeline).getAllByRole('listitem');
    await expect(items).toHaveLength(15);
    await expect(items[0]).toHaveTextContent('Outbound call logged: Connected, 6 min 30 s');
    await expect(items[0]).toHaveTextContent('Jordan Kim');
    await expect(within(timeline).getByText(/Vehicle price dropped/)).toBeVisible();
    await expect(within(timeline).getByText(/Trade-in: 2012 Civic/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Show older' })).toBeVisible();
  },
};

/** Lost, with the reason and its note; it may only be reopened as Contacted. */
export const Lost: Story = {
  parameters: at({}, buildLostLead().id),
  beforeEach: leadStoryApi(
    leadDetailAnswers(buildLostLead(), buildLeadTimeline(buildLostLead().id, 'Owen Price').slice(0, 4)),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const reason = await screen.findByTestId('lead-reason', {}, { timeout: 5000 });
    await expect(reason).toHaveTextContent('Lost: Bought elsewhere');
    await expect(reason).toHaveTextContent('Found a 2016 with lower miles across town.');
    await expect(screen.getByTestId('response-timer')).toHaveTextContent('Replied in 3 h 5 min');
    await userEvent.click(screen.getByTestId('status-menu'));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Contacted']);
  },
};

/** Lost needs its reason: the shared schema says so inside the dialog before anything is sent. */
export const LostNeedsReason: Story = {
  beforeEach: leadStoryApi(
    leadDetailAnswers(lead, undefined, {
      [`POST /api/leads/${lead.id}/status`]: (body) =>
        ok({ lead: buildLead({ status: (body as ChangeLeadStatusInput).status, reason: 'price' }) }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await chooseStatus(screen, 'Lost…');
    const content = await screen.findByTestId('reason-dialog', {}, { timeout: 5000 });
    // It fades in.
    await waitFor(() => expect(content).toBeVisible(), { timeout: 5000 });
    const dialog = within(content);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(dialog.getByText('Say why the lead was lost')).toBeVisible(), { timeout: 5000 });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Reason/ }), 'price');
    await expect(dialog.getByRole('combobox', { name: /Reason/ })).toHaveValue('price');
  },
};

/** Changing the status and the assignee: the answers land, the timeline is fetched again. */
export const StatusAndAssign: Story = {
  parameters: noScreenshot('the same picture as Loaded once the toasts are gone; the play checks the writes'),
  beforeEach: (() => {
    let current: Lead = lead;
    return leadStoryApi({
      ...leadDetailAnswers(lead),
      [`GET /api/leads/${lead.id}`]: () => ok({ lead: current }),
      [`POST /api/leads/${lead.id}/status`]: (body) => {
        const status = (body as ChangeLeadStatusInput).status;
        current = buildLead({
          ...current,
          status,
          nextStatuses: status === 'contacted' ? ['appointment', 'lost'] : [],
        });
        return ok({ lead: current });
      },
      [`POST /api/leads/${lead.id}/assign`]: (body) => {
        const to = STORY_TEAM.find((m) => m.id === (body as { assigneeId: string }).assigneeId)!;
        current = { ...current, assignee: { id: to.id, name: to.name } };
        return ok({ lead: current });
      },
    });
  })(),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await chooseStatus(screen, 'Contacted');
    await waitFor(() => expect(screen.getByTestId('lead-status')).toHaveTextContent('Contacted'), { timeout: 5000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), STORY_TEAM[3].id);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(STORY_TEAM[3].id), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByText('Assigned to Aisha Patel')).toBeVisible(), { timeout: 5000 });
  },
};

export const NotFound: Story = {
  parameters: {
    ...at({}, 'lead_other_dealer'),
    ...noScreenshot('same picture as Components/NotFound › Dashboard'),
  },
  beforeEach: leadStoryApi({
    'GET /api/leads/lead_other_dealer': fail(404, 'LEAD_NOT_FOUND', 'This lead is not in your leads.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('not-found', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at({ pending: true }),
  beforeEach: leadStoryApi(leadDetailAnswers(lead, undefined, { [`GET /api/leads/${lead.id}`]: pending() })),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('loading', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: leadStoryApi(
    leadDetailAnswers(lead, undefined, {
      [`GET /api/leads/${lead.id}`]: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load this lead.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A note sent empty, then a call logged without its outcome: the shared schemas' messages. */
export const NotesInvalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const note = within(await screen.findByRole('form', { name: 'Add a note' }, { timeout: 5000 }));
    await userEvent.click(note.getByRole('button', { name: 'Add note' }));
    await expect(await note.findByText('Write the note')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Log call' }));
    const call = within(await screen.findByRole('form', { name: 'Log a call' }));
    await userEvent.click(call.getByRole('button', { name: 'Log call' }));
    await expect(await call.findByText('Choose how the call went')).toBeVisible();
  },
};

/** On a phone: the cards first, then the notes and the timeline. */
export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('heading', { name: 'Rachel Greene', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ShopperDenied: Story = {
  parameters: {
    ...at({ viewer: shopperViewer() }),
    ...noScreenshot('the same NoAccess picture as Components/NoAccess'),
  },
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No access', {}, { timeout: 5000 })).toBeVisible();
  },
};
