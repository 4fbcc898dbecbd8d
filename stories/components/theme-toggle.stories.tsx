import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ThemeToggle } from '../../src/components/theme-toggle';
import { THEME_STORAGE_KEY } from '../../src/shared/constants';
import { screenOf } from './play-helpers';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  // The toggle drives next-themes itself, so the toolbar only seeds the stored preference.
  parameters: { layout: 'padded', forceTheme: false },
  beforeEach: ({ globals }) => {
    const previous = localStorage.getItem(THEME_STORAGE_KEY);
    localStorage.setItem(THEME_STORAGE_KEY, globals['theme'] === 'dark' ? 'dark' : 'light');
    return () => {
      if (previous === null) localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, previous);
    };
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const html = () => document.documentElement;

/** A click flips the `dark` class on <html> and stores the choice under `theme`; a second flips back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const startDark = html().classList.contains('dark');
    await userEvent.click(await screen.findByTestId('theme-toggle'));
    await waitFor(() => expect(html().classList.contains('dark')).toBe(!startDark));
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(startDark ? 'light' : 'dark');
    await userEvent.click(screen.getByTestId('theme-toggle'));
    await waitFor(() => expect(html().classList.contains('dark')).toBe(startDark));
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(startDark ? 'dark' : 'light');
  },
};
