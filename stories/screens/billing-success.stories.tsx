import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingSuccessScreen } from '../../src/screens/billing-success';
import { MOBILE_GLOBALS, buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/billing-success',
  component: BillingSuccessScreen,
  parameters: screenParameters('billing-success', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof BillingSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: MOBILE_GLOBALS };

/** Signed in with a role that may not open this route: the layout shows "No access". */
export const NoAccess: Story = { parameters: { viewer: buildViewer({ roles: ['sales'] }) } };
