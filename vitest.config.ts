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
    typecheck: { enabled: true, include: ['tests/unit/**/*.test-d.{ts,tsx}'], tsconfig: './tsconfig.json' },
  },
});
