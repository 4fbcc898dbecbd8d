import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SiteHeader } from '../../src/components/layout/site-header';
import { MOBILE_GLOBALS, ownerViewer } from '../builders';
import { screenOf } from './play-helpers';

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen', location: '/' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const SignedIn: Story = { parameters: { viewer: ownerViewer() } };

function openMenu(group: 'company' | 'resources' | 'more', items: readonly string[], heading?: string): Story['play'] {
  return async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByTestId(`menu-${group}`));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    for (const name of items) await waitFor(() => expect(screen.getByRole('menuitem', { name })).toBeVisible());
    if (heading) await expect(screen.getByText(heading)).toBeVisible();
  };
}

export const CompanyMenuOpen: Story = { play: openMenu('company', ['About Us', 'Blog', 'Contact']) };

export const ResourcesMenuOpen: Story = {
  play: openMenu('resources', ['Documentation', 'API Reference', 'Help Center', 'Community']),
};

export const MoreMenuOpen: Story = { play: openMenu('more', ['Integrations', 'Legal'], 'Product') };

/**
 * Below `lg` the menu (a native <details>, so it opens before the app is live) shows the links
 * grouped under Company, Resources and More.
 */
export const MobilePanelOpen: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByTestId('mobile-menu-toggle'));
    const panel = await screen.findByTestId('mobile-menu-panel');
    await expect(screen.getByTestId('mobile-menu')).toHaveAttribute('open');
    for (const group of ['Company', 'Resources', 'More'])
      await expect(screen.getByRole('group', { name: group })).toBeVisible();
    await expect(panel).toBeVisible();
  },
};

/** Choosing a link in the panel navigates and closes it. */
export const MobilePanelClosesOnNavigate: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByTestId('mobile-menu-toggle'));
    const panel = await screen.findByTestId('mobile-menu-panel');
    await waitFor(() => expect(panel).toBeVisible());
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(panel).not.toBeVisible());
    await expect(screen.getByTestId('mobile-menu')).not.toHaveAttribute('open');
  },
};
