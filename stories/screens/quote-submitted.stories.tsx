import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteSubmittedScreen } from '../../src/screens/quote-submitted';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/quote-submitted',
  component: QuoteSubmittedScreen,
  parameters: screenParameters('quote-submitted'),
} satisfies Meta<typeof QuoteSubmittedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
