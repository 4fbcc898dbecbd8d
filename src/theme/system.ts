import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack = "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif";

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
    body: { bg: 'bg', color: 'fg' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focus', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
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
          focus: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.300}' } },
          border: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
