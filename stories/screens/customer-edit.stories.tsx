import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerEditScreen } from '../../src/screens/customer-edit';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/customer-edit',
  component: CustomerEditScreen,
  parameters: screenParameters('customer-edit', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof CustomerEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
