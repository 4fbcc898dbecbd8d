import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiReferenceScreen } from '../../src/screens/api-reference';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/api-reference',
  component: ApiReferenceScreen,
  parameters: screenParameters('api-reference'),
} satisfies Meta<typeof ApiReferenceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
