import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ErrorFallback } from '../../src/components/errors/error-fallback';
import { screenOf } from './play-helpers';

const MESSAGE = 'Cannot read the price of an unsaved vehicle.';

const meta = {
  title: 'Components/ErrorFallback',
  component: ErrorFallback,
  parameters: { layout: 'padded' },
  args: { error: new Error(MESSAGE) },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

/** Show Error reveals the message; Hide Error hides it again. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Show Error' }));
    await expect(screen.getByText(MESSAGE)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    await waitFor(() => expect(screen.queryByText(MESSAGE)).toBeNull());
  },
};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Show Error' }));
    await expect(screen.getByText(MESSAGE)).toBeVisible();
  },
};
