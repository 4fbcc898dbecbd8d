import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogAdminEditScreen } from '../../src/screens/blog-admin-edit';
import { adminViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/blog-admin-edit',
  component: BlogAdminEditScreen,
  parameters: screenParameters('blog-admin-edit', { viewer: adminViewer() }),
} satisfies Meta<typeof BlogAdminEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
