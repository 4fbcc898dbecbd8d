import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessagesScreen } from '../../src/screens/messages';
import { MOBILE_GLOBALS, screenParameters } from '../builders';
import { fail, ok, pending } from '../builders/auth';
import {
  buildConversationsPage,
  buildExchange,
  buildLongThread,
  buildMessage,
  buildOutgoing,
  buildShopperInbox,
  buildUnread,
  dealerViewer,
  emitLive,
  openConversation,
  respondStory,
  SHOPPER,
  shopperSideViewer,
  withDraft,
  withOutbox,
} from '../builders/respond';
import { screenOf } from '../components/play-helpers';

const OPEN = '/dashboard/messages?c=cnv_story_1';
const open = openConversation();

const meta = {
  title: 'Screens/messages',
  component: MessagesScreen,
  parameters: screenParameters('messages', { viewer: dealerViewer(), route: { path: OPEN } }),
  beforeEach: respondStory({ conversations: [open] }),
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const thread = async (canvasElement: HTMLElement) =>
  screenOf(canvasElement).findByRole('log', { name: 'Messages with Tom Nguyen' }, { timeout: 5000 });

/** The dealer's inbox with Tom's conversation open: the vehicle's card, the thread, "Seen", the composer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const log = await thread(canvasElement);
    await expect(within(log).getByText('Perfect, see you Saturday at 9:30.')).toBeVisible();
    // Links in a message are links; nothing else is markup.
    await expect(within(log).getByRole('link', { name: /carfax\.com/ })).toHaveAttribute(
      'href',
      'https://www.carfax.com/vehicle/1HGCM82633A004352',
    );
    await expect(within(log).getByTestId('read-receipt')).toHaveTextContent('Seen');
    await expect(screen.getByRole('link', { name: '2021 Honda Accord EX-L' })).toBeVisible();
    await expect(screen.getByText('Assigned to Dana Dealer')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Open the lead' })).toHaveAttribute(
      'href',
      '/dashboard/leads/lead_story_1',
    );
    await expect(screen.getByRole('textbox', { name: 'Message to Tom Nguyen' })).toBeVisible();
    await expect(screen.getByRole('link', { name: /Rachel Greene/ })).toHaveAccessibleName(/2 unread messages/);
  },
};

/** No conversation chosen yet: the list with unread counts, the bell with its count. */
export const Unread: Story = {
  parameters: screenParameters('messages', { viewer: dealerViewer() }),
  beforeEach: respondStory({ unread: buildUnread({ notifications: 4 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Choose a conversation', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: /Luis Ortega/ })).toHaveAccessibleName(/1 unread message/);
    await expect(screen.getByRole('button', { name: 'Unread 3' })).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters('messages', { viewer: dealerViewer() }),
  beforeEach: respondStory({ inbox: [], unread: buildUnread({ messages: 0, notifications: 0 }) }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No conversations yet', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('messages', { viewer: dealerViewer(), pending: true }),
  beforeEach: respondStory({ inbox: pending() }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading conversations…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: screenParameters('messages', { viewer: dealerViewer() }),
  beforeEach: respondStory({ inbox: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your conversations.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Sixty messages: the newest fifty, scrolled to the bottom, with "Load earlier messages" on top. */
export const LongThread: Story = {
  beforeEach: respondStory({ conversations: [openConversation(buildLongThread(60))] }),
  play: async ({ canvasElement }) => {
    const log = await thread(canvasElement);
    await expect(within(log).getByRole('button', { name: 'Load earlier messages' })).toBeInTheDocument();
    await expect(within(log).getByText(/Question 59:/)).toBeVisible();
  },
};

/** A reply on its way: shown at once, faded, "Sending…"; the composer is free for the next one. */
export const Sending: Story = {
  parameters: screenParameters('messages', { viewer: dealerViewer(), route: { path: OPEN }, pending: true }),
  beforeEach: respondStory(
    { conversations: [open], extra: { 'POST /api/conversations/cnv_story_1/messages': pending() } },
    { also: [withOutbox()] },
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const log = await thread(canvasElement);
    const composer = screen.getByRole('textbox', { name: 'Message to Tom Nguyen' });
    await userEvent.type(composer, 'See you then!{Enter}');
    await expect(await within(log).findByText('See you then!')).toBeVisible();
    await expect(within(log).getByText('Sending…')).toBeVisible();
    await expect(composer).toHaveValue('');
  },
};

const failedWorld = respondStory(
  {
    conversations: [open],
    extra: {
      'POST /api/conversations/cnv_story_1/messages': ok({
        message: buildMessage({
          id: 'msg_story_retried',
          side: 'dealer',
          body: buildOutgoing().body,
          createdAt: '2026-11-20T15:00:00.000Z',
        }),
        conversation: open.conversation,
        created: false,
      }),
    },
  },
  {
    also: [
      withOutbox(
        buildOutgoing({ status: 'failed', error: 'We could not reach Lotline. Check your connection and try again.' }),
      ),
    ],
  },
);

/** The send failed (the network dropped): the message stays, with why, Retry and Discard. */
export const FailedSend: Story = {
  beforeEach: failedWorld,
  play: async ({ canvasElement }) => {
    const log = await thread(canvasElement);
    const failed = within(log).getByTestId('failed-send');
    await expect(failed).toHaveTextContent('Not sent. We could not reach Lotline.');
    await expect(within(failed).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(failed).getByRole('button', { name: 'Discard unsent message' })).toBeVisible();
  },
};

/** Retry sends it again with the same Idempotency-Key: once the server has it, it is an ordinary message. */
export const FailedSendRetried: Story = {
  beforeEach: failedWorld,
  play: async ({ canvasElement }) => {
    const log = await thread(canvasElement);
    await userEvent.click(within(within(log).getByTestId('failed-send')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByTestId('failed-send')).toBeNull(), { timeout: 5000 });
    await expect(within(log).getByText(buildOutgoing().body)).toBeVisible();
  },
};

/** The per-person send limit: the 429's Retry-After counts down in the composer, the text is kept. */
export const RateLimited: Story = {
  beforeEach: respondStory({
    conversations: [open],
    extra: {
      'POST /api/conversations/cnv_story_1/messages': fail(
        429,
        'RATE_LIMITED',
        'You are sending messages faster than 30 a minute. Wait 42 seconds, then send again.',
        undefined,
        42,
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await thread(canvasElement);
    const composer = screen.getByRole('textbox', { name: 'Message to Tom Nguyen' });
    await userEvent.type(composer, 'One more thing{Enter}');
    const alert = await screen.findByTestId('rate-limit', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(/You can send again in 4\d s/);
    await expect(composer).toHaveValue('One more thing');
    await expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** A draft over 20,000 characters (pasted): the composer says so instead of sending. */
export const TooLong: Story = {
  beforeEach: respondStory({ conversations: [open] }, { also: [withDraft('cnv_story_1', 'a'.repeat(20_050))] }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await thread(canvasElement);
    // The draft comes back from sessionStorage right after the composer mounts.
    await expect(await screen.findByText(/20,050 \/ 20,000 characters/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText(/at most 20,000 characters: split it in two/)).toBeVisible();
  },
};

/** The stream dropped: the banner says live updates are paused until it is back. */
export const Reconnecting: Story = {
  beforeEach: respondStory({ conversations: [open] }, { live: 'reconnecting' }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await thread(canvasElement);
    await expect(await screen.findByTestId('live-status-banner', {}, { timeout: 5000 })).toHaveTextContent(
      'Reconnecting…',
    );
  },
};

/** A message arrives over the live stream: it joins the open thread without a reload. */
export const LiveMessage: Story = {
  play: async ({ canvasElement }) => {
    const log = await thread(canvasElement);
    await emitLive('message.created', {
      conversationId: 'cnv_story_1',
      message: buildMessage({
        id: 'msg_story_live',
        body: 'Actually, could we make it 10:00?',
        createdAt: '2026-11-20T14:59:00.000Z',
      }),
    });
    await expect(await within(log).findByText('Actually, could we make it 10:00?')).toBeVisible();
  },
};

/** The shopper's side of the same screen: their conversations with dealerships, their own bubbles on the right. */
export const Shopper: Story = {
  parameters: screenParameters('messages', { viewer: shopperSideViewer(), route: { path: OPEN } }),
  beforeEach: respondStory({
    inbox: buildShopperInbox(),
    conversations: [openConversation(buildExchange('cnv_story_1', SHOPPER), buildShopperInbox()[0])],
    unread: buildUnread({ messages: 1, notifications: 1 }),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const log = await screen.findByRole('log', { name: 'Messages with Sunset Motors' }, { timeout: 5000 });
    await expect(within(log).getByText('Perfect, see you Saturday at 9:30.')).toBeVisible();
    await expect(screen.getByRole('link', { name: '2021 Honda Accord EX-L' })).toHaveAttribute(
      'href',
      '/dashboard/vehicles/veh_story_1',
    );
    await expect(screen.queryByText(/Assigned to/)).toBeNull();
  },
};

/** A shopper with no conversations: where to start one. */
export const ShopperEmpty: Story = {
  parameters: screenParameters('messages', { viewer: shopperSideViewer() }),
  beforeEach: respondStory({ inbox: [], unread: buildUnread({ messages: 0, notifications: 0 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No conversations yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Browse vehicles' })).toBeVisible();
  },
};

/** A link to a conversation that is not the viewer's: "not available", never someone else's thread. */
export const ConversationNotFound: Story = {
  parameters: screenParameters('messages', {
    viewer: dealerViewer(),
    route: { path: '/dashboard/messages?c=cnv_gone' },
  }),
  beforeEach: respondStory({
    extra: {
      'GET /api/conversations/cnv_gone': fail(404, 'CONVERSATION_NOT_FOUND', 'This conversation is not yours to see.'),
      'GET /api/conversations/cnv_gone/messages': fail(
        404,
        'CONVERSATION_NOT_FOUND',
        'This conversation is not yours to see.',
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('This conversation is not available', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** On a phone the thread takes the screen, with the way back to the list. */
export const MobileThread: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await thread(canvasElement);
    await expect(screen.getByRole('link', { name: 'All conversations' })).toBeVisible();
  },
};

/** The unread filter with nothing unread: the way back is one click. */
export const UnreadFilterEmpty: Story = {
  parameters: screenParameters('messages', {
    viewer: dealerViewer(),
    route: { path: '/dashboard/messages?filter=unread' },
  }),
  beforeEach: respondStory({ inbox: ok(buildConversationsPage([])) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No conversations match', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Unread', pressed: true })).toBeVisible();
  },
};

/** More conversations than a page: the pager under the list (the URL keeps the page). */
export const Paged: Story = {
  parameters: screenParameters('messages', { viewer: dealerViewer(), route: { path: '/dashboard/messages?page=2' } }),
  beforeEach: respondStory({ inbox: ok({ ...buildConversationsPage(), total: 65, page: 2 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const pager = await screen.findByRole('navigation', { name: 'Conversation pages' }, { timeout: 5000 });
    await expect(pager).toHaveTextContent('Page 2 of 3');
    await expect(within(pager).getByRole('button', { name: 'Newer' })).toBeEnabled();
  },
};
