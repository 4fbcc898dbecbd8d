import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationsScreen } from '../../src/screens/notifications';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/notifications',
  component: NotificationsScreen,
  parameters: screenParameters('notifications', { viewer: ownerViewer() }),
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
