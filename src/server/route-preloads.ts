import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { layoutForPath } from '../../registry/paths';

/**
 * Screens are separate chunks that the router only asks for after the main bundle has run: on a
 * slow phone that is a second round of downloads before anything shows. The server knows which
 * screen a path opens, so it names that screen's chunks (and its layout's) in the HTML as
 * modulepreload links and the browser fetches them alongside the main bundle.
 */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The stages src/main.tsx imports while it boots (dynamic imports, so Vite's index.html does not
 * name them): every page preloads them with its screen, and the bundle budget counts them with the
 * entry, since every page runs them.
 */
export const BOOT_MODULES = [
  'src/lib/zod-jitless.ts',
  'src/theme/system.ts',
  'src/app/stage-react.ts',
  'src/app/route-tree.gen.ts',
  'src/app/start.tsx',
] as const;

/** The module of each layout's shell (the bundle budget counts it with the screens it wraps). */
export const LAYOUT_MODULES = {
  public: null,
  auth: 'src/app/layouts/auth-layout.tsx',
  dashboard: 'src/app/layouts/dashboard-layout.tsx',
} as const;

export function readManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null; // a dev build or an older dist: no preloads, the app still works
  }
}

/** The chunk files (with their static imports) a screen and its layout need. */
export function chunksFor(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files];
}

/** `<link rel="modulepreload">` tags for the screen of `routeId` at `pathname`, minus what the shell already loads. */
export function routePreloadTags(
  manifest: Manifest | null,
  shellHtml: string,
  pathname: string,
  routeId: string | undefined,
): string {
  if (!manifest || !routeId) return '';
  const layout = LAYOUT_MODULES[layoutForPath(pathname)];
  const modules = [...BOOT_MODULES, ...(layout ? [layout] : []), `src/screens/${routeId}.tsx`];
  return chunksFor(manifest, modules)
    .filter((file) => !shellHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n  ');
}
