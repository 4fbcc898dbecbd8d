/**
 * Serving the production build: files from dist (precompressed once at startup, brotli and gzip),
 * and the app shell for every other path — 200 for registry routes, 404 for unknown ones, 301 for
 * the trailing-slash form of a canonical path (DOMAIN.md › Decisions).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { matchesRegistryRoute } from '../../registry/paths';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

export interface StaticFile {
  readonly body: Uint8Array;
  readonly type: string;
  readonly br?: Uint8Array | undefined;
  readonly gzip?: Uint8Array | undefined;
  readonly etag: string;
}

export interface StaticSite {
  readonly files: ReadonlyMap<string, StaticFile>;
  readonly shell: StaticFile | undefined;
  /** sha256 sources of the inline scripts in index.html, for the CSP. */
  readonly inlineScriptHashes: readonly string[];
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

const toStaticFile = (body: Uint8Array, ext: string): StaticFile => {
  const compress = COMPRESSIBLE.has(ext) && body.byteLength > 512;
  return {
    body,
    type: MIME[ext] ?? 'application/octet-stream',
    br: compress ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }) : undefined,
    gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
};

/** The inline <script> bodies (no src) of an HTML page, hashed as CSP source expressions. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((content) => content.trim() !== '')
    .map((content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);

/** Reads and precompresses the build once; an absent build serves nothing (the API still works). */
export const loadStaticSite = (distDir: string): StaticSite => {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir) || !statSync(distDir).isDirectory())
    return { files, shell: undefined, inlineScriptHashes: [] };
  for (const full of walk(distDir)) {
    const urlPath = `/${relative(distDir, full).split(sep).join('/')}`;
    // Build metadata such as .vite/manifest.json is for the server, not for visitors.
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) continue;
    // Source maps stay on disk for whoever debugs the build; visitors get no copy of the source.
    if (urlPath.endsWith('.map')) continue;
    files.set(urlPath, toStaticFile(readFileSync(full), extname(full).toLowerCase()));
  }
  const shell = files.get('/index.html');
  const hashes = shell ? inlineScriptHashes(Buffer.from(shell.body).toString('utf8')) : [];
  return { files, shell, inlineScriptHashes: hashes };
};

export type ShellDecision =
  { readonly kind: 'shell'; readonly status: 200 | 404 } | { readonly kind: 'redirect'; readonly location: string };

/** What a non-file, non-API GET answers. */
export const decideShell = (pathname: string, search: string): ShellDecision => {
  if (matchesRegistryRoute(pathname)) return { kind: 'shell', status: 200 };
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    if (matchesRegistryRoute(trimmed)) return { kind: 'redirect', location: `${trimmed}${search}` };
  }
  return { kind: 'shell', status: 404 };
};

export const pickEncoding = (file: StaticFile, acceptEncoding: string | undefined) => {
  const accept = (acceptEncoding ?? '').toLowerCase();
  if (file.br && /\bbr\b/.test(accept)) return { body: file.br, encoding: 'br' as const };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' as const };
  return { body: file.body, encoding: undefined };
};
