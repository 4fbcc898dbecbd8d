// `npm run chromatic`: publish the built Storybook to Chromatic, where designers and QA review the
// stories and their changes in a browser. The offline baselines in tests/visual/ stay the gate
// (`npm test`); Chromatic is for review, so visual changes do not fail this command.
//   CHROMATIC_PROJECT_TOKEN   the project's token (without it: a message, exit 0, nothing sent)
//   CHROMATIC_TIMEOUT_MS      give up after this long (default 15 minutes)
//   --no-build                reuse storybook-static/ (it must have been built with --stats-json)
// TurboSnap (`--only-changed`) snapshots only stories whose files changed since the last build;
// it reads the module graph from preview-stats.json, which `storybook build --stats-json` writes.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing was published to Chromatic. Set it to the project token ' +
      '(Chromatic › Manage › Configure) to publish; the offline visual check is npm run test:stories.',
  );
  process.exit(0);
}

const dir = 'storybook-static';
if (!process.argv.includes('--no-build')) {
  execFileSync(
    process.execPath,
    ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '-o', dir, '--quiet', '--stats-json', dir],
    { stdio: 'inherit' },
  );
}
if (!existsSync(`${dir}/preview-stats.json`)) {
  console.error(`${dir}/preview-stats.json is missing: build with --stats-json (drop --no-build) for TurboSnap.`);
  process.exit(1);
}

const timeoutMs = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 15 * 60_000);
const child = spawn(
  process.execPath,
  [
    'node_modules/chromatic/dist/bin.cjs',
    '--storybook-build-dir',
    dir,
    '--only-changed',
    '--exit-zero-on-changes',
    ...process.argv.slice(2).filter((a) => a !== '--no-build'),
  ],
  { stdio: 'inherit' },
);
const timer = setTimeout(() => {
  console.error(`Chromatic did not finish within ${timeoutMs / 1000} s (is chromatic.com reachable?): stopped.`);
  child.kill('SIGTERM');
}, timeoutMs);
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? (signal ? 1 : 0));
});
