import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalScreen } from '../../src/screens/legal';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/legal',
  component: LegalScreen,
  parameters: screenParameters('legal'),
} satisfies Meta<typeof LegalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
