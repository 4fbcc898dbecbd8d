/**
 * The chunks a page's boot runs, one per boot stage (issue 14).
 *
 * Every page runs the same boot (src/main.tsx: the entry, then each of BOOT_MODULES as its own
 * task, issue 13). Left to itself, the bundler splits the code those stages need into ~100 chunks,
 * one per set of screens sharing a module: each chunk costs its own request, its import and
 * export lists of hashed names, and a gzip stream that starts cold. That was ~25 kB gzip on every
 * route. Since every page loads every stage anyway, nothing is gained by the split: the modules a
 * stage brings in (and no earlier stage did) can be one chunk, evaluated in that stage's task as
 * before.
 *
 * Which modules a stage brings in is known only after tree-shaking (Chakra's and others' barrels
 * import everything, and a walk of the import graph would put every component on every page), so
 * the plan is read from a first build made in memory with the bundler's own split, then applied as
 * `codeSplitting` groups to the real build. A module a stage does not bring in is left where the
 * bundler puts it, so a screen's own code still loads with the screen.
 */
import { resolve } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { BOOT_MODULES } from '../src/server/route-preloads';

interface Chunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
}

/** Module id → the boot stage that first runs it (1 = BOOT_MODULES[0]); the entry's own modules are not listed. */
export async function bootStagePlan(config: InlineConfig): Promise<Map<string, number>> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: (Chunk | { type: 'asset' })[] }[];
  const chunks = outputs.flatMap((o) => o.output.filter((c): c is Chunk => c.type === 'chunk'));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('boot-chunks: the first build has no entry chunk');

  const loaded = new Set<string>();
  const take = (chunk: Chunk, stage: number, plan: Map<string, number>) => {
    if (loaded.has(chunk.fileName)) return;
    loaded.add(chunk.fileName);
    if (stage > 0) for (const id of chunk.moduleIds) plan.set(id, stage);
    for (const file of chunk.imports) {
      const dep = byFile.get(file);
      if (dep) take(dep, stage, plan);
    }
  };
  const plan = new Map<string, number>();
  take(entry, 0, plan);
  BOOT_MODULES.forEach((module, i) => {
    const facade = resolve(config.root ?? process.cwd(), module);
    const chunk = chunks.find((c) => c.facadeModuleId === facade);
    if (!chunk) throw new Error(`boot-chunks: no chunk for boot stage ${module}`);
    take(chunk, i + 1, plan);
  });
  return plan;
}

/** The `codeSplitting` option that puts each boot stage's modules in one chunk, `boot-<stage>`. */
export async function bootChunks(config: InlineConfig) {
  const plan = await bootStagePlan(config);
  return {
    groups: [
      {
        name: (id: string) => {
          const stage = plan.get(id);
          return stage === undefined ? null : `boot-${stage}`;
        },
      },
    ],
  };
}
