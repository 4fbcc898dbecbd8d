/**
 * The JavaScript budget of every route (issue 14 › Deliver 3), a stage of `npm test` right after the
 * build. A route's JavaScript is what a cold load of it runs before anything lazy: the app's entry
 * chunk, its layout's chunk and its screen's chunk, each with its static imports (from Vite's
 * build manifest, the same walk the server uses for its modulepreload links), gzip-compressed.
 * Each is compared with bundle-budget.json; a route more than 10 % past its recorded size fails.
 *
 *   npx tsx scripts/check-bundle-budget.ts            check dist/ against bundle-budget.json
 *   npx tsx scripts/check-bundle-budget.ts --update   record the current sizes (commit the file)
 *   --dist DIR --budget FILE                          another build or budget file (tests)
 *
 * A route not recorded yet is listed, not failed (a new screen must not break everyone's build);
 * `--update` records it. Shrinking is never a failure: --update then tightens the budget.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { screenRoutes } from '../registry/routes';
import { BOOT_MODULES, chunksFor, LAYOUT_MODULES, readManifest, type Manifest } from '../src/server/route-preloads';

export const TOLERANCE = 0.1;
const ENTRY = 'index.html';

/** gzip bytes of the JavaScript each route (by registry id) runs on a cold load. */
export function routeSizes(
  manifest: Manifest,
  gzipBytes: (file: string) => number,
  routes: readonly { id: string; layout: keyof typeof LAYOUT_MODULES }[] = screenRoutes,
): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const route of routes) {
    const screen = `src/screens/${route.id}.tsx`;
    if (!manifest[screen]) continue;
    const layout = LAYOUT_MODULES[route.layout];
    const files = chunksFor(manifest, [ENTRY, ...BOOT_MODULES, ...(layout ? [layout] : []), screen]);
    sizes[route.id] = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  }
  return sizes;
}

export interface BudgetReport {
  readonly failures: readonly string[];
  readonly lines: readonly string[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Fails each route whose size is more than `tolerance` past its recorded one. */
export function compareBudget(
  current: Readonly<Record<string, number>>,
  recorded: Readonly<Record<string, number>>,
  tolerance = TOLERANCE,
): BudgetReport {
  const failures: string[] = [];
  const lines: string[] = [];
  for (const [id, bytes] of Object.entries(current).sort(([a], [b]) => a.localeCompare(b))) {
    const budget = recorded[id];
    if (budget === undefined) {
      lines.push(`  new   ${id.padEnd(24)} ${kb(bytes).padStart(9)}  not recorded yet (--update records it)`);
      continue;
    }
    const growth = bytes / budget - 1;
    // Compared in bytes: 110 / 100 - 1 is 0.10000000000000009 in floating point.
    const over = bytes > budget * (1 + tolerance);
    const line = `  ${over ? 'FAIL' : 'ok  '}  ${id.padEnd(24)} ${kb(bytes).padStart(9)}  recorded ${kb(budget).padStart(9)}  ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`;
    lines.push(line);
    if (over)
      failures.push(
        `${id}: ${kb(bytes)} is ${(growth * 100).toFixed(1)} % past its recorded ${kb(budget)} (limit +${tolerance * 100} %)`,
      );
  }
  for (const id of Object.keys(recorded).filter((id) => !(id in current)))
    lines.push(`  gone  ${id.padEnd(24)} recorded ${kb(recorded[id]!)} but no longer built (--update forgets it)`);
  return { failures, lines };
}

interface BudgetFile {
  readonly about: string;
  readonly tolerance: number;
  /** gzip bytes per registry route id. */
  readonly routes: Record<string, number>;
}

const ABOUT =
  'gzip bytes of the JavaScript each route runs on a cold load (entry + layout + screen chunks with their static imports). Checked by scripts/check-bundle-budget.ts in npm test; a route more than `tolerance` past its size fails. Record with `npx tsx scripts/check-bundle-budget.ts --update` after a build.';

const main = () => {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const distDir = arg('--dist') ?? 'dist';
  const budgetFile = arg('--budget') ?? 'bundle-budget.json';
  const manifest = readManifest(distDir);
  if (!manifest) {
    console.error(`no build manifest in ${distDir}/.vite/manifest.json: run \`npx vite build\` first`);
    process.exit(1);
  }
  const sizes = routeSizes(manifest, (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  if (process.argv.includes('--update')) {
    const out: BudgetFile = { about: ABOUT, tolerance: TOLERANCE, routes: sizes };
    writeFileSync(budgetFile, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`recorded the JavaScript of ${Object.keys(sizes).length} routes in ${budgetFile}`);
    return;
  }
  let recorded: BudgetFile;
  try {
    recorded = JSON.parse(readFileSync(budgetFile, 'utf8')) as BudgetFile;
  } catch {
    console.error(`no budget in ${budgetFile}: record one with --update`);
    process.exit(1);
  }
  const { failures, lines } = compareBudget(sizes, recorded.routes, recorded.tolerance ?? TOLERANCE);
  console.log(`JavaScript per route (gzip) against ${budgetFile}:\n${lines.join('\n')}`);
  if (failures.length) {
    console.error(
      `\n${failures.length} route(s) over budget:\n  ${failures.join('\n  ')}\nMake them smaller (lazy-load what the first paint does not need), or, when the growth is meant, record it with --update and say why in the commit.`,
    );
    process.exit(1);
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
