import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginSuccessScreen } from '../../src/screens/login-success';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/login-success',
  component: LoginSuccessScreen,
  parameters: screenParameters('login-success'),
} satisfies Meta<typeof LoginSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
