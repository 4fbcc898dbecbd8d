import type { Meta, StoryObj } from '@storybook/react-vite';
import { InventoryDetailScreen } from '../../src/screens/inventory-detail';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/inventory-detail',
  component: InventoryDetailScreen,
  parameters: screenParameters('inventory-detail', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof InventoryDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
