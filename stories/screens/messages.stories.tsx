import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessagesScreen } from '../../src/screens/messages';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/messages',
  component: MessagesScreen,
  parameters: screenParameters('messages', { viewer: ownerViewer() }),
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
