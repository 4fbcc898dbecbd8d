import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { semanticTokens } from '@chakra-ui/react/theme';
import { chakraThemeConfig } from './chakra-theme';
import { listRowsCss } from './list-rows';

const fontStack = "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif";

/**
 * One focus style for every control, public site and dashboard alike (issue 13): a 2px ring in the
 * `focusRing` colour. Chakra gives each colour palette its own ring colour (gray.400 is ~2.5:1 on
 * white, so ghost buttons and inputs showed a ring people miss) and inputs a 1px one; here every
 * palette's ring points at the one token, and the ring utilities draw 2px. tests/unit/focus-ring.test.ts
 * computes its contrast against every background from these tokens, in both colour modes.
 */
export const FOCUS_RING_TOKEN = 'colors.focusRing';
export const FOCUS_RING_WIDTH = '2px';

const paletteRings = Object.fromEntries(
  Object.entries(semanticTokens.colors ?? {})
    .filter(([, group]) => typeof group === 'object' && group !== null && 'focusRing' in group)
    .map(([palette]) => [palette, { focusRing: { value: `{${FOCUS_RING_TOKEN}}` } }]),
);

/** Chakra's focus-ring utility with the house width: `inside` (inputs) is 2px too, not 1px. */
type Utility = NonNullable<SystemConfig['utilities']>[string];
type UtilityStyles = ReturnType<NonNullable<Utility['transform']>>;

const focusRingUtility = (selector: string): Utility => ({
  values: ['outside', 'inside', 'mixed', 'none'],
  transform(value: string, { token }) {
    const ring = { '--focus-ring-color': token('colors.colorPalette.focusRing') };
    const outline = {
      outlineWidth: `var(--focus-ring-width, ${FOCUS_RING_WIDTH})`,
      outlineStyle: 'var(--focus-ring-style, solid)',
      outlineColor: 'var(--focus-ring-color)',
    };
    const styles: Record<string, UtilityStyles> = {
      outside: { ...ring, [selector]: { ...outline, outlineOffset: 'var(--focus-ring-offset, 2px)' } },
      inside: { ...ring, [selector]: { ...outline, outlineOffset: '0px', borderColor: 'var(--focus-ring-color)' } },
      // Chakra's "mixed" fades the ring to 40 %: below 3:1, so it draws the same ring as "inside".
      mixed: { ...ring, [selector]: { ...outline, outlineOffset: '0px', borderColor: 'var(--focus-ring-color)' } },
      none: { ...ring, [selector]: { outline: 'none' } },
    };
    return styles[value] ?? {};
  },
});

/**
 * One Chakra system for light and dark: components read semantic tokens (bg, fg, border, brand),
 * and next-themes flips the `dark` class on <html> that Chakra's `_dark` condition follows.
 */
const config = defineConfig({
  globalCss: {
    // Users who ask the OS for less motion get no smooth scrolling and no animations.
    html: {
      scrollBehavior: 'smooth',
      scrollPaddingTop: '5rem',
      '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    },
    // The cookie banner's height while it is shown (cookie-banner.tsx): the page's end scrolls above it.
    body: { bg: 'bg', color: 'fg', paddingBottom: 'var(--cookie-banner-h, 0px)' },
    // A button pressed before the app was live shows it was taken (index.html's boot script).
    '[data-boot-busy]': { cursor: 'progress', opacity: 0.7 },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
    // The dashboard lists' plain rows (src/components/ui/list-table.tsx).
    ...listRowsCss,
    ':focus-visible': { outline: `${FOCUS_RING_WIDTH} solid`, outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  utilities: {
    focusRing: focusRingUtility('&:is(:focus, [data-focus])'),
    focusVisibleRing: focusRingUtility('&:is(:focus-visible, [data-focus-visible])'),
  },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
        ...paletteRings,
        focusRing: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.300}' } },
        // Chakra's default light error text (red.500) is 3.8:1 on white, below WCAG AA: axe flags
        // every form error in the story tests. red.600 is 4.8:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        brand: {
          solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
          muted: { value: { _light: '{colors.blue.100}', _dark: '{colors.blue.900}' } },
          subtle: { value: { _light: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
          emphasized: { value: { _light: '{colors.blue.200}', _dark: '{colors.blue.800}' } },
          focus: { value: `{${FOCUS_RING_TOKEN}}` },
          focusRing: { value: `{${FOCUS_RING_TOKEN}}` },
          border: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.400}' } },
        },
      },
    },
  },
});

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The Chakra system, created on first use: building its token dictionary and global CSS is one of
 * the longest pieces of the app's boot (~100 ms on this machine, 4× that on a throttled phone), so
 * main.tsx asks for it in a task of its own, between yields to input, instead of it running inside
 * the evaluation of every module at once (issue 13).
 */
export function getSystem() {
  created ??= createSystem(defaultBaseConfig, chakraThemeConfig, config);
  return created;
}
