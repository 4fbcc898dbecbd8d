import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogAdminScreen } from '../../src/screens/blog-admin';
import { MOBILE_GLOBALS, adminViewer, buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/blog-admin',
  component: BlogAdminScreen,
  parameters: screenParameters('blog-admin', { viewer: adminViewer() }),
} satisfies Meta<typeof BlogAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: MOBILE_GLOBALS };

/** Signed in with a role that may not open this route: the layout shows "No access". */
export const NoAccess: Story = { parameters: { viewer: buildViewer({ roles: ['sales'] }) } };
