import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RootErrorScreen } from '../../src/components/errors/root-error-screen';
import { screenOf } from './play-helpers';

const meta = {
  title: 'Components/RootErrorScreen',
  component: RootErrorScreen,
  args: { error: new Error('The vehicle service did not answer in time.'), reset: fn() },
} satisfies Meta<typeof RootErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try Again calls the router's reset. */
export const WithMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('The vehicle service did not answer in time.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await expect(args.reset).toHaveBeenCalledOnce();
  },
};

export const WithoutMessage: Story = {
  args: { error: new Error('') },
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('An unexpected error occurred')).toBeVisible();
  },
};
