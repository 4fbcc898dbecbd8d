import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from '../../src/components/errors/not-found';
import { DashboardLayout } from '../../src/app/layouts/dashboard-layout';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { ownerViewer } from '../builders';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown public path: "Not Found" inside the public layout, header and footer kept. */
export const Public: Story = {
  parameters: { location: '/no-such-page' },
  render: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
};

/** An unknown path under /dashboard: inside the dashboard layout, linking back to the dashboard. */
export const Dashboard: Story = {
  parameters: { location: '/dashboard/no-such-page', viewer: ownerViewer() },
  render: () => (
    <DashboardLayout>
      <NotFound home="/dashboard" />
    </DashboardLayout>
  ),
};
