import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifyEmailScreen } from '../../src/screens/verify-email';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/verify-email',
  component: VerifyEmailScreen,
  parameters: screenParameters('verify-email'),
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
