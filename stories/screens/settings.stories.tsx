import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsScreen } from '../../src/screens/settings';
import { ownerViewer, screenParameters } from '../builders';
import { mockApi, ok } from '../builders/auth';
import { buildInventorySettings } from '../builders/inventory-settings';
import { buildLeadSettings } from '../builders/leads';

const meta = {
  title: 'Screens/settings',
  component: SettingsScreen,
  parameters: screenParameters('settings', { viewer: ownerViewer() }),
  // Settings › Inventory and › Leads read the dealership's rules.
  beforeEach: mockApi({
    'GET /api/inventory/settings': ok({ settings: buildInventorySettings() }),
    'GET /api/leads/settings': ok({ settings: buildLeadSettings() }),
  }),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
