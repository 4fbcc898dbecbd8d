import { ThemeProvider as NextThemesProvider, useTheme } from 'next-themes';
import { useLayoutEffect, type ReactNode } from 'react';
import { DEFAULT_THEME, THEME_PREFERENCES, THEME_STORAGE_KEY, type ThemePreference } from '../shared/constants';

/**
 * Theme preference: light, dark or system (default), stored under `theme`. next-themes flips the
 * `dark` class on <html>; index.html runs the same rule inline before paint so there is no flash.
 */
export function ThemeProvider({ children, forcedTheme }: { children: ReactNode; forcedTheme?: 'light' | 'dark' }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme={DEFAULT_THEME}
      enableSystem
      disableTransitionOnChange
      {...(forcedTheme ? { forcedTheme } : {})}
    >
      <StoredThemeSync />
      {children}
    </NextThemesProvider>
  );
}

/**
 * index.html's boot script may switch the theme (and store it) while the app hydrates, after
 * next-themes read the stored choice: take the stored one over before the first paint, so the
 * page keeps what the visitor chose and the toggle's next tap starts from it.
 */
function StoredThemeSync() {
  const { theme, setTheme } = useTheme();
  useLayoutEffect(() => {
    let stored: string | null;
    try {
      stored = localStorage.getItem(THEME_STORAGE_KEY);
    } catch {
      return;
    }
    if (isThemePreference(stored) && stored !== theme) setTheme(stored);
    // Once, when the app takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export const isThemePreference = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);

/** The theme the toggle switches to: the opposite of what is shown now. */
export const nextTheme = (shown: string | undefined): 'light' | 'dark' => (shown === 'dark' ? 'light' : 'dark');

export function useThemePreference() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const preference: ThemePreference = isThemePreference(theme) ? theme : DEFAULT_THEME;
  const shown: 'light' | 'dark' = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    preference,
    shown,
    setPreference: (value: ThemePreference) => setTheme(value),
    toggle: () => setTheme(nextTheme(shown)),
  };
}
