import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordScreen } from '../../src/screens/forgot-password';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/forgot-password',
  component: ForgotPasswordScreen,
  parameters: screenParameters('forgot-password'),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
