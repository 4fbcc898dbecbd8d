import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, runnerImport, type InlineConfig, type UserConfig } from 'vite';
import type * as BootChunks from './scripts/boot-chunks';

/**
 * The chunk plan (scripts/boot-chunks.ts) reads the route registry: imported through Vite's module
 * runner, so the app's modules are not bundled into this config file.
 */
const appChunks = async (config: InlineConfig) => {
  const { module } = await runnerImport<typeof BootChunks>(resolve('scripts/boot-chunks.ts'), { configFile: false });
  return module.appChunks(config);
};

/** What both the planning build and the real one use (scripts/boot-chunks.ts). */
const app = {
  plugins: [react()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Chakra's theme module builds its default config from every recipe at load (`defineConfig`
      // returns its argument): marked pure, the app's build keeps only the recipes
      // src/theme/chakra-theme.ts lists (issue 14).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
} satisfies InlineConfig;

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  ...app,
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    ...app.build,
    sourcemap: 'hidden',
    // The manifest lets the server preload the chunks of the screen a path opens.
    manifest: true,
    rolldownOptions: {
      ...app.build.rolldownOptions,
      // Storybook builds its own bundle from this config: the boot stages are the app's alone.
      ...(command === 'build' && !process.env.LOTLINE_STORYBOOK
        ? { output: { codeSplitting: await appChunks(app) } }
        : {}),
    },
  },
}));
