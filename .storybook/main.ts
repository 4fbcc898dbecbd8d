import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Written by hand: the Storybook CLI's `init` / `add` subcommands fetch packages this machine
 * cannot reach (see DESIGN.md › Facts learned on this machine).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-themes'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
