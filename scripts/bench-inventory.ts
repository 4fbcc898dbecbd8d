/**
 * npm run bench:inventory — how the inventory and marketplace searches hold up as the vehicles
 * table grows (issue 9 › Benchmark). In one run it:
 *
 * 1. creates its own PostgreSQL database `lotline_bench` on 127.0.0.1:5432 (starting the local
 *    cluster when it is stopped; DESIGN.md › Facts learned on this machine) and a PGlite directory in a temp dir, and runs
 *    the real migrations on both;
 * 2. grows the vehicles table to 10k, 100k and 1M rows (PGlite up to 100k) with INSERT … SELECT
 *    generate_series: one dealership per ~5,000 vehicles (200 at 1M), makes/models/trims/prices
 *    from the demo seed's catalog, years skewed to the last five, mileage by age, statuses
 *    (60 % available, 17 % sold …), ~90 % of the for-sale vehicles listed, in-stock dates over
 *    180 days. Dealership #1 keeps the same ~5,000 vehicles at every size, so its searches show
 *    whether the other dealerships' rows cost it anything;
 * 3. times, at each size and driver, through the app's own query functions
 *    (src/server/db/queries/vehicles.ts and marketplace.ts): a keyed read by id, the inventory's
 *    filter + sort + first page, text search and a deep page, and the marketplace's filter + sort
 *    + page (with the deal rating), text search and a deep page — warm-up, then --runs each;
 * 4. prints p50/p95 per query, size and driver, the ratio search p95 / keyed p95 at 100k and the
 *    growth 100k → 1M, checks the targets (every search p95 ≤ 3× keyed p95 at 100k on
 *    PostgreSQL; growth < 2×), drops the database and the temp dir, and exits (1 when a target fails).
 *
 * Options: --sizes 10000,100000,1000000  --pglite-max 100000  --runs 50  --no-pglite  --no-postgres
 * --budget-s 60 (a query slower than that over its runs stops after 10 runs; the table shows n)
 * --keep (leave lotline_bench in place to EXPLAIN ANALYZE by hand; the next run drops it first).
 * BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the maintenance database it
 * connects to; only loopback hosts are accepted, so it can never touch a shared server).
 * Not part of npm test: it takes minutes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db, type DbHandle } from '../src/server/db/client';
import { searchListings } from '../src/server/db/queries/marketplace';
import { findVehicle, listInventory } from '../src/server/db/queries/vehicles';
import { InventoryQuerySchema, MarketplaceQuerySchema } from '../src/shared/schemas/vehicles';
import { createBenchCatalog, growVehicles } from './bench-vehicles';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const SIZES = (arg('--sizes') ?? '10000,100000,1000000').split(',').map(Number);
const PGLITE_MAX = Number(arg('--pglite-max') ?? 100_000);
const RUNS = Number(arg('--runs') ?? 50);
const WARMUP = 5;
const MIN_RUNS = 10;
const BUDGET_MS = Number(arg('--budget-s') ?? 60) * 1000;
const USE_PGLITE = !process.argv.includes('--no-pglite');
const USE_POSTGRES = !process.argv.includes('--no-postgres');
/** Leaves the PostgreSQL database in place afterwards, for EXPLAIN ANALYZE by hand. */
const KEEP = process.argv.includes('--keep');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'lotline_bench';
const RATIO_TARGET = 3;
const GROWTH_TARGET = 2;
const DEALER = 'bd1';
const VIEWER = 'bench-viewer';

// ---------------------------------------------------------------------------------------------
// Data

const setUp = async (db: Db) => {
  await db.execute(
    sql`insert into users (id, name, email, email_verified) values (${VIEWER}, 'Bench Shopper', 'bench@lotline.example', true)`,
  );
  await createBenchCatalog(db);
};

// ---------------------------------------------------------------------------------------------
// Timing

interface Sample {
  driver: string;
  size: number;
  query: string;
  p50: number;
  p95: number;
  n: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Warm-up, then RUNS timed runs — unless a query is so slow that they would take more than
 * BUDGET_MS: then it stops after MIN_RUNS or the budget, whichever is later (the table says n).
 */
const time = async (run: (i: number) => Promise<unknown>) => {
  const warm = performance.now();
  for (let i = 0; i < WARMUP; i++) {
    if (i >= 1 && performance.now() - warm > BUDGET_MS / 4) break;
    await run(i);
  }
  const ms: number[] = [];
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) {
    if (i >= MIN_RUNS && performance.now() - start > BUDGET_MS) break;
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), n: ms.length };
};

const inv = (q: Record<string, unknown>) => InventoryQuerySchema.parse(q);
const mkt = (q: Record<string, unknown>) => MarketplaceQuerySchema.parse(q);

/** The queries, each through the function the API route calls. */
const QUERIES = (ids: string[], dealerPages: number, deepAfter: string | undefined) =>
  [
    ['keyed read by id', (db: Db, i: number) => findVehicle(db, DEALER, ids[(i * 7919) % ids.length]!)],
    [
      'inventory: filter+sort+page',
      (db: Db) => listInventory(db, DEALER, inv({ status: 'available', priceMax: 40000, sort: 'price_asc' })),
    ],
    ['inventory: text search', (db: Db) => listInventory(db, DEALER, inv({ q: 'honda civic' }))],
    [
      'inventory: deep page',
      (db: Db) => listInventory(db, DEALER, inv({ sort: 'newest', page: Math.max(1, Math.floor(dealerPages * 0.8)) })),
    ],
    [
      'marketplace: filter+sort+page',
      (db: Db) => searchListings(db, VIEWER, mkt({ body: 'suv', priceMax: 35000, sort: 'price_asc' })),
    ],
    [
      'marketplace: make/model+deal',
      (db: Db) => searchListings(db, VIEWER, mkt({ make: 'Toyota', model: 'RAV4', sort: 'deal' })),
    ],
    ['marketplace: text search', (db: Db) => searchListings(db, VIEWER, mkt({ q: '2021 civic' }))],
    // The same deep page at every size (page 1,000, after 23,976 listings) as a shopper reaches
    // it: by "Next page" from page 999, whose answer's nextCursor starts it (no OFFSET to skip).
    [
      'marketplace: deep page',
      (db: Db) => searchListings(db, VIEWER, mkt({ sort: 'newest', page: 1_000, after: deepAfter })),
    ],
  ] as const;

const one = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

const measure = async (driver: string, handle: DbHandle, sizes: number[], out: Sample[]) => {
  await setUp(handle.db);
  let have = 0;
  for (const size of sizes) {
    const t0 = performance.now();
    await growVehicles(handle.db, have + 1, size);
    have = size;
    const { n } = await one<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from vehicles where organization_id = ${DEALER}`,
    );
    const { listed } = await one<{ listed: number }>(
      handle.db,
      sql`select count(*)::int as listed from vehicles where listed`,
    );
    console.log(
      `[${driver}] ${size.toLocaleString('en-US')} vehicles seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (dealership #1: ${n}, listed: ${listed})`,
    );
    const ids = (
      (await handle.db.execute(
        sql`select id from vehicles where organization_id = ${DEALER} order by id limit 500`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    // Page 999 once, untimed, for the cursor "Next page" carries to page 1,000.
    const before = await searchListings(
      handle.db,
      VIEWER,
      mkt({ sort: 'newest', page: Math.max(1, Math.min(999, Math.ceil(listed / 24) - 1)) }),
    );
    for (const [name, run] of QUERIES(ids, Math.ceil(n / 25), before.nextCursor ?? undefined)) {
      const { p50, p95, n: runs } = await time((i) => run(handle.db, i));
      out.push({ driver, size, query: name, p50, p95, n: runs });
      console.log(
        `  ${name.padEnd(32)} p50 ${p50.toFixed(2).padStart(8)} ms   p95 ${p95.toFixed(2).padStart(8)} ms   n ${runs}`,
      );
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Databases

const assertLoopback = (url: string) => {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`bench:inventory only runs against a loopback PostgreSQL, not ${host}`);
};

const ensurePostgres = async () => {
  const probe = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch {
    /* start it below */
  }
  const version = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!version) throw new Error('PostgreSQL is not running and no local cluster was found (/etc/postgresql)');
  console.log(`starting PostgreSQL ${version} …`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
};

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const printTable = (samples: Sample[]) => {
  const drivers = [...new Set(samples.map((s) => s.driver))];
  const queries = [...new Set(samples.map((s) => s.query))];
  const lines: string[] = [];
  for (const driver of drivers) {
    const sizes = [...new Set(samples.filter((s) => s.driver === driver).map((s) => s.size))];
    const head = ['query', ...sizes.map((s) => `${s >= 1e6 ? `${s / 1e6}M` : `${s / 1e3}k`} p50 / p95 ms`)];
    lines.push(`\n${driver}`, `| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`);
    for (const query of queries) {
      const cells = sizes.map((size) => {
        const s = samples.find((x) => x.driver === driver && x.size === size && x.query === query);
        return s ? `${s.p50.toFixed(2)} / ${s.p95.toFixed(2)}${s.n < RUNS ? ` (n ${s.n})` : ''}` : '–';
      });
      lines.push(`| ${query} | ${cells.join(' | ')} |`);
    }
  }
  console.log(lines.join('\n'));
};

/** Ratio and growth per search, and whether the targets hold; returns false when one fails. */
const checkTargets = (samples: Sample[], driver: string) => {
  const at = (size: number, query: string) =>
    samples.find((s) => s.driver === driver && s.size === size && s.query === query);
  const keyed100k = at(100_000, 'keyed read by id');
  if (!keyed100k) return true;
  let ok = true;
  console.log(
    `\nTargets (${driver}): search p95 ≤ ${RATIO_TARGET}× keyed p95 at 100k; growth 100k → 1M < ${GROWTH_TARGET}×`,
  );
  console.log(`| query | p95 / keyed p95 at 100k | growth 100k → 1M | |\n|---|---|---|---|`);
  for (const query of [...new Set(samples.map((s) => s.query))]) {
    const base = at(100_000, query)!;
    const big = at(1_000_000, query);
    const ratio = base.p95 / keyed100k.p95;
    const growth = big ? big.p95 / base.p95 : null;
    const pass = (query === 'keyed read by id' || ratio <= RATIO_TARGET) && (growth === null || growth < GROWTH_TARGET);
    ok &&= pass;
    console.log(
      `| ${query} | ${ratio.toFixed(1)}× | ${growth === null ? '–' : `${growth.toFixed(2)}×`} | ${pass ? 'ok' : 'MISSED'} |`,
    );
  }
  return ok;
};

const main = async () => {
  const started = performance.now();
  const samples: Sample[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()!().catch((e: Error) => console.error(`cleanup: ${e.message}`));
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  let ok: boolean | undefined;
  try {
    if (USE_POSTGRES) {
      assertLoopback(ADMIN_URL);
      await ensurePostgres();
      await admin(`drop database if exists ${BENCH_DB} with (force)`);
      await admin(`create database ${BENCH_DB}`);
      if (!KEEP) cleanups.push(() => admin(`drop database if exists ${BENCH_DB} with (force)`));
      const url = new URL(ADMIN_URL);
      url.pathname = `/${BENCH_DB}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      cleanups.push(() => handle.close());
      await handle.migrate();
      await measure('PostgreSQL', handle, SIZES, samples);
      await cleanups.pop()!();
    }
    if (USE_PGLITE) {
      const dir = mkdtempSync(join(tmpdir(), 'lotline-bench-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
      cleanups.push(() => handle.close());
      await handle.migrate();
      await measure(
        'PGlite',
        handle,
        SIZES.filter((s) => s <= PGLITE_MAX),
        samples,
      );
      await cleanups.pop()!();
    }
    printTable(samples);
    ok = checkTargets(samples, 'PostgreSQL');
  } finally {
    await cleanup();
  }
  console.log(
    `\nbench:inventory took ${((performance.now() - started) / 60_000).toFixed(1)} min (${RUNS} runs per query after ${WARMUP} warm-up)`,
  );
  process.exit(ok === true ? 0 : 1);
};

await main();
