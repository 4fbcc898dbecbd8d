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
import { screenRoutes } from '../registry/routes';
import { BOOT_MODULES, LAYOUT_MODULES } from '../src/server/route-preloads';

interface Chunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/** Which layout each screen module opens in, by path from the root (registry/routes.ts). */
export type ScreenLayouts = ReadonlyMap<string, keyof typeof LAYOUT_MODULES>;

/**
 * Module id → the chunk it goes in: `boot-<stage>` for what boot stage <stage> first runs
 * (1 = BOOT_MODULES[0]; the entry's own modules stay in the entry), `layout-<name>` for what a
 * layout adds to the boot and only its own screens use.
 */
export async function chunkPlan(config: InlineConfig, screens: ScreenLayouts): Promise<Map<string, string>> {
  const root = config.root ?? process.cwd();
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: (Chunk | { type: 'asset' })[] }[];
  const chunks = outputs.flatMap((o) => o.output.filter((c): c is Chunk => c.type === 'chunk'));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = (module: string) => chunks.find((c) => c.facadeModuleId === resolve(root, module));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('boot-chunks: the first build has no entry chunk');

  /** The chunks `from` loads before it runs (static imports), or may load at all (`lazy` adds dynamic ones). */
  const closure = (from: readonly Chunk[], lazy: boolean, into = new Set<string>(), skip?: (c: Chunk) => boolean) => {
    const visit = (chunk: Chunk) => {
      if (into.has(chunk.fileName) || skip?.(chunk)) return;
      into.add(chunk.fileName);
      for (const file of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
        const dep = byFile.get(file);
        if (dep) visit(dep);
      }
    };
    from.forEach(visit);
    return into;
  };

  const plan = new Map<string, string>();
  const booted = closure([entry], false);
  BOOT_MODULES.forEach((module, i) => {
    const chunk = byModule(module);
    if (!chunk) throw new Error(`boot-chunks: no chunk for boot stage ${module}`);
    const before = new Set(booted);
    for (const file of closure([chunk], false, booted))
      if (!before.has(file)) for (const id of byFile.get(file)!.moduleIds) plan.set(id, `boot-${i + 1}`);
  });

  // A layout's own chunks: what it loads after the boot that no page of another layout (nor
  // anything lazy the boot or those pages can load) ever needs. Shared with another layout's pages,
  // a chunk stays apart, or those pages would load this layout's code.
  for (const [layout, module] of Object.entries(LAYOUT_MODULES)) {
    const chunk = module ? byModule(module) : undefined;
    if (!chunk) continue;
    // The route tree imports every screen, loader and layout lazily: those count by their layout.
    const perPage = new Set(
      [...screens.keys(), ...[...screens.keys()].map((screen) => screen.replace(/\.tsx$/, '.loader.ts'))].map((m) =>
        resolve(root, m),
      ),
    );
    const elsewhere = [...booted]
      .flatMap((file) => byFile.get(file)!.dynamicImports.map((f) => byFile.get(f)!))
      .filter((c) => !c.facadeModuleId || !perPage.has(c.facadeModuleId));
    for (const [screen, screenLayout] of screens) {
      if (screenLayout === layout) continue;
      for (const module of [screen, screen.replace(/\.tsx$/, '.loader.ts')]) {
        const other = byModule(module);
        if (other) elsewhere.push(other);
      }
    }
    for (const [other, otherModule] of Object.entries(LAYOUT_MODULES))
      if (other !== layout && otherModule && byModule(otherModule)) elsewhere.push(byModule(otherModule)!);
    // Not through the boot's chunks: every page has them, and their lazy imports are counted above.
    // Nor into a screen or loader reached lazily from elsewhere (the render ahead of a click imports
    // loaders by path): each counts by its own layout, as listed above.
    const others = elsewhere.filter((c) => c !== chunk);
    const listed = new Set(others);
    const shared = closure(
      others,
      true,
      new Set(booted),
      (c) => !listed.has(c) && !!c.facadeModuleId && perPage.has(c.facadeModuleId),
    );
    for (const file of closure([chunk], false))
      if (!booted.has(file) && !shared.has(file))
        for (const id of byFile.get(file)!.moduleIds) plan.set(id, `layout-${layout}`);
  }
  return plan;
}

/** The app's `codeSplitting` option: its boot stages' and layouts' modules in their chunks. */
export async function appChunks(config: InlineConfig) {
  const plan = await chunkPlan(config, new Map(screenRoutes.map((r) => [`src/screens/${r.id}.tsx`, r.layout])));
  return {
    // Only the planned modules: a layout module's dependencies shared with other pages stay where
    // they are, or those pages would load the layout's chunk for them. The plan already holds every
    // stage's whole closure, so nothing a group needs is left out of order.
    includeDependenciesRecursively: false,
    groups: [{ debugName: 'boot stages and layouts', name: (id: string) => plan.get(id) ?? null }],
  };
}
