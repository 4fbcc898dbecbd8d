import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogAdminCreateScreen } from '../../src/screens/blog-admin-create';
import { MOBILE_GLOBALS, adminViewer, buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/blog-admin-create',
  component: BlogAdminCreateScreen,
  parameters: screenParameters('blog-admin-create', { viewer: adminViewer() }),
} satisfies Meta<typeof BlogAdminCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: MOBILE_GLOBALS };

/** Signed in with a role that may not open this route: the layout shows "No access". */
export const NoAccess: Story = { parameters: { viewer: buildViewer({ roles: ['sales'] }) } };
