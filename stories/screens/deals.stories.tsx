import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealsScreen } from '../../src/screens/deals';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/deals',
  component: DealsScreen,
  parameters: screenParameters('deals', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof DealsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
