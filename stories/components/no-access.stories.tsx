import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoAccess } from '../../src/components/errors/no-access';

const meta = {
  title: 'Components/NoAccess',
  component: NoAccess,
  args: { title: 'Billing — Lotline' },
} satisfies Meta<typeof NoAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
