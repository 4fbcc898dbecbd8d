import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportsScreen } from '../../src/screens/reports';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/reports',
  component: ReportsScreen,
  parameters: screenParameters('reports', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
