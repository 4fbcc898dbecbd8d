import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailSentScreen } from '../../src/screens/email-sent';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/email-sent',
  component: EmailSentScreen,
  parameters: screenParameters('email-sent'),
} satisfies Meta<typeof EmailSentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
