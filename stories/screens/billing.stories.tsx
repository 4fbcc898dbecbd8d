import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingScreen } from '../../src/screens/billing';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/billing',
  component: BillingScreen,
  parameters: screenParameters('billing', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
