import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingSuccessScreen } from '../../src/screens/billing-success';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/billing-success',
  component: BillingSuccessScreen,
  parameters: screenParameters('billing-success', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof BillingSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
