import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogAdminScreen } from '../../src/screens/blog-admin';
import { adminViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/blog-admin',
  component: BlogAdminScreen,
  parameters: screenParameters('blog-admin', { viewer: adminViewer() }),
} satisfies Meta<typeof BlogAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
