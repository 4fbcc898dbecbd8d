import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type UserConfig } from 'vite';
import { bootChunks } from './scripts/boot-chunks';

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
        ? { output: { codeSplitting: await bootChunks(app) } }
        : {}),
    },
  },
}));
