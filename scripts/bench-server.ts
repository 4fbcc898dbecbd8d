/**
 * The production server the benches measure: dist/ built if missing (or with `--build`), the server
 * started on a free port with a throwaway embedded database (seeded, so the blog has posts), and a
 * stop() that takes its data with it. Shared by bench:lighthouse and bench:first-input so both
 * measure the same build the same way.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './machine';

const waitFor = async (url: string, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
};

/**
 * dist/ is built if missing (or with `--build`). With `outDir`, always a fresh build there: the
 * server renders from the sources as they are now, and a build older than them (the shared dist/
 * in a busy tree) hydrates with mismatches that a bench would count as slowness.
 */
export function buildIfNeeded(outDir?: string): void {
  if (!outDir && existsSync('dist/index.html') && !process.argv.includes('--build')) return;
  console.log(`building the app (vite build${outDir ? ` into ${outDir}` : ''})…`);
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
      ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : []),
    ],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export interface BenchServer {
  readonly base: string;
  /** The server process (for its memory: /proc/<pid>/status). */
  readonly pid: number | undefined;
  readonly stop: () => Promise<void>;
}

export async function startBenchServer(
  name: string,
  { env: extraEnv = {}, distDir }: { env?: Record<string, string>; distDir?: string } = {},
): Promise<BenchServer> {
  buildIfNeeded(distDir);
  const appPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `lotline-${name}-`));
  const base = `http://127.0.0.1:${appPort}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      PUBLIC_URL: base,
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      BETTER_AUTH_SECRET: 'lighthouse-bench-secret-lighthouse-bench-secret',
      SKIP_BUILD: '1',
      ...(distDir ? { DIST_DIR: distDir } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Stopped with the bench (Ctrl-C or kill), the server and its data go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  try {
    // Minutes, not seconds: migrating and seeding on a busy 2-core machine is slow.
    await waitFor(`${base}/api/health`, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid, stop };
}
