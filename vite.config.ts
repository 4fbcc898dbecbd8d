import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest lets the server preload the chunks of the screen a path opens.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config from every recipe at load (`defineConfig`
      // returns its argument): marked pure, the app's build keeps only the recipes
      // src/theme/chakra-theme.ts lists (issue 14).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
});
