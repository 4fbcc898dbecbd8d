import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyOtpScreen } from '../../src/screens/verify-otp';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/verify-otp',
  component: VerifyOtpScreen,
  parameters: screenParameters('verify-otp'),
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
