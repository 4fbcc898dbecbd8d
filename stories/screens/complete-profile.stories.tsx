import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompleteProfileScreen } from '../../src/screens/complete-profile';
import { screenParameters, shopperViewer } from '../builders';

const meta = {
  title: 'Screens/complete-profile',
  component: CompleteProfileScreen,
  parameters: screenParameters('complete-profile', { viewer: shopperViewer() }),
} satisfies Meta<typeof CompleteProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
