import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ThemeMenu } from '../../src/components/theme-toggle';
import { screenOf } from './play-helpers';

const meta = {
  title: 'Components/ThemeMenu',
  component: ThemeMenu,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** The dashboard top bar's menu offers Light / Dark / System. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByTestId('theme-menu'));
    for (const name of ['Light', 'Dark', 'System']) {
      const item = await screen.findByRole('menuitemradio', { name });
      await waitFor(() => expect(item).toBeVisible());
    }
  },
};
