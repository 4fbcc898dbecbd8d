import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/components/ui/toaster';
import { InventorySettingsPanel } from '../../src/features/inventory/settings/inventory-settings-panel';
import type { UpdateInventorySettingsInput } from '../../src/shared/schemas/vehicles';
import { buildViewer, ownerViewer } from '../builders';
import { fail, mockApi, ok, pending } from '../builders/auth';
import { buildInventorySettings } from '../builders/inventory-settings';
import { screenOf } from './play-helpers';

const settings = buildInventorySettings();

const meta = {
  title: 'Components/InventorySettings',
  component: InventorySettingsPanel,
  args: { isOwner: true },
  parameters: { layout: 'padded', location: '/dashboard/settings', viewer: ownerViewer() },
  beforeEach: mockApi({
    'GET /api/inventory/settings': ok({ settings }),
    'PATCH /api/inventory/settings': (body) =>
      ok({ settings: { ...settings, ...(body as UpdateInventorySettingsInput) } }),
  }),
} satisfies Meta<typeof InventorySettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: every setting, the next stock number, and the cost switch. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByLabelText('Stock-number prefix')).toHaveValue('SM');
    await expect(screen.getByTestId('next-stock-number')).toHaveTextContent('SM-00050');
    await expect(screen.getByLabelText('Default pack')).toHaveValue('500');
    await expect(screen.getByRole('checkbox', { name: 'Sales staff can see cost and gross' })).toBeEnabled();
  },
};

/** A manager changes the prefix and pack; what sales may see is the owner's call (read-only here). */
export const Manager: Story = {
  args: { isOwner: false },
  parameters: { viewer: buildViewer({ roles: ['manager'] }) },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('checkbox', { name: 'Sales staff can see cost and gross' })).toBeDisabled();
    await expect(screen.getByText('Only the owner can change this.')).toBeVisible();
  },
};

/** The preview follows the prefix as typed; a bad one is refused inline on save. */
export const InvalidPrefix: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const prefix = await screen.findByLabelText('Stock-number prefix');
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'rag');
    await expect(screen.getByTestId('next-stock-number')).toHaveTextContent('RAG-00050');
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'R-G');
    await userEvent.click(screen.getByRole('button', { name: 'Save inventory settings' }));
    await expect(await screen.findByText('Use 1–6 letters or digits, e.g. RAG')).toBeVisible();
    await expect(prefix).toHaveValue('R-G');
  },
};

/** Saved: the server's answer becomes the form's new starting point, and a toast says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const pack = await screen.findByLabelText('Default pack');
    await userEvent.clear(pack);
    await userEvent.type(pack, '750');
    await userEvent.click(screen.getByRole('button', { name: 'Save inventory settings' }));
    const toast = await screen.findByTestId('toast');
    await waitFor(() => expect(within(toast).getByText('Inventory settings saved')).toBeVisible());
    // Held open for the screenshots: on a loaded machine the toast's timer could end before the dark one.
    toaster.pause();
  },
};

export const Loading: Story = {
  parameters: { pending: true },
  beforeEach: mockApi({ 'GET /api/inventory/settings': pending() }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('inventory-settings-loading')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: mockApi({
    'GET /api/inventory/settings': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByText('Could not load the inventory settings.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
