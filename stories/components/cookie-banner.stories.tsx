import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CookieBanner } from '../../src/components/cookie-banner/cookie-banner';
import { readCookie } from '../../src/lib/consent';
import { CONSENT_COOKIE, CONSENT_PREFERENCES_COOKIE } from '../../src/shared/constants';
import { noScreenshot } from '../builders';
import { clearCookies, screenOf } from './play-helpers';

const meta = {
  title: 'Components/CookieBanner',
  component: CookieBanner,
  parameters: { consent: { initialView: 'compact' } },
  // Every story starts (and leaves the page) without consent cookies.
  beforeEach: () => {
    clearCookies();
    return () => clearCookies();
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const storedPreferences = () =>
  JSON.parse(readCookie(document.cookie, CONSENT_PREFERENCES_COOKIE) ?? 'null') as unknown;

export const Compact: Story = {};

export const Detail: Story = { parameters: { consent: { initialView: 'detail' } } };

export const AcceptAll: Story = {
  play: async ({ canvasElement }) => {
    clearCookies();
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
    await expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('true');
    await expect(storedPreferences()).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
  },
};

// Once the banner has closed, every choice leaves the same (empty) picture as AcceptAll.
export const RejectAll: Story = {
  parameters: noScreenshot('same picture as AcceptAll: the banner has closed'),
  play: async ({ canvasElement }) => {
    clearCookies();
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject All' }));
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
    await expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('true');
    await expect(storedPreferences()).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  },
};

export const CustomizeAndSave: Story = {
  parameters: noScreenshot('same picture as AcceptAll: the banner has closed'),
  play: async ({ canvasElement }) => {
    clearCookies();
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    await expect(await screen.findByRole('heading', { name: 'Cookie Preferences' })).toBeVisible();
    const analytics = screen.getByRole('checkbox', { name: 'Analytics' });
    await expect(analytics).toBeChecked();
    await userEvent.click(analytics);
    await expect(analytics).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
    await expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('true');
    await expect(storedPreferences()).toEqual({ necessary: true, functional: true, analytics: false, marketing: true });
  },
};

export const BackToCompact: Story = {
  parameters: noScreenshot('same picture as Compact: that is where Back leads'),
  play: async ({ canvasElement }) => {
    clearCookies();
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Customize' }));
    await screen.findByRole('heading', { name: 'Cookie Preferences' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(await screen.findByRole('heading', { name: 'We use cookies' })).toBeVisible();
    await expect(screen.getByTestId('cookie-banner')).toHaveAttribute('data-view', 'compact');
    await expect(document.cookie).not.toContain(CONSENT_COOKIE);
  },
};
