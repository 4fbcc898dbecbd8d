// `npm run test:stories` and `npm run test:visual:update`: build the static Storybook, serve it on a
// free port of 127.0.0.1 (STORYBOOK_TEST_PORT pins one), run scripts/story-runner.ts against it
// (play + axe + visual, one browser page per worker), stop the server and exit with the runner's code.
//   --update     re-record the baselines in tests/visual/ and the Chromium version they belong to
//   --no-build   reuse an existing storybook-static/ (e.g. when `npm test` built it already)
//   STORYBOOK_STATIC_DIR=dir  build into / serve from another folder (helpers working in one tree each use their own)
//   --workers N  pages in parallel (default 2, or STORYBOOK_TEST_WORKERS)
//   --proof      run the strictness proof also when story ids are given
//   anything else: parts of story ids to run, e.g. `npm run test:stories -- --no-build screens-contact`
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { serve } from './storybook-serve.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const versionFile = 'tests/visual/chromium-version.txt';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const versionOf = (text) => /\d+(?:\.\d+){1,3}/.exec(text)?.[0] ?? text.trim();
const branchOf = (version) => version.split('.').slice(0, 3).join('.');
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
const here = versionOf(
  execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
);

// One clear message instead of a wall of diffs when the baselines belong to another Chromium.
if (!update) {
  const recorded = existsSync(versionFile) ? versionOf(readFileSync(versionFile, 'utf8')) : null;
  if (!recorded) {
    console.error(`No visual baselines (${versionFile} is missing): run npm run test:visual:update`);
    process.exit(1);
  }
  // Compared by branch (156.0.8078), not patch: Debian ships a branch's security patches as they
  // come (.79 → .108) with the same renderer, and the pixel comparison still catches any change.
  if (branchOf(recorded) !== branchOf(here)) {
    console.error(
      `Visual baselines were made with Chromium ${recorded}, this machine has ${here}: run npm run test:visual:update`,
    );
    process.exit(1);
  }
}

const staticDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

if (build) {
  execFileSync(
    process.execPath,
    ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '-o', staticDir, '--quiet'],
    { stdio: 'inherit' },
  );
  console.log(`storybook build: ${elapsed()}`);
}

// A free port unless one is asked for: a busy 6006 (a developer's `npm run storybook`) must not fail the run.
const server = serve({ dir: staticDir, port: Number(process.env.STORYBOOK_TEST_PORT ?? 0) });
await new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));
const url = `http://127.0.0.1:${server.address().port}`;

const code = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/story-runner.ts', '--url', url, ...args.filter((a) => a !== '--no-build')],
    { stdio: 'inherit' },
  );
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
});
server.close();

if (update) {
  mkdirSync('tests/visual', { recursive: true });
  writeFileSync(versionFile, `${here}\n`);
  console.log(`Baselines recorded with Chromium ${here} (${versionFile}).`);
  if (code !== 0) console.error('Some stories failed: their baselines were not written. Fix them and run this again.');
}
console.log(`test:stories: ${elapsed()}`);
const report = 'tests/visual/__diff_output__/index.html';
if (code !== 0 && existsSync(report)) console.error(`Visual differences for QA (baseline | actual | diff): ${report}`);
process.exit(code);
