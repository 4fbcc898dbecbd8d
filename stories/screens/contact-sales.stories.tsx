import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactSalesScreen } from '../../src/screens/contact-sales';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/contact-sales',
  component: ContactSalesScreen,
  parameters: screenParameters('contact-sales'),
} satisfies Meta<typeof ContactSalesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
