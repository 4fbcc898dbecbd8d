import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Written by hand: the Storybook CLI's `init` / `add` subcommands fetch packages this machine
 * cannot reach (see DESIGN.md › Facts learned on this machine).
 */
// vite.config.ts plans the app's boot chunks from a first build; Storybook's bundle has no such boot.
process.env.LOTLINE_STORYBOOK = '1';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-themes'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
