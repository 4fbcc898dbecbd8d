import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsScreen } from '../../src/screens/notifications';
import { screenParameters } from '../builders';
import { fail, pending, storyLocation } from '../builders/auth';
import {
  buildNotifications,
  buildPreferences,
  buildUnread,
  dealerViewer,
  emitLive,
  respondStory,
  shopperSideViewer,
} from '../builders/respond';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/notifications',
  component: NotificationsScreen,
  parameters: screenParameters('notifications', { viewer: dealerViewer() }),
  beforeEach: respondStory(),
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read and unread, newest first, each linking to what it is about; the bell counts the unread ones. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('button', { name: /^Unread: New lead assigned to you: Tom Nguyen/ }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getAllByTestId('notification-row')).toHaveLength(4);
    await expect(screen.getByText('2 unread')).toBeVisible();
    await expect(screen.getByText('4 minutes ago')).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(await screen.findByRole('checkbox', { name: 'New lead: by email' })).toBeChecked();
  },
};

export const Empty: Story = {
  beforeEach: respondStory({ notifications: [], unread: buildUnread({ notifications: 0 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No notifications yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: /Mark all read/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: screenParameters('notifications', { viewer: dealerViewer(), pending: true }),
  beforeEach: respondStory({ notifications: pending() }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading notifications…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: respondStory({
    notifications: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
    preferences: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your notifications.', {}, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByText('We could not load your notification settings.')).toBeVisible();
  },
};

/** "Mark all read": every row reads as read at once, the bell's count goes. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await screen.findByRole('button', { name: /^Unread: New lead assigned to you/ }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: /Mark all read/ }));
    await waitFor(() =>
      expect(screen.getAllByTestId('notification-row').every((row) => row.dataset['read'] === 'true')).toBe(true),
    );
    await expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};

/** One marked read in place; the others stay unread. */
export const MarkOneRead: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const first = (await screen.findAllByTestId('notification-row', {}, { timeout: 5000 }))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: /Mark read/ }));
    await waitFor(() => expect(first.dataset['read']).toBe('true'));
    await expect(screen.getAllByRole('button', { name: /Mark read/ })).toHaveLength(1);
  },
};

/** Opening one goes to what it is about (here the conversation) and reads it. */
export const OpenOne: Story = {
  parameters: { visual: { skip: 'navigates to the messages screen (its own stories)' } },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Unread: New lead assigned to you: Tom Nguyen/ }, { timeout: 5000 }),
    );
    await waitFor(() => expect(storyLocation()).toBe('/dashboard/messages?c=cnv_story_1'));
  },
};

/** A notification arriving live: it joins the list, the bell counts it. */
export const LiveArrival: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await screen.findByRole('button', { name: /^Unread: New lead assigned to you/ }, { timeout: 5000 });
    // The bell has its own count (/api/unread): the arrival is news only once that count is in.
    await screen.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 5000 });
    await emitLive('notification.created', {
      notification: { ...buildNotifications()[1]!, id: 'ntf_story_live' },
      unreadCount: 3,
    });
    await expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    // The announcement follows the count, in the bell's effect after the render that showed it.
    await waitFor(() => expect(screen.getByTestId('notification-news')).toHaveTextContent('3 unread notifications'));
  },
};

/** Nothing unread under "Unread": all caught up. */
export const AllCaughtUp: Story = {
  parameters: screenParameters('notifications', {
    viewer: dealerViewer(),
    route: { path: '/dashboard/notifications?filter=unread' },
  }),
  beforeEach: respondStory({ notifications: [], unread: buildUnread({ notifications: 0 }) }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('All caught up', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper: only the events that reach shoppers (replies, price drops on favorites). */
export const Shopper: Story = {
  parameters: screenParameters('notifications', { viewer: shopperSideViewer() }),
  beforeEach: respondStory({
    notifications: [
      {
        id: 'ntf_story_s1',
        kind: 'message_new',
        title: 'Sunset Motors replied about the 2021 Honda Accord EX-L',
        body: 'Heated front seats only. On price: we can talk when you are here, we also take trade-ins.',
        link: '/dashboard/messages?c=cnv_story_1',
        read: false,
        createdAt: '2026-11-20T14:25:00.000Z',
      },
      {
        id: 'ntf_story_s2',
        kind: 'price_drop',
        title: 'Price drop: 2019 Toyota RAV4 XLE is now $24,895',
        body: 'Down $1,000 since you saved it.',
        link: '/dashboard/favorites',
        read: true,
        createdAt: '2026-11-18T09:00:00.000Z',
      },
    ],
    preferences: buildPreferences({ price_drop: { inApp: true, email: false } }),
    unread: buildUnread({ messages: 1, notifications: 1 }),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('What you hear about', {}, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByRole('checkbox', { name: 'Price drop on a favorite: by email' })).not.toBeChecked();
    await expect(screen.queryByRole('checkbox', { name: 'New lead: in the app' })).toBeNull();
  },
};

/** Turning an email off saves at once. */
export const PreferenceSaved: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const email = await screen.findByRole('checkbox', { name: 'New message: by email' }, { timeout: 5000 });
    await expect(email).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
  },
};
