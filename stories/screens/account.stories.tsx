import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountScreen } from '../../src/screens/account';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/account',
  component: AccountScreen,
  parameters: screenParameters('account', { viewer: ownerViewer() }),
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
