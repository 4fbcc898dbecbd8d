/**
 * npm run test:server — the server suite on PGlite, then again on PostgreSQL when
 * TEST_DATABASE_URL is set (each test file gets its own database there, dropped afterwards).
 */
import { spawnSync } from 'node:child_process';

const vitest = (env: NodeJS.ProcessEnv) =>
  spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.server.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env,
    },
  ).status ?? 1;

const { TEST_DATABASE_URL, ...rest } = process.env;
console.log('[test:server] PGlite run');
let status = vitest(rest);
if (TEST_DATABASE_URL) {
  console.log(`[test:server] PostgreSQL run (${new URL(TEST_DATABASE_URL).host})`);
  status = vitest({ ...process.env }) || status;
} else {
  console.log('skipped PostgreSQL run: TEST_DATABASE_URL not set');
}
process.exit(status);
