import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VehicleDetailScreen } from '../../src/screens/vehicle-detail';
import { noScreenshot, ownerViewer, screenParameters, shopperViewer } from '../builders';
import { fail, mockApi, pending, storyLocation } from '../builders/auth';
import { buildMessage, buildShopperInbox, openConversation, respondStory } from '../builders/respond';
import { buildListingDetail, buildPhotos, seedMarketplace } from '../builders/marketplace';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/vehicle-detail',
  component: VehicleDetailScreen,
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: seedMarketplace.detail() }),
} satisfies Meta<typeof VehicleDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '2021 Honda Accord EX-L', level: 1 })).toBeVisible();
    await expect(screen.getByText('Good deal')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await expect(screen.getByRole('heading', { name: 'Sunset Motors' })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Message to Sunset Motors' })).toBeVisible();
  },
};

/** "Message the dealer": the first message opens the conversation, and the shopper lands in it. */
export const MessageTheDealer: Story = {
  parameters: noScreenshot('navigates to Messages (its own stories show the conversation)'),
  beforeEach: respondStory({
    inbox: [],
    conversations: [openConversation()],
    extra: {
      'POST /api/conversations': {
        status: 201,
        body: { message: buildMessage(), conversation: openConversation().conversation, created: true },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const field = await screen.findByRole('textbox', { name: 'Message to Sunset Motors' }, { timeout: 5000 });
    await userEvent.type(field, 'Hi, is the Accord still available?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/messages?c=cnv_story_1'), { timeout: 5000 });
  },
};

/** The shopper already wrote about this vehicle: the way back to that conversation. */
export const MessageAlreadyTalking: Story = {
  beforeEach: respondStory({ inbox: buildShopperInbox().slice(0, 1) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Open the conversation' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard/messages?c=cnv_story_1',
    );
  },
};

/** The vehicle left the marketplace meanwhile: the reason shows in the form, the text is kept. */
export const MessageRefused: Story = {
  beforeEach: respondStory({
    inbox: [],
    extra: {
      'POST /api/conversations': fail(404, 'VEHICLE_NOT_FOUND', 'This vehicle is not on the marketplace any more.', {
        vehicleId: 'Not on the marketplace',
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const field = await screen.findByRole('textbox', { name: 'Message to Sunset Motors' }, { timeout: 5000 });
    await userEvent.type(field, 'Is it still available?{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This vehicle is not on the marketplace any more.',
    );
    await expect(field).toHaveValue('Is it still available?');
  },
};

/** Several photos: the thumbnails, their alt text and the counter (the files are not in the story server). */
export const WithPhotos: Story = {
  parameters: screenParameters('vehicle-detail', {
    viewer: shopperViewer(),
    seedQueries: seedMarketplace.detail(buildListingDetail({ photos: buildPhotos(4), favorited: true })),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Photo 1 of 4')).toBeVisible();
    await expect(
      screen.getByRole('button', { name: 'Show photo 2: 2021 Honda Accord EX-L, photo 2 of 4' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Saved to favorites' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NotFound: Story = {
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/marketplace/sample-1': fail(404, 'LISTING_NOT_FOUND', 'This vehicle is not on the marketplace.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('This vehicle is not on the marketplace', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/marketplace/sample-1': pending() }),
  // The route's loader waits up to 400 ms before the screen shows its own skeleton: picture that.
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('loading', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: screenParameters('vehicle-detail', { viewer: shopperViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({
    'GET /api/marketplace/sample-1': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load this vehicle.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A dealer looking at their own listing: no form to message themselves (the API refuses it too). */
export const OwnListing: Story = {
  parameters: screenParameters('vehicle-detail', { viewer: ownerViewer(), seedQueries: seedMarketplace.detail() }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText(/in your dealership's stock/, {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('textbox', { name: /Message to/ })).toBeNull();
  },
};
