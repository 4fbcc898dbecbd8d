import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DashboardLayout } from '../../src/app/layouts/dashboard-layout';
import { DealersErrorScreen, DealersScreen } from '../../src/screens/dealers';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/dealers',
  component: DealersScreen,
  parameters: screenParameters('dealers', { viewer: ownerViewer() }),
} satisfies Meta<typeof DealersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The directory's own error screen (the spec's one exception to the root error screen). */
export const ErrorScreen: Story = {
  parameters: { route: null, location: '/dashboard/dealers' },
  render: () => (
    <DashboardLayout>
      <DealersErrorScreen error={new Error('The dealer directory could not be loaded.')} reset={fn()} />
    </DashboardLayout>
  ),
};
