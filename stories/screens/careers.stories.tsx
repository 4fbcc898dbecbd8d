import type { Meta, StoryObj } from '@storybook/react-vite';
import { CareersScreen } from '../../src/screens/careers';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/careers',
  component: CareersScreen,
  parameters: screenParameters('careers'),
} satisfies Meta<typeof CareersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
