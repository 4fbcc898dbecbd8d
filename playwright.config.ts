import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/machine';

/**
 * Browser tests run the production bundle against the real server in test mode (outbox opted in, a
 * fresh embedded database), started once and shared by every suite.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // On CI a failed test runs once more (Playwright prints it as flaky, by name): on this 2-core
  // machine a busy moment can starve one interaction. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // Demo people signed in once per run (tests/e2e/sign-in.ts: sign-in is rate limited per address).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['setup'],
      testIgnore: /\.limits\.spec\.ts$/,
    },
    // Tests that exhaust a per-address limit on purpose run last, alone with their bucket.
    {
      name: 'limits',
      testMatch: /\.limits\.spec\.ts$/,
      // Its limits are used up by the first run: a second run could only fail on them.
      retries: 0,
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // `npm test` builds once before this stage; the server only serves dist/.
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      PUBLIC_URL: baseURL,
      PGLITE_DATA_DIR: `.tmp/e2e-pglite-${E2E_PORT}`,
      PHOTO_STORAGE_DIR: `.tmp/e2e-photos-${E2E_PORT}`,
      SEED_DEMO: '1',
      // The tests read codes and links from the outbox; callers on loopback only.
      OUTBOX_API: '1',
    },
  },
});
