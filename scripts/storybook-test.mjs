// `npm run test:stories` and `npm run test:visual:update`: build the static Storybook, serve it on
// 127.0.0.1, run @storybook/test-runner against it (play + axe + visual), stop the server and
// exit with the runner's code.
//   --update    re-record every baseline in tests/visual/ and the Chromium version they belong to
//   --no-build  reuse an existing storybook-static/ (e.g. when `npm test` built it already)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { serve } from './storybook-serve.mjs';

const update = process.argv.includes('--update');
const build = !process.argv.includes('--no-build');
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6006);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const versionFile = 'tests/visual/chromium-version.txt';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const versionOf = (text) => /\d+(?:\.\d+){1,3}/.exec(text)?.[0] ?? text.trim();
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
  if (recorded !== here) {
    console.error(
      `Visual baselines were made with Chromium ${recorded}, this machine has ${here}: run npm run test:visual:update`,
    );
    process.exit(1);
  }
}

if (build) {
  execFileSync(
    process.execPath,
    ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '-o', 'storybook-static', '--quiet'],
    {
      stdio: 'inherit',
    },
  );
  console.log(`storybook build: ${elapsed()}`);
}

const filters = process.argv.slice(2).filter((a) => a !== '--update' && a !== '--no-build');
// A full update starts from nothing so baselines of removed stories go too; a filtered one keeps the rest.
if (update && filters.length === 0) {
  rmSync('tests/visual/light', { recursive: true, force: true });
  rmSync('tests/visual/dark', { recursive: true, force: true });
}
rmSync('tests/visual/__diff_output__', { recursive: true, force: true });

const server = serve({ port });
await new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));

const args = [
  'node_modules/@storybook/test-runner/dist/test-storybook.js',
  '--url',
  `http://127.0.0.1:${port}`,
  '--index-json',
  '--maxWorkers=2',
  update ? '--updateSnapshot' : '--ci',
  // Anything else goes to jest, e.g. a story file pattern: `npm run test:stories -- --no-build screens-contact`.
  ...filters,
];
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, LOTLINE_VISUAL_UPDATE: update ? '1' : '0', TARGET_URL: `http://127.0.0.1:${port}` },
  });
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
});
server.close();

// Baselines of the stories that passed are written even when others failed: record their browser.
if (update && existsSync('tests/visual/light')) {
  mkdirSync('tests/visual', { recursive: true });
  writeFileSync(versionFile, `${here}\n`);
  console.log(`Baselines recorded with Chromium ${here} (${versionFile}).`);
  if (code !== 0) console.error('Some stories failed: their baselines were not written. Fix them and run this again.');
}
if (code !== 0 && existsSync('tests/visual/__diff_output__')) {
  console.error('Visual diffs: tests/visual/__diff_output__/');
}
console.log(`test:stories: ${elapsed()}`);
process.exit(code);
