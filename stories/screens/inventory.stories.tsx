import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryScreen } from '../../src/screens/inventory';
import { MOBILE_GLOBALS, buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/inventory',
  component: InventoryScreen,
  parameters: screenParameters('inventory', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof InventoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: MOBILE_GLOBALS };

/** Signed in with a role that may not open this route: the layout shows "No access". */
export const NoAccess: Story = { parameters: { viewer: buildViewer({ roles: ['admin'] }) } };
