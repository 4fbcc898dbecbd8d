// Ejected from @storybook/test-runner (`test-storybook --eject`): the only place where the
// jest-playwright launch options take effect (a separate jest-playwright config file is ignored).
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      // Debian's Chromium, never `playwright install` (DESIGN.md › Facts learned on this machine).
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          // Same rendering on every machine: no LCD subpixel text, sRGB.
          '--font-render-hinting=none',
          '--disable-lcd-text',
          '--force-color-profile=srgb',
        ],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
      },
    },
  },
  // A story's play, axe in both themes and two screenshots fit well inside this on 2 cores.
  testTimeout: 60_000,
};
