import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentationScreen } from '../../src/screens/documentation';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/documentation',
  component: DocumentationScreen,
  parameters: screenParameters('documentation'),
} satisfies Meta<typeof DocumentationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
