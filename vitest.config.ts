import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit tests: registry, schemas, consent, theme, chunk reload, query defaults, components in happy-dom. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // The type tests (tests/unit/*.test-d.tsx) are checked by the typecheck stage's `tsc -p .`,
    // which includes them: vitest's own typecheck ran that whole-project tsc a second time (~60 s
    // of the unit stage on this machine).
    typecheck: { enabled: false },
  },
});
