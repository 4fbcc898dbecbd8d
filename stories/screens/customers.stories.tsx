import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomersScreen } from '../../src/screens/customers';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/customers',
  component: CustomersScreen,
  parameters: screenParameters('customers', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof CustomersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
