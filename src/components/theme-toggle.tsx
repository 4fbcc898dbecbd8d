import { Box, IconButton } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemePreference } from '../lib/theme-preference';
import { useHydrated } from '../lib/use-hydrated';
import { LazyMenu } from './ui/lazy-menu';
import type { ThemePreference } from '../shared/constants';

/**
 * The one theme-icon convention, public header and dashboard alike: the icon shows the theme on
 * screen now (sun in light, moon in dark), as the dashboard menu's Light / Dark items do. It follows
 * the `dark` class on <html> through CSS, so server-rendered markup (and index.html's boot script,
 * which may flip the class before the app is live) shows the right one without any React render.
 */
export function ThemeShownIcon() {
  return (
    <>
      <Box as="span" display="contents" css={{ '.dark &': { display: 'none' } }}>
        <Sun aria-hidden />
      </Box>
      <Box as="span" display="none" css={{ '.dark &': { display: 'contents' } }}>
        <Moon aria-hidden />
      </Box>
    </>
  );
}

/**
 * Header control: flips between light and dark as currently shown; the label names the target
 * theme once the browser's stored choice is known. Until the app is live, index.html's boot script
 * does the flip itself (data-boot-action), so the first tap answers at once.
 */
export function ThemeToggle() {
  const { shown, toggle } = useThemePreference();
  const hydrated = useHydrated();
  const label = !hydrated
    ? 'Switch between light and dark theme'
    : shown === 'dark'
      ? 'Switch to light theme'
      : 'Switch to dark theme';
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      onClick={toggle}
      data-boot-action="theme"
      data-testid="theme-toggle"
    >
      <ThemeShownIcon />
    </IconButton>
  );
}

/** The three theme choices, in order: the top bar menu and Settings offer the same. */
export const THEME_CHOICES: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

const loadThemeMenu = () => import('./theme-menu-body').then((m) => m.ThemeMenuBody);

/** Dashboard top bar control: Light / Dark / System (the menu loads on first use). */
export function ThemeMenu() {
  return (
    <LazyMenu
      load={loadThemeMenu}
      trigger={
        <IconButton aria-label="Theme" title="Theme" variant="ghost" size="sm" data-testid="theme-menu">
          <ThemeShownIcon />
        </IconButton>
      }
    />
  );
}
