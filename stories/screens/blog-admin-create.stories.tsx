import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogAdminCreateScreen } from '../../src/screens/blog-admin-create';
import { adminViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/blog-admin-create',
  component: BlogAdminCreateScreen,
  parameters: screenParameters('blog-admin-create', { viewer: adminViewer() }),
} satisfies Meta<typeof BlogAdminCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
