/**
 * `npm test`: every check, in the order that fails fastest, each stage timed. The app is built
 * once and the browser suites share one production server (playwright.config.ts webServer).
 * Every stage runs even after a failure, so one run shows everything that is wrong.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

interface Stage {
  readonly name: string;
  readonly command: string;
  readonly env?: Record<string, string>;
}

const stages: Stage[] = [
  { name: 'route tree is fresh', command: 'npx tsx registry/generate.ts --check' },
  { name: 'typecheck', command: 'npx tsc --noEmit -p .' },
  { name: 'lint', command: 'npx eslint . --max-warnings 0' },
  { name: 'format', command: 'npx prettier --check . --log-level warn' },
  { name: 'unit', command: 'npx vitest run' },
  { name: 'server (PGlite, then PostgreSQL when TEST_DATABASE_URL is set)', command: 'npm run --silent test:server' },
  { name: 'build', command: 'npx vite build --logLevel warn' },
  {
    name: 'bundle budget (JavaScript per route, bundle-budget.json)',
    command: 'npx tsx scripts/check-bundle-budget.ts',
  },
  { name: 'stories (play + axe + visual)', command: 'npm run --silent test:stories' },
  { name: 'browser (Playwright on the production build)', command: 'npx playwright test' },
];

const only = process.argv.slice(2);
const selected = only.length ? stages.filter((s) => only.some((o) => s.name.startsWith(o))) : stages;

function run(stage: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...stage.env, FORCE_COLOR: '0' },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const results: { name: string; ok: boolean; ms: number }[] = [];
const started = Date.now();

// The browser suites start from an empty embedded database every run.
rmSync('.tmp', { recursive: true, force: true });

for (const stage of selected) {
  console.log(`\n━━ ${stage.name} ━━ ${stage.command}`);
  const t0 = Date.now();
  const code = await run(stage);
  const ms = Date.now() - t0;
  results.push({ name: stage.name, ok: code === 0, ms });
  console.log(`━━ ${stage.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${fmt(ms)}`);
}

console.log('\nStage times:');
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${fmt(r.ms).padStart(8)}  ${r.name}`);
console.log(`  total ${fmt(Date.now() - started)}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nstages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
