import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { toaster } from '../../src/components/ui/toaster';
import { LeadSettingsPanel } from '../../src/features/leads/settings/lead-settings-panel';
import type { LeadSettings } from '../../src/shared/schemas/leads';
import { ownerViewer } from '../builders';
import { fail, mockApi, ok, pending } from '../builders/auth';
import { buildLeadSettings } from '../builders/leads';
import { screenOf } from './play-helpers';

const settings = buildLeadSettings();

const meta = {
  title: 'Components/LeadSettings',
  component: LeadSettingsPanel,
  parameters: { layout: 'padded', location: '/dashboard/settings', viewer: ownerViewer() },
  beforeEach: mockApi({
    'GET /api/leads/settings': ok({ settings }),
    'PATCH /api/leads/settings': (body) => ok({ settings: { ...settings, ...(body as Partial<LeadSettings>) } }),
  }),
} satisfies Meta<typeof LeadSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Round robin, overdue after 15 minutes and critical after 60 (the defaults). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByLabelText('Overdue after')).toHaveValue('15');
    await expect(screen.getByLabelText('Critical after')).toHaveValue('60');
    await expect(screen.getByRole('combobox', { name: 'New leads' })).toHaveValue('round_robin');
  },
};

/** Critical must come after overdue, and minutes are whole numbers: the API's own schema says so. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const overdue = await screen.findByLabelText('Overdue after');
    await userEvent.clear(overdue);
    await userEvent.type(overdue, '90');
    const critical = screen.getByLabelText('Critical after');
    await userEvent.clear(critical);
    await userEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    await expect(await screen.findByText('Enter a whole number of minutes')).toBeVisible();
    await userEvent.type(critical, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    await expect(await screen.findByText('Critical comes after overdue')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: mockApi({
    'GET /api/leads/settings': ok({ settings }),
    'PATCH /api/leads/settings': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'New leads' }), 'unassigned');
    await userEvent.click(screen.getByRole('button', { name: 'Save lead settings' }));
    await expect(await screen.findByTestId('form-error')).toHaveTextContent('Something went wrong on our side.');
    // The toast that says it too is held open for both screenshots (its timer could end before the dark one).
    await screen.findByTestId('toast');
    toaster.pause();
  },
};

export const Loading: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ 'GET /api/leads/settings': pending() }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('lead-settings-loading')).toBeInTheDocument();
  },
};
