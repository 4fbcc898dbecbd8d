import { availableParallelism } from 'node:os';
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
    hookTimeout: 120_000,
    // PGlite is CPU-bound and ~700 MB at peak per file: one worker per core, at most four.
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
    pool: 'forks',
  },
});
