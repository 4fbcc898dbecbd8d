import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeadsScreen } from '../../src/screens/leads';
import { buildViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/leads',
  component: LeadsScreen,
  parameters: screenParameters('leads', { viewer: buildViewer({ roles: ['owner'] }) }),
} satisfies Meta<typeof LeadsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
