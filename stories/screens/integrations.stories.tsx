import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntegrationsScreen } from '../../src/screens/integrations';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/integrations',
  component: IntegrationsScreen,
  parameters: screenParameters('integrations'),
} satisfies Meta<typeof IntegrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
