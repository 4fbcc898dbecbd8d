import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactScreen } from '../../src/screens/contact';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/contact',
  component: ContactScreen,
  parameters: screenParameters('contact'),
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
