import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogPostScreen } from '../../src/screens/blog-post';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/blog-post',
  component: BlogPostScreen,
  parameters: screenParameters('blog-post'),
} satisfies Meta<typeof BlogPostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
