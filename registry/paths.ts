/**
 * Path compiling and matching, once, for everyone who turns a URL into a registry route: the
 * route-tree generator, the server (head tags, 404s, chunk preloads, sitemap), the stories and tests.
 * Paths use TanStack's syntax: a `$name` segment matches exactly one non-empty segment.
 */
import type { LayoutKind, RouteEntry, ScreenEntry } from './define';
import { routes, screenRoutes } from './routes';

export interface CompiledPath {
  readonly pattern: RegExp;
  readonly params: readonly string[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const compilePath = (path: string): CompiledPath => {
  if (path === '/') return { pattern: /^\/$/, params: [] };
  const params: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('$')) return escapeRegex(segment);
      params.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), params };
};

/** Fills `$params` (encoded); throws on a missing one, since a link without it would be wrong. */
export const buildPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('$')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`buildPath: ${path} needs "${segment.slice(1)}"`);
      return encodeURIComponent(value);
    })
    .join('/');

export interface RouteMatch<R extends RouteEntry = RouteEntry> {
  readonly route: R;
  readonly params: Readonly<Record<string, string>>;
}

const compiled = routes.map((route) => ({ route, ...compilePath(route.path) }));

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The registry route (screen or redirect) a pathname opens, with its params decoded. */
export const matchRoute = (pathname: string): RouteMatch | undefined => {
  for (const { route, pattern, params } of compiled) {
    const m = pattern.exec(pathname);
    if (m) return { route, params: Object.fromEntries(params.map((name, i) => [name, decode(m[i + 1] ?? '')])) };
  }
  return undefined;
};

/** Like matchRoute, screens only. */
export const matchScreen = (pathname: string): RouteMatch<ScreenEntry> | undefined => {
  const match = matchRoute(pathname);
  return match && match.route.kind === 'screen' ? (match as RouteMatch<ScreenEntry>) : undefined;
};

export const matchesRegistryRoute = (pathname: string): boolean => matchRoute(pathname) !== undefined;

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The layout a path belongs to, also for unknown paths (so "Not Found" appears inside it). */
export const layoutForPath = (pathname: string): LayoutKind => {
  const match = matchRoute(pathname);
  if (match) return match.route.layout;
  if (underPrefix(pathname, '/auth')) return 'auth';
  if (underPrefix(pathname, '/dashboard')) return 'dashboard';
  return 'public';
};

/** Whether the fixed site header shows: the screen says so itself; an unknown public path shows it. */
export const showsSiteHeader = (pathname: string): boolean => {
  const match = matchScreen(pathname);
  if (match) return match.route.header;
  return layoutForPath(pathname) === 'public';
};

/** Screens in the order of the registry (for lists derived from it). */
export const screens: readonly ScreenEntry[] = screenRoutes;
