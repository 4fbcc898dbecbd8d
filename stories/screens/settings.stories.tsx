import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SettingsScreen } from '../../src/screens/settings';
import { buildViewer, MOBILE_GLOBALS, ownerViewer, salesViewer, screenParameters, shopperViewer } from '../builders';
import { fail, failPlanLimit, ok, pending } from '../builders/auth';
import { buildAuditPage, buildMember, buildTeam, settingsStory } from '../builders/settings';
import { screenOf } from '../components/play-helpers';

const managerViewer = () => buildViewer({ roles: ['manager'], name: 'Elena Ortiz', email: 'elena@sunsetmotors.test' });

const meta = {
  title: 'Screens/settings',
  component: SettingsScreen,
  parameters: screenParameters('settings', { viewer: ownerViewer() }),
  beforeEach: settingsStory(),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await screen.findByRole('form', { name: 'Dealership profile' }, { timeout: 5000 });
  await screen.findAllByTestId('team-member', {}, { timeout: 5000 });
  return screen;
};

/** Focus rings depend on input modality timing: none in the picture. */
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** An owner: profile, deal defaults, team, invitations, inventory and lead rules, the latest changes, personal. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await expect(screen.getByLabelText(/^Dealership name/)).toHaveValue('Sunset Motors');
    await expect(screen.queryByLabelText('Sunday opens')).toBeNull();
    await expect(screen.getAllByTestId('team-member')).toHaveLength(5);
    await expect(screen.getByText('You are the only owner: make someone else an owner first.')).toBeVisible();
    await expect(await screen.findAllByTestId('audit-entry')).toHaveLength(3);
    await expect(screen.getByRole('button', { name: 'Show older changes' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Notification preferences' })).toHaveAttribute(
      'href',
      '/dashboard/notifications#notification-preferences',
    );
  },
};

/** A new dealership: its owner alone, no invitations and nothing changed yet. */
export const Empty: Story = {
  beforeEach: settingsStory({
    overrides: {
      'GET /api/dealership/team': ok({ members: buildTeam('owner').slice(0, 1) }),
      'GET /api/dealership/audit': ok(buildAuditPage([], null)),
      'GET /api/invitations': ok({ invitations: [] }),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await expect(screen.getAllByTestId('team-member')).toHaveLength(1);
    await expect(await screen.findByTestId('audit-empty')).toBeVisible();
    await expect(await screen.findByTestId('invitations-empty')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { ...screenParameters('settings', { viewer: ownerViewer() }), pending: true },
  beforeEach: settingsStory({
    overrides: {
      'GET /api/dealership': pending(),
      'GET /api/dealership/team': pending(),
      'GET /api/dealership/audit': pending(),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Loading the dealership profile…', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(screen.getByText('Loading the team…')).toBeInTheDocument();
    await expect(screen.getByText('Loading the audit log…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: settingsStory({
    overrides: {
      'GET /api/dealership': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
      'GET /api/dealership/team': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
      'GET /api/dealership/audit': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByText('We could not load the dealership profile.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await screen.findByText('We could not load the team.')).toBeVisible();
    await expect(await screen.findByText('Could not load the audit log.')).toBeVisible();
    // The personal part does not depend on the dealership's answers.
    await expect(screen.getByRole('heading', { name: 'Personal preferences' })).toBeVisible();
  },
};

/** A manager: moves people between sales and manager; owners are the owner's to change. */
export const Manager: Story = {
  parameters: screenParameters('settings', { viewer: managerViewer() }),
  beforeEach: settingsStory({ viewer: 'manager' }),
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await expect(screen.getByText('Only an owner can change an owner.')).toBeVisible();
    const role = screen.getByRole('combobox', { name: 'Role of Jordan Reyes' });
    await expect(within(role).queryByRole('option', { name: 'Owner' })).toBeNull();
    await expect(screen.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  },
};

/** Sales: the dealership's settings are their managers'; the personal part and leaving are theirs. */
export const SalesReadOnly: Story = {
  parameters: screenParameters('settings', { viewer: salesViewer() }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByTestId('sales-note', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('form', { name: 'Dealership profile' })).toBeNull();
    await expect(screen.queryByRole('heading', { name: 'Team' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Leave Sunset Motors' })).toBeVisible();
  },
};

/** A shopper: theme, notifications and cookies; no dealership to leave. */
export const Shopper: Story = {
  parameters: screenParameters('settings', { viewer: shopperViewer() }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Personal preferences' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'System' })).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /^Leave/ })).toBeNull();
    await expect(screen.queryByTestId('sales-note')).toBeNull();
  },
};

/** The audit log: who changed what and when, each field before → after, in words. */
export const AuditLog: Story = {
  beforeEach: settingsStory({ overrides: { 'GET /api/dealership/audit': ok(buildAuditPage()) } }),
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    const log = within(screen.getByTestId('audit-log'));
    await expect(await log.findAllByTestId('audit-entry')).toHaveLength(7);
    await expect(log.getByText('Mon–Fri 09:00–19:00, Sat 09:00–17:00, Sun closed')).toBeVisible();
    await expect(log.getByText('$149.00')).toBeVisible();
    await expect(log.getByText('Round robin')).toBeVisible();
    await expect(log.queryByRole('button', { name: 'Show older changes' })).toBeNull();
    screen.getByTestId('audit-log').scrollIntoView();
  },
};

/** The server refuses a role change (the other owner left meanwhile): the reason shows under the role. */
export const TeamRoleChangeInvalid: Story = {
  beforeEach: settingsStory({
    overrides: {
      'GET /api/dealership/team': ok({
        members: [
          buildMember({
            memberId: 'mem_dana',
            name: 'Dana Dealer',
            email: 'dana@sunsetmotors.test',
            role: 'owner',
            isYou: true,
            assignableRoles: ['owner', 'manager', 'sales'],
            canDeactivate: false,
            joinedAt: '2025-09-14T15:00:00.000Z',
          }),
          ...buildTeam('owner').slice(1, 3),
        ],
      }),
      'PATCH /api/dealership/team/mem_dana': fail(
        422,
        'LAST_OWNER',
        'You are the only owner: make someone else an owner first.',
        { role: 'You are the only owner: make someone else an owner first.' },
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    const role = screen.getByRole('combobox', { name: 'Role of Dana Dealer' });
    await userEvent.selectOptions(role, 'manager');
    const team = within(screen.getByTestId('team'));
    await expect(await team.findByRole('alert')).toHaveTextContent('You are the only owner');
    await waitFor(() => expect(role).toHaveValue('owner'));
    await expect(role).toHaveAttribute('aria-invalid', 'true');
    blur();
  },
};

/** The profile's own rules before anything is sent: a required name, hours that close after they open. */
export const ProfileInvalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    const form = within(screen.getByRole('form', { name: 'Dealership profile' }));
    await userEvent.clear(form.getByLabelText(/^Dealership name/));
    const closes = form.getByLabelText('Monday closes');
    await userEvent.clear(closes);
    await userEvent.type(closes, '0800AM');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await expect(await form.findByText('Enter the dealership name')).toBeVisible();
    await expect(await form.findByText(/^Monday: Closing comes after opening/)).toBeVisible();
    blur();
  },
};

export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await expect(screen.getByRole('combobox', { name: 'Role of Jordan Reyes' })).toBeVisible();
  },
};

/** The only owner tries to leave: the server refuses and says what to do first. */
export const LeaveAsLastOwner: Story = {
  beforeEach: settingsStory({
    overrides: {
      'POST /api/dealership/team/leave': fail(
        422,
        'LAST_OWNER',
        'You are the only owner: make someone else an owner before you leave.',
        { active: 'You are the only owner: make someone else an owner before you leave.' },
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Leave Sunset Motors' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Sunset Motors?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave dealership' }));
    await expect(await screen.findByTestId('leave-error')).toHaveTextContent('make someone else an owner');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    blur();
    screen.getByTestId('leave-error').scrollIntoView({ block: 'center' });
  },
};

/** Every seat of the plan is taken: the invitation is refused at the email, with the way out. */
export const InviteAtSeatLimit: Story = {
  beforeEach: settingsStory({
    overrides: {
      'POST /api/invitations': failPlanLimit(
        'email',
        'Your Dealer plan includes 5 seats, and 5 are taken. Revoke a pending invitation or upgrade your plan.',
        409,
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    const form = within(screen.getByRole('form', { name: 'Invite teammate' }));
    await userEvent.type(form.getByLabelText(/^Email/), 'new.hire@sunsetmotors.test');
    await userEvent.click(form.getByRole('button', { name: 'Send invite' }));
    await expect(await form.findByText(/5 seats, and 5 are taken/)).toBeVisible();
    await expect(form.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/billing');
    blur();
    form.getByTestId('invite-see-plans').scrollIntoView({ block: 'center' });
  },
};
