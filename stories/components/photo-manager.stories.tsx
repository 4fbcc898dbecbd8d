import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PhotoManager } from '../../src/features/inventory/photos/photo-manager';
import { PHOTO_MAX_BYTES } from '../../src/shared/vehicles';
import { MOBILE_GLOBALS, ownerViewer } from '../builders';
import { buildPhotos, failingUploader, sampleFile, stalledUploader } from '../builders/photos';

const meta = {
  title: 'Components/PhotoManager',
  component: PhotoManager,
  args: { vehicleId: 'veh_story_1', photos: buildPhotos(6) },
  parameters: { location: '/dashboard/inventory/veh_story_1', viewer: ownerViewer() },
  decorators: [
    (Story) => (
      <Box p={{ base: '3', md: '6' }} maxW="5xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PhotoManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story renders inside a router that resolves first: wait for the manager before anything else. */
const ready = (canvas: { findByTestId: (id: string) => Promise<HTMLElement> }) => canvas.findByTestId('photo-manager');
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** No photos yet: the drop zone and a nudge. */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getByTestId('photos-empty')).toBeVisible();
    await expect(canvas.getByText('Choose photos')).toBeVisible();
  },
};

/** Six photos, the first is the cover; each tile has its grip, cover, alt-text and delete controls. */
export const WithPhotos: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getAllByTestId('photo-tile')).toHaveLength(6);
    await expect(canvas.getByText('Cover', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Move photo 2/ })).toBeVisible();
  },
};

/** Three photos on their way: each with its own progress. */
export const Uploading: Story = {
  args: {
    photos: buildPhotos(2),
    uploader: stalledUploader({ 'front.jpg': 0.82, 'interior.jpg': 0.35, 'rear.jpg': 0.08 }),
  },
  play: async ({ canvasElement, canvas }) => {
    await ready(canvas);
    await userEvent.upload(fileInput(canvasElement), [
      sampleFile('front.jpg', 3_100_000),
      sampleFile('interior.jpg', 2_400_000),
      sampleFile('rear.jpg', 4_200_000),
    ]);
    await waitFor(() => expect(canvas.getAllByTestId('upload-row')).toHaveLength(3));
    await expect(canvas.getByText(/Uploading · 82%/)).toBeVisible();
    await expect(canvas.getByText(/Uploading · 8%/)).toBeVisible();
  },
};

/** What goes wrong, each on its own row: wrong type and too large (caught before sending), a file the server refuses, a network failure with Retry. */
export const UploadErrors: Story = {
  args: {
    photos: buildPhotos(3),
    uploader: failingUploader({
      'brochure.jpg': { status: 415, code: 'UNSUPPORTED_TYPE', message: 'This file is not a JPEG, PNG or WebP image.' },
    }),
  },
  play: async ({ canvasElement, canvas }) => {
    await ready(canvas);
    // applyAccept off: the picker's filter is a hint; the manager's own check is what is shown here.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), [
        sampleFile('window-sticker.gif', 80_000, 'image/gif'),
        sampleFile('panorama.jpg', PHOTO_MAX_BYTES + 1_000_000),
        sampleFile('brochure.jpg', 400_000),
        sampleFile('side.jpg', 1_800_000),
      ]);
    await waitFor(() =>
      expect(canvas.getAllByTestId('upload-row').filter((r) => r.dataset.status === 'failed')).toHaveLength(4),
    );
    const rows = canvas.getAllByTestId('upload-row');
    await expect(within(rows[0]!).getByText(/not a JPEG, PNG or WebP/)).toBeVisible();
    await expect(within(rows[1]!).getByText(/at most 15 MB/)).toBeVisible();
    await expect(within(rows[3]!).getByRole('button', { name: /Retry/ })).toBeVisible();
    await expect(within(rows[2]!).queryByRole('button', { name: /Retry/ })).toBeNull();
  },
};

/** For people who may look but not change (and the marketplace detail): pictures only. */
export const ReadOnly: Story = {
  args: { readOnly: true, photos: buildPhotos(4, 1) },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.queryByText('Choose photos')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Move photo/ })).toBeNull();
  },
};

/** On a phone: two columns, the same controls. */
export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getAllByTestId('photo-tile')).toHaveLength(6);
  },
};
