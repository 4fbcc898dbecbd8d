import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardLayout } from '../../src/app/layouts/dashboard-layout';
import { MOBILE_GLOBALS, ownerViewer, shopperViewer } from '../builders';
import { buildUnread, respondStory } from '../builders/respond';
import { screenOf } from './play-helpers';

const meta = {
  title: 'Components/DashboardLayout',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function SampleContent({ title }: { title: string }) {
  return (
    <Stack gap="2" p={{ base: '0', md: '2' }}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">Screen content renders here.</Text>
    </Stack>
  );
}

export const Desktop: Story = {
  parameters: { location: '/dashboard/inventory', viewer: ownerViewer() },
  render: () => (
    <DashboardLayout>
      <SampleContent title="Inventory" />
    </DashboardLayout>
  ),
};

/** The dashboard layout on a phone (390×844), drawer closed: the one Mobile story of every dashboard screen. */
export const Mobile: Story = { ...Desktop, globals: MOBILE_GLOBALS };

/** Below `lg` the sidebar is a drawer behind the top bar's menu button. */
export const MobileDrawerOpen: Story = {
  ...Desktop,
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    // The drawer's code loads on the first press (its own chunk): give it the time a busy machine takes.
    const drawer = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  },
};

/** A shopper's sidebar: Browse / Inbox / Account, without the dealer loop's headings or the dealer's tools. */
export const Shopper: Story = {
  parameters: { location: '/dashboard/vehicles', viewer: shopperViewer() },
  render: () => (
    <DashboardLayout>
      <SampleContent title="Vehicles" />
    </DashboardLayout>
  ),
  play: async ({ canvasElement }) => {
    const sidebar = within(await screenOf(canvasElement).findByTestId('dashboard-sidebar'));
    const headings = sidebar.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Browse', 'Inbox', 'Account']);
    await expect(sidebar.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expect(sidebar.queryByRole('link', { name: 'Vehicle Database' })).toBeNull();
    await expect(sidebar.queryByRole('link', { name: 'Inventory' })).toBeNull();
  },
};

/** Unread messages and notifications: the Messages link's badge and the bell's count, both live. */
export const Unread: Story = {
  ...Desktop,
  beforeEach: respondStory({ unread: buildUnread({ messages: 3, notifications: 2 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 5000 })).toBeVisible();
    const sidebar = within(screen.getByTestId('dashboard-sidebar'));
    await expect(await sidebar.findByRole('link', { name: /^Messages.*3 unread messages$/ })).toBeVisible();
  },
};
