import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeScreen } from '../../src/screens/home';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/home',
  component: HomeScreen,
  parameters: screenParameters('home'),
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
