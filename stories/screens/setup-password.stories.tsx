import type { Meta, StoryObj } from '@storybook/react-vite';
import { SetupPasswordScreen } from '../../src/screens/setup-password';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/setup-password',
  component: SetupPasswordScreen,
  parameters: screenParameters('setup-password'),
} satisfies Meta<typeof SetupPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
