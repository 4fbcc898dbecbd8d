import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogScreen } from '../../src/screens/blog';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/blog',
  component: BlogScreen,
  parameters: screenParameters('blog'),
} satisfies Meta<typeof BlogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
