import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerEditScreen } from '../../src/screens/customer-edit';
import { MOBILE_GLOBALS, buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/customer-edit',
  component: CustomerEditScreen,
  parameters: screenParameters('customer-edit', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof CustomerEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: MOBILE_GLOBALS };

/** Signed in with a role that may not open this route: the layout shows "No access". */
export const NoAccess: Story = { parameters: { viewer: buildViewer({ roles: ['admin'] }) } };
