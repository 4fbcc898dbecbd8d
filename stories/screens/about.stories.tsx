import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutScreen } from '../../src/screens/about';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/about',
  component: AboutScreen,
  parameters: screenParameters('about'),
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
