import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsScreen } from '../../src/screens/settings';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/settings',
  component: SettingsScreen,
  parameters: screenParameters('settings', { viewer: ownerViewer() }),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
