import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveSync } from '../../src/features/live';
import { NotificationBell } from '../../src/features/notifications/components/notification-bell';
import { notificationsLiveSync } from '../../src/features/notifications/live';
import { fail } from '../builders/auth';
import { buildUnread, dealerViewer, emitLive, respondStory } from '../builders/respond';
import { screenOf } from './play-helpers';

const LIVE_SYNCS = [notificationsLiveSync];

/** The dashboard top bar's bell: the unread count, live. */
const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered', viewer: dealerViewer() },
  // What the dashboard layout does: the tab's live stream, applied to the bell's count.
  decorators: [
    (Story) => (
      <>
        <LiveSync syncs={LIVE_SYNCS} />
        <Story />
      </>
    ),
  ],
  beforeEach: respondStory({ unread: buildUnread({ notifications: 3 }) }),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    await expect(bell).toHaveAttribute('href', '/dashboard/notifications');
    await expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  },
};

export const NoneUnread: Story = {
  beforeEach: respondStory({ unread: buildUnread({ notifications: 0 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Notifications' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByTestId('notification-count')).toBeNull();
  },
};

/** Past nine the badge says 9+ (the name still says how many). */
export const Many: Story = {
  beforeEach: respondStory({ unread: buildUnread({ notifications: 27 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('link', { name: 'Notifications, 27 unread' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.getByTestId('notification-count')).toHaveTextContent('9+');
  },
};

/** A notification arrives over the live stream: the count goes up and is announced. */
export const LiveIncrement: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    await emitLive('notification.created', {
      notification: {
        id: 'ntf_story_live',
        kind: 'lead_new',
        title: 'New lead: Mei Tanaka about the 2020 Mazda CX-5 Touring',
        body: 'Is it still available?',
        link: null,
        read: false,
        createdAt: '2026-11-20T15:00:00.000Z',
      },
      unreadCount: 4,
    });
    await expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();
    await expect(screen.getByTestId('notification-news')).toHaveTextContent('4 unread notifications');
  },
};

/** The count could not be read: the plain bell, still a way to the page. */
export const CountUnavailable: Story = {
  beforeEach: respondStory({ unread: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('link', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
