import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryScreen } from '../../src/screens/inventory';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/inventory',
  component: InventoryScreen,
  parameters: screenParameters('inventory', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof InventoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
