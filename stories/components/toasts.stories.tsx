import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { toaster } from '../../src/components/ui/toaster';
import { screenOf } from './play-helpers';

type Kind = 'success' | 'error' | 'warning' | 'info' | 'loading';

const TEXT: Record<Kind, { title: string; description: string }> = {
  success: { title: 'Vehicle published', description: '2021 Toyota RAV4 XLE is live on your lot page.' },
  error: { title: 'Could not save', description: 'The VIN is already in your inventory.' },
  warning: { title: 'Photos missing', description: 'Listings with photos get more leads.' },
  info: { title: 'New lead', description: 'Jordan asked about the 2019 Honda Civic.' },
  loading: { title: 'Uploading photos', description: '3 of 12 uploaded.' },
};

const meta = {
  title: 'Components/Toasts',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Box p="8">
      <Text color="fg.muted">Toasts appear top-right.</Text>
    </Box>
  ),
  // The toaster is one store for the page: leave no toast behind for the next story. (Not removed
  // in beforeEach itself: that also runs when the toolbar theme re-renders the story.)
  beforeEach: () => () => toaster.remove(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast of one kind, kept long enough for a stable screenshot (the real duration is 3000 ms). */
function toastOf(kind: Kind): Story {
  return {
    play: async ({ canvasElement }) => {
      toaster.remove();
      toaster.create({ type: kind, ...TEXT[kind], duration: 10 * 60 * 1000 });
      const toast = await screenOf(canvasElement).findByTestId('toast');
      await expect(toast).toHaveAttribute('data-type', kind);
      // Zag fades the toast in through a CSS variable: wait until it is shown.
      await waitFor(() => expect(screenOf(canvasElement).getByText(TEXT[kind].title)).toBeVisible());
    },
  };
}

export const Success = toastOf('success');
// Not named `Error`: that would shadow the global in this module.
export const ErrorToast: Story = { ...toastOf('error'), name: 'Error' };
export const Warning = toastOf('warning');
export const Info = toastOf('info');
export const Loading = toastOf('loading');
