import type { Meta, StoryObj } from '@storybook/react-vite';
import { VehiclesScreen } from '../../src/screens/vehicles';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/vehicles',
  component: VehiclesScreen,
  parameters: screenParameters('vehicles', { viewer: ownerViewer() }),
} satisfies Meta<typeof VehiclesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
