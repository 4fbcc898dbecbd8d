/**
 * The bundle budget of npm test (scripts/check-bundle-budget.ts): a route that grows more than 10 %
 * past its recorded JavaScript fails the check, through the same command npm test runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareBudget, routeSizes } from '../../scripts/check-bundle-budget';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'src/app/layouts/auth-layout.tsx': { file: 'assets/auth-layout.js', imports: ['_react.js'] },
  'src/screens/login.tsx': { file: 'assets/login.js', imports: ['_form.js', 'index.html'] },
  'src/screens/about.tsx': { file: 'assets/about.js', imports: ['index.html'] },
};
const bytes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/form.js': 20,
  'assets/auth-layout.js': 5,
  'assets/login.js': 7,
  'assets/about.js': 3,
};
const routes = [
  { id: 'login', layout: 'auth' as const },
  { id: 'about', layout: 'public' as const },
];

describe('route JavaScript', () => {
  it('counts the entry, the layout and the screen with their static imports, each chunk once', () => {
    expect(routeSizes(manifest, (f) => bytes[f]!, routes)).toEqual({ login: 182, about: 153 });
  });
});

describe('compareBudget', () => {
  it('passes growth up to 10 % and fails more', () => {
    expect(compareBudget({ a: 110, b: 90 }, { a: 100, b: 100 }).failures).toEqual([]);
    const { failures } = compareBudget({ a: 111 }, { a: 100 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^a: .*11\.0 % past/);
  });

  it('lists a route without a record instead of failing it', () => {
    const report = compareBudget({ fresh: 500 }, {});
    expect(report.failures).toEqual([]);
    expect(report.lines.join('\n')).toMatch(/new\s+fresh.*not recorded/);
  });
});

describe('the check as npm test runs it', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-bundle-budget.ts', ...args], { encoding: 'utf8' });

  // Two runs of the real command (seconds each on a busy machine); the unchanged case is compareBudget's.
  it('records with --update, then fails when a route grows past 10 %', { timeout: 120_000 }, () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
    const dist = join(dir, 'dist');
    const budget = join(dir, 'budget.json');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    // The real registry's login screen, in a build of a few random (incompressible) bytes per chunk.
    const chunk = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2)).join('');
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const file of Object.keys(bytes)) writeFileSync(join(dist, file), chunk(200));

    expect(run('--dist', dist, '--budget', budget, '--update').status).toBe(0);
    const recorded = JSON.parse(readFileSync(budget, 'utf8')) as { routes: Record<string, number> };
    expect(Object.keys(recorded.routes)).toContain('login');

    writeFileSync(join(dist, 'assets/login.js'), chunk(600));
    const grown = run('--dist', dist, '--budget', budget);
    expect(grown.status).toBe(1);
    expect(grown.stderr).toMatch(/login: .* past its recorded/);
  });
});
