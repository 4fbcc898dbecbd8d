import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginScreen } from '../../src/screens/login';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/login',
  component: LoginScreen,
  parameters: screenParameters('login'),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
