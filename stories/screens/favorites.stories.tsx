import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoritesScreen } from '../../src/screens/favorites';
import { ownerViewer, screenParameters } from '../builders';

const meta = {
  title: 'Screens/favorites',
  component: FavoritesScreen,
  parameters: screenParameters('favorites', { viewer: ownerViewer() }),
} satisfies Meta<typeof FavoritesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
