import { Link, type LinkProps } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import type { ScreenPath } from '../../../registry/routes';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A registry path (menus are generated from the registry); `params` fill a `$param` path. */
  readonly to: ScreenPath;
  readonly params?: Readonly<Record<string, string>>;
  readonly hash?: string;
  readonly activeOptions?: LinkProps['activeOptions'];
};

/**
 * Link for registry-generated menus. Paths come from the registry itself, so they always exist;
 * hand-written links elsewhere use TanStack's typed <Link> directly.
 */
export const RouteLink = forwardRef<HTMLAnchorElement, Props>(function RouteLink({ to, params, hash, ...rest }, ref) {
  const smooth =
    typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      ? 'smooth'
      : 'auto';
  return (
    <Link
      ref={ref}
      to={to as '/'}
      {...(params ? { params: params as never } : {})}
      {...(hash ? { hash, hashScrollIntoView: { behavior: smooth, block: 'start' } } : {})}
      {...rest}
    />
  );
});
