import { defineConfig } from 'vitest/config';

// Server tests: in-process app.request() against a fresh database per file (PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set). Kept apart from the browser-side unit tests.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    setupFiles: ['tests/server/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite instances are ~700 MB each at peak: keep the number of parallel files modest.
    maxWorkers: 4,
    pool: 'forks',
  },
});
