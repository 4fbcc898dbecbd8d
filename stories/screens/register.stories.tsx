import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterScreen } from '../../src/screens/register';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/register',
  component: RegisterScreen,
  parameters: screenParameters('register'),
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
