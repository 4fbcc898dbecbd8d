import type { LayoutKind } from './routes';

/** Paths the spec keeps free of the fixed site header. */
export const HEADERLESS_PREFIXES = ['/auth', '/contact-sales', '/quote-submitted', '/dashboard'] as const;

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The spec's header rule: every page except paths starting with the prefixes above. */
export const showsSiteHeader = (pathname: string): boolean =>
  !HEADERLESS_PREFIXES.some((prefix) => underPrefix(pathname, prefix));

/** The layout a path belongs to, also for unknown paths (so "Not Found" appears inside it). */
export const layoutForPath = (pathname: string): LayoutKind => {
  if (underPrefix(pathname, '/auth')) return 'auth';
  if (underPrefix(pathname, '/dashboard')) return 'dashboard';
  return 'public';
};
