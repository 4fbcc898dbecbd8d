import type { Meta, StoryObj } from '@storybook/react-vite';
import { DbVehiclesScreen } from '../../src/screens/db-vehicles';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/db-vehicles',
  component: DbVehiclesScreen,
  parameters: screenParameters('db-vehicles', { viewer: ownerViewer() }),
} satisfies Meta<typeof DbVehiclesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
