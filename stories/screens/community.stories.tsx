import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommunityScreen } from '../../src/screens/community';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/community',
  component: CommunityScreen,
  parameters: screenParameters('community'),
} satisfies Meta<typeof CommunityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
