import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '../../src/screens/dashboard';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/dashboard',
  component: DashboardScreen,
  parameters: screenParameters('dashboard', { viewer: ownerViewer() }),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
