import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordScreen } from '../../src/screens/reset-password';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/reset-password',
  component: ResetPasswordScreen,
  parameters: screenParameters('reset-password'),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
