import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalDocumentScreen } from '../../src/screens/legal-document';
import { screenParameters } from '../builders';

const meta = {
  title: 'Screens/legal-document',
  component: LegalDocumentScreen,
  parameters: screenParameters('legal-document'),
} satisfies Meta<typeof LegalDocumentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
