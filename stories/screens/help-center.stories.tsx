import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCenterScreen } from '../../src/screens/help-center';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/help-center',
  component: HelpCenterScreen,
  parameters: screenParameters('help-center'),
} satisfies Meta<typeof HelpCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
